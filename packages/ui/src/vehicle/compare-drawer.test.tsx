import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COMPARE_DRAWER_TEXTS, CompareDrawer, type CompareDrawerProps } from './index';

const CARS = [
  { id: '700001', title: 'Used 2020 Honda Civic EX' },
  { id: '700002', title: 'Used 2019 Honda Accord Sport' },
];

function Harness(props: Partial<CompareDrawerProps>) {
  const [open, setOpen] = useState(true);
  return (
    <CompareDrawer
      count={2}
      items={CARS}
      open={open}
      onOpenChange={setOpen}
      onRemove={() => {}}
      compareHref="/cars-for-sale/compare"
      {...props}
    />
  );
}

describe('CompareDrawer', () => {
  it('is not there with nothing to compare', () => {
    const { container } = render(<Harness count={0} items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the cars with "2 of 5 vehicles selected" and the way to the compare page', () => {
    render(<Harness />);
    const drawer = screen.getByRole('complementary', { name: 'Cars to compare' });
    expect(within(drawer).getByText('2 of 5 vehicles selected')).toBeInTheDocument();
    expect(within(drawer).getByText('Used 2020 Honda Civic EX')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Compare now' })).toHaveAttribute(
      'href',
      '/cars-for-sale/compare',
    );
  });

  it('folds away and unfolds from its toggle, which says whether it is expanded', async () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Compare (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Used 2020 Honda Civic EX')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByText('Used 2020 Honda Civic EX')).toBeVisible();
  });

  it('asks for one more car before comparing, and removes a car by its named button', async () => {
    const onRemove = vi.fn();
    render(<Harness count={1} items={CARS.slice(0, 1)} onRemove={onRemove} />);
    expect(screen.queryByRole('link', { name: 'Compare now' })).toBeNull();
    expect(screen.getByText('Add at least one more vehicle to compare.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Used 2020 Honda Civic EX from compare' }),
    );
    expect(onRemove).toHaveBeenCalledWith('700001');
  });

  it('says how many more are in the list than it shows', () => {
    render(<Harness count={5} />);
    expect(screen.getByText(COMPARE_DRAWER_TEXTS.more(3))).toHaveTextContent('and 3 more');
  });
});
