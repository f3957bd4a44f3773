import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparableCars } from '../index';

describe('ComparableCars', () => {
  it('is a region named by its heading, says what the cars share, and prices each against this car', () => {
    render(
      <ComparableCars
        heading="Comparable cars at dealers near Capitol Honda"
        description="Used, $19,000 to $21,000, around 78701."
        cars={[
          {
            id: '1',
            title: 'Used 2021 Honda Civic EX',
            href: '/cars-for-sale/vehicle/700000101',
            price: '$19,500',
            priceDifference: '$500 less than this car',
            seller: 'Austin Honda',
            place: 'Austin, TX · 3 mi away',
          },
          { id: '2', title: 'Used 2020 Honda Civic LX', href: '/cars-for-sale/vehicle/700000102' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Comparable cars at dealers near Capitol Honda' });
    expect(within(region).getByText('Used, $19,000 to $21,000, around 78701.')).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Used 2021 Honda Civic EX' }),
    ).toHaveAttribute('href', '/cars-for-sale/vehicle/700000101');
    expect(items[0]).toHaveTextContent('$19,500$500 less than this carAustin Honda, Austin, TX · 3 mi away');
    // A car with no price says nothing about one.
    expect(items[1]).toHaveTextContent(/^Used 2020 Honda Civic LX$/);
  });

  it('says so when no car matches', () => {
    render(<ComparableCars heading="Similar cars near you" cars={[]} />);
    expect(screen.getByText('No cars like this one right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
