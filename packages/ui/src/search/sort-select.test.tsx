import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SORT_OPTIONS, SortSelect } from './index';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('relevance');
  return (
    <SortSelect
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SortSelect', () => {
  it('offers the default sort orders, relevance first', () => {
    render(<SortSelect value="relevance" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('relevance');
    expect(select).toHaveAttribute('name', 'sortBy');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Relevance',
      'Price: Low to High',
      'Price: High to Low',
      'Mileage: Lowest First',
      'Year: Newest First',
      'Year: Oldest First',
      'Distance: Nearest First',
      'Newest Listed',
    ]);
    expect(DEFAULT_SORT_OPTIONS.map((option) => option.value)).toEqual([
      'relevance',
      'priceASC',
      'priceDESC',
      'mileageASC',
      'yearDESC',
      'yearASC',
      'distanceASC',
      'datelistedDESC',
    ]);
  });

  it('reports the chosen order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    expect(onChange).toHaveBeenCalledWith('priceDESC');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceDESC');
  });

  // A native select: the browser gives it arrow keys and type-ahead (user-event does not emulate them), so the
  // test checks it is in the Tab order and changes while focused.
  it('is reached with Tab and changed while focused', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <Controlled onChange={onChange} />
      </>,
    );
    await user.tab();
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'yearDESC');
    expect(onChange).toHaveBeenCalledWith('yearDESC');
    expect(select).toHaveFocus();
  });

  it('takes its own options and label', () => {
    render(
      <SortSelect
        label="Order"
        value="distanceASC"
        options={[{ value: 'distanceASC', label: 'Closest' }]}
        onChange={() => {}}
        disabled
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Order' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Closest' })).toBeInTheDocument();
  });
});
