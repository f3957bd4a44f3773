import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuickSaveListPanel, type QuickSaveVehicle } from './index';

const vehicles: QuickSaveVehicle[] = [
  {
    id: '700',
    title: '2020 Honda Civic EX',
    price: '$18,995',
    photoUrl: '/photos/700.jpg',
    href: '/cars-for-sale/vehicle/700',
  },
  { id: '701', title: '2019 Ford F-150 XLT', price: '$31,500', href: '/cars-for-sale/vehicle/701' },
];

function setup(list: QuickSaveVehicle[] = vehicles) {
  const onRemove = vi.fn();
  const onClose = vi.fn();
  render(<QuickSaveListPanel vehicles={list} onRemove={onRemove} onClose={onClose} />);
  return { onRemove, onClose, user: userEvent.setup({ delay: null }) };
}

describe('QuickSaveListPanel', () => {
  it('is a region named by its heading, listing each saved vehicle with its link, price and photo', () => {
    setup();
    const panel = screen.getByRole('region', { name: 'Saved vehicles' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Saved vehicles' })).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [civic, f150] = items as [HTMLElement, HTMLElement];
    expect(within(civic).getByRole('link', { name: '2020 Honda Civic EX' })).toHaveAttribute(
      'href',
      '/cars-for-sale/vehicle/700',
    );
    expect(within(civic).getByText('$18,995')).toBeInTheDocument();
    // The photo is decorative beside the title it shows, so it is not read twice.
    expect(within(civic).getByRole('presentation')).toHaveAttribute('src', '/photos/700.jpg');
    expect(within(f150).getByRole('link', { name: '2019 Ford F-150 XLT' })).toBeInTheDocument();
    expect(within(f150).queryByRole('presentation')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes one vehicle by its id, by click or from the keyboard', async () => {
    const { onRemove, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove 2019 Ford F-150 XLT' }));
    expect(onRemove).toHaveBeenLastCalledWith('701');
    screen.getByRole('button', { name: 'Remove 2020 Honda Civic EX' }).focus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenLastCalledWith('700');
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it('closes from its close button and on Escape', async () => {
    const { onClose, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Close saved vehicles' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByRole('link', { name: '2020 Honda Civic EX' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state when no saved vehicle is left', () => {
    setup([]);
    expect(screen.getByText("You haven't saved any vehicles yet.")).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
