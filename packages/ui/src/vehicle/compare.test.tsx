import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMPARE_MAX, type CompareListing, CompareModal, CompareTable } from '../index';

const civic: CompareListing = {
  id: '712345678',
  title: 'Used 2019 Honda Civic EX',
  href: '/cars-for-sale/vehicle/712345678',
  photo: { src: '/civic.jpg', alt: 'Blue Honda Civic' },
  price: '$18,995',
  mileage: '32,000 mi',
  year: '2019',
  bodyStyle: 'Sedan',
  drive: 'Front wheel drive',
  engine: '2.0L 4-cylinder',
  fuel: 'Gasoline',
  color: 'Blue',
  dealIndicator: 'Great',
  payment: '$380/mo',
};
const listings: CompareListing[] = [1, 2, 3, 4, 5, 6].map((n) => ({
  ...civic,
  id: `71234567${n}`,
  title: `Car ${n}`,
  dealIndicator: n === 2 ? 'Good' : undefined,
}));

describe('CompareTable', () => {
  it('lays out one column per listing with a row per attribute', () => {
    render(<CompareTable listings={[civic]} onRemove={() => {}} />);
    const table = screen.getByRole('table', { name: 'Compare vehicles' });
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Photo',
      'Price',
      'Mileage',
      'Year',
      'Body style',
      'Drive',
      'Engine',
      'Fuel',
      'Color',
      'Deal',
      'Payment',
    ]);
    expect(within(table).getByRole('columnheader', { name: /Used 2019 Honda Civic EX/ })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Used 2019 Honda Civic EX' })).toHaveAttribute(
      'href',
      '/cars-for-sale/vehicle/712345678',
    );
    expect(within(table).getByRole('img', { name: 'Blue Honda Civic' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Great Deal' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$380/mo' })).toBeInTheDocument();
  });

  it(`shows at most ${COMPARE_MAX} listings, marking missing values`, () => {
    render(<CompareTable listings={listings} onRemove={() => {}} />);
    expect(COMPARE_MAX).toBe(5);
    expect(screen.getAllByRole('button', { name: /^Remove Car/ })).toHaveLength(5);
    expect(screen.queryByText('Car 6')).toBeNull();
    expect(screen.getByRole('cell', { name: 'Good Deal' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'Not listed' })).toHaveLength(4);
  });

  it('removes a column by its button, from the keyboard', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<CompareTable listings={listings.slice(0, 2)} onRemove={onRemove} />);
    screen.getByRole('button', { name: 'Remove Car 2 from compare' }).focus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledWith('712345672');
  });

  it('has an empty state', () => {
    render(
      <CompareTable listings={[]} onRemove={() => {}} emptyAction={<a href="/cars-for-sale">Find cars</a>} />,
    );
    expect(screen.getByText("You haven't added any vehicles to compare yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find cars' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('CompareModal', () => {
  it('lists the vehicles with the count, and goes to compare', async () => {
    const user = userEvent.setup();
    const onCompare = vi.fn();
    const onRemove = vi.fn();
    render(
      <CompareModal
        listings={listings.slice(0, 3)}
        onCompare={onCompare}
        onRemove={onRemove}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Compare vehicles' });
    expect(within(dialog).getByText('3 of 5 vehicles selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Car 1 from compare' }));
    expect(onRemove).toHaveBeenCalledWith('712345671');
    await user.click(within(dialog).getByRole('button', { name: 'Compare now' }));
    expect(onCompare).toHaveBeenCalledTimes(1);
  });

  it('says when an add was ignored because five are already there', () => {
    render(
      <CompareModal
        listings={listings.slice(0, 5)}
        limitReached
        onCompare={() => {}}
        onRemove={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('5 of 5 vehicles selected')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can compare up to 5 vehicles. Remove one to add another.',
    );
  });

  it('needs two vehicles to compare, and closes to keep shopping', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <CompareModal
        listings={listings.slice(0, 1)}
        onCompare={() => {}}
        onRemove={() => {}}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('button', { name: 'Compare now' })).toBeDisabled();
    expect(screen.getByText('Add at least one more vehicle to compare.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep shopping' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has an empty state', () => {
    render(<CompareModal listings={[]} onCompare={() => {}} onRemove={() => {}} onClose={() => {}} />);
    expect(screen.getByText('Your compare list is empty.')).toBeInTheDocument();
    expect(screen.getByText('0 of 5 vehicles selected')).toBeInTheDocument();
  });
});
