import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecentlyViewedList } from './index';

describe('RecentlyViewedList', () => {
  it('links each car to its details with photo, title and price', () => {
    render(
      <RecentlyViewedList
        items={[
          {
            id: '700000001',
            title: 'Used 2019 Honda Civic EX',
            href: '/cars-for-sale/vehicle/700000001',
            imageSrc: '/photos/700000001.jpg',
            price: '$18,995',
          },
          { id: '700000002', title: 'New 2024 Toyota Camry LE', href: '/cars-for-sale/vehicle/700000002' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Used 2019 Honda Civic EX $18,995' });
    expect(link).toHaveAttribute('href', '/cars-for-sale/vehicle/700000001');
    // The photo is decorative: the title already names the link.
    expect(within(link).getByRole('presentation')).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'New 2024 Toyota Camry LE' })).toBeInTheDocument();
  });

  it('has an empty state', () => {
    render(<RecentlyViewedList items={[]} />);
    expect(screen.getByText('Cars you look at will show here.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('the recent lists as landmarks', () => {
  it('are regions named by their headings', async () => {
    const { RecentSearchesList } = await import('./index');
    render(
      <>
        <RecentlyViewedList items={[]} />
        <RecentSearchesList items={[]} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Recently viewed' })).toHaveTextContent(
      'Cars you look at will show here.',
    );
    expect(screen.getByRole('region', { name: 'Recent searches' })).toHaveTextContent(
      'Your recent searches will show here.',
    );
  });
});
