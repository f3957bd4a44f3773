import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALL_RESULTS_CATEGORY, CategoryTabs } from './index';

const categories = [
  { key: 'great-prices', label: 'Great Prices', count: 12 },
  { key: 'newly-listed', label: 'Newly Listed', count: 1500 },
];

describe('CategoryTabs', () => {
  it('makes All Results the active category by default (spec 001 s2)', () => {
    render(<CategoryTabs categories={categories} onSelect={() => {}} />);
    expect(ALL_RESULTS_CATEGORY.label).toBe('All Results');
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('All Results');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Great Prices (12)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Newly Listed (1,500)' })).toBeInTheDocument();
  });

  it('reports the chosen category', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<CategoryTabs categories={categories} activeKey="great-prices" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Great Prices (12)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Results' })).toHaveAttribute('aria-pressed', 'false');
    screen.getByRole('button', { name: 'Newly Listed (1,500)' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('newly-listed');
  });

  it('renders categories with hrefs as links, the active one marked current', () => {
    render(
      <CategoryTabs
        categories={[
          { ...ALL_RESULTS_CATEGORY, href: '/cars-for-sale/all' },
          { key: 'great-prices', label: 'Great Prices', href: '/cars-for-sale/all?deal=great' },
        ]}
        activeKey="unknown"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Result categories' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Results' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Great Prices' })).not.toHaveAttribute('aria-current');
  });
});
