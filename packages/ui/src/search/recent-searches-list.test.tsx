import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecentSearchesList } from './index';

const items = [
  {
    key: '/cars-for-sale/used-cars/honda/civic/austin-tx-78701',
    href: '/cars-for-sale/used-cars/honda/civic/austin-tx-78701',
    heading: 'Used Honda Civic',
    subHeading: 'Austin, TX 78701',
    totalResultCount: 1234,
  },
  { key: '/cars-for-sale/suv', href: '/cars-for-sale/suv', heading: 'SUV' },
];

describe('RecentSearchesList', () => {
  it('links each recent search with its sub-heading and result count', () => {
    render(<RecentSearchesList items={items} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Recent searches' })).toBeInTheDocument();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/cars-for-sale/used-cars/honda/civic/austin-tx-78701');
    expect(links[0]).toHaveAccessibleName('Used Honda Civic Austin, TX 78701 1,234 results');
    expect(links[1]).toHaveTextContent(/^SUV$/);
  });

  it('has an empty state', () => {
    render(<RecentSearchesList items={[]} onClear={() => {}} />);
    expect(screen.getByText('Your recent searches will show here.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('clears the list', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<RecentSearchesList items={items} onClear={onClear} />);
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
