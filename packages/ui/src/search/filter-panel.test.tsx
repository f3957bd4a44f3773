import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  FACET_OPTIONS_SHOWN,
  FILTER_TEXTS,
  type FilterGroup,
  FilterPanel,
  type FilterPanelProps,
} from './index';

const groups: FilterGroup[] = [
  {
    kind: 'facets',
    key: 'makeCode',
    label: 'Make',
    options: [
      { value: 'HONDA', label: 'Honda', count: 1234, checked: true },
      { value: 'TOYOTA', label: 'Toyota', count: 56, checked: false },
      { value: 'YUGO', label: 'Yugo', count: 0, checked: false },
    ],
  },
  { kind: 'range', key: 'price', label: 'Price', max: 20000 },
  { kind: 'range', key: 'mileage', label: 'Mileage', bounds: 'max' },
];

function setup(props: Partial<FilterPanelProps> = {}) {
  const handlers = { onToggle: vi.fn(), onRange: vi.fn(), onClear: vi.fn() };
  render(<FilterPanel groups={groups} {...handlers} {...props} />);
  return { ...handlers, user: userEvent.setup() };
}

describe('FilterPanel', () => {
  it('renders each facet group as a fieldset of checkboxes with counts', () => {
    setup();
    const make = screen.getByRole('group', { name: 'Make' });
    expect(within(make).getByRole('checkbox', { name: 'Honda (1,234)' })).toBeChecked();
    expect(within(make).getByRole('checkbox', { name: 'Toyota (56)' })).not.toBeChecked();
    expect(within(make).getByRole('checkbox', { name: 'Yugo (0)' })).toBeDisabled();
  });

  it('toggles a value from the keyboard', async () => {
    const { user, onToggle } = setup();
    const toyota = screen.getByRole('checkbox', { name: 'Toyota (56)' });
    toyota.focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith('makeCode', 'TOYOTA', true);
    await user.tab({ shift: true });
    expect(screen.getByRole('checkbox', { name: 'Honda (1,234)' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith('makeCode', 'HONDA', false);
  });

  it('collapses and expands a group', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Make' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Honda (1,234)' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('checkbox', { name: 'Honda (1,234)' })).toBeVisible();
  });

  it('lists the most common options of a long group, the checked ones, and Show all for the rest', async () => {
    // 20 trims in the API's order (most listings first); the search has the 16th checked.
    const trims = Array.from({ length: 20 }, (_, index) => ({
      value: `T${index}`,
      label: `Trim ${index}`,
      count: 100 - index,
      checked: index === 15,
    }));
    const { user } = setup({ groups: [{ kind: 'facets', key: 'trimCode', label: 'Trim', options: trims }] });
    const group = screen.getByRole('group', { name: 'Trim' });
    const listed = () =>
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value'));
    expect(FACET_OPTIONS_SHOWN).toBe(8);
    expect(listed()).toEqual(['T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T15']);
    const more = within(group).getByRole('button', { name: `${FILTER_TEXTS.showAll} 20 trim options` });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(listed()).toEqual(trims.map((trim) => trim.value));
    const fewer = within(group).getByRole('button', { name: FILTER_TEXTS.showFewer });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(fewer);
    expect(listed()).toHaveLength(9);
  });

  it('asks for the options a group does not hold yet on Show all, says it is loading, then lists them all', async () => {
    // A results page's data holds the 8 most common trims and the checked one of 20; the rest come when asked.
    const trims = Array.from({ length: 20 }, (_, index) => ({
      value: `T${index}`,
      label: `Trim ${index}`,
      count: 100 - index,
      checked: index === 15,
    }));
    const partial: FilterGroup = {
      kind: 'facets',
      key: 'trimCode',
      label: 'Trim',
      options: trims.filter((trim, index) => index < FACET_OPTIONS_SHOWN || trim.checked),
      optionCount: 20,
    };
    const onShowAll = vi.fn();
    const handlers = { onToggle: vi.fn(), onRange: vi.fn(), onClear: vi.fn(), onShowAll };
    const { rerender } = render(<FilterPanel groups={[partial]} {...handlers} />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Trim' });
    const listed = () =>
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value'));
    expect(listed()).toEqual(['T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T15']);
    expect(within(group).queryByRole('status')).toBeNull();
    await user.click(within(group).getByRole('button', { name: `${FILTER_TEXTS.showAll} 20 trim options` }));
    expect(onShowAll).toHaveBeenCalledExactlyOnceWith('trimCode');
    expect(within(group).getByRole('status')).toHaveTextContent(FILTER_TEXTS.optionsLoading('trim'));
    expect(within(group).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(listed()).toHaveLength(9);

    rerender(<FilterPanel groups={[{ ...partial, options: trims }]} {...handlers} />);
    expect(listed()).toEqual(trims.map((trim) => trim.value));
    expect(within(group).queryByRole('status')).toBeNull();
    expect(within(group).getByRole('list')).not.toHaveAttribute('aria-busy');
    // Every option is there now: Show fewer and Show all again do not ask a second time.
    await user.click(within(group).getByRole('button', { name: FILTER_TEXTS.showFewer }));
    await user.click(within(group).getByRole('button', { name: `${FILTER_TEXTS.showAll} 20 trim options` }));
    expect(onShowAll).toHaveBeenCalledTimes(1);
  });

  it('says so when the rest of the options could not be fetched, and tries again', async () => {
    const options = Array.from({ length: FACET_OPTIONS_SHOWN }, (_, index) => ({
      value: `M${index}`,
      label: `Model ${index}`,
      count: 50 - index,
      checked: false,
    }));
    const partial: FilterGroup = {
      kind: 'facets',
      key: 'modelCode',
      label: 'Model',
      options,
      optionCount: 220,
    };
    const onShowAll = vi.fn();
    const handlers = { onToggle: vi.fn(), onRange: vi.fn(), onClear: vi.fn(), onShowAll };
    const { rerender } = render(<FilterPanel groups={[partial]} {...handlers} />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Model' });
    await user.click(
      within(group).getByRole('button', { name: `${FILTER_TEXTS.showAll} 220 model options` }),
    );
    rerender(<FilterPanel groups={[{ ...partial, optionsError: true }]} {...handlers} />);
    expect(within(group).getByRole('alert')).toHaveTextContent(FILTER_TEXTS.optionsFailed('model'));
    expect(within(group).queryByRole('status')).toBeNull();
    expect(within(group).getAllByRole('checkbox')).toHaveLength(FACET_OPTIONS_SHOWN);
    await user.click(within(group).getByRole('button', { name: `${FILTER_TEXTS.tryAgain} model options` }));
    expect(onShowAll).toHaveBeenCalledTimes(2);
    expect(onShowAll).toHaveBeenLastCalledWith('modelCode');
  });

  it('has no Show all button when every option fits', () => {
    setup();
    const make = screen.getByRole('group', { name: 'Make' });
    expect(within(make).queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it("renders a collapsed group's options only once it is opened, and keeps a typed range when closed again", async () => {
    const { user } = setup({
      groups: [
        { ...(groups[0] as FilterGroup), defaultExpanded: false },
        { kind: 'range', key: 'price', label: 'Price', defaultExpanded: false },
      ],
    });
    expect(screen.queryAllByRole('checkbox', { hidden: true })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Make' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    const price = screen.getByRole('button', { name: 'Price' });
    await user.click(price);
    await user.type(screen.getByRole('spinbutton', { name: 'Min price' }), '5000');
    await user.click(price);
    await user.click(price);
    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(5000);
  });

  it('starts a group collapsed when asked', () => {
    setup({ groups: [{ ...(groups[0] as FilterGroup), defaultExpanded: false }] });
    expect(screen.getByRole('button', { name: 'Make' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('applies a price range, with Enter too', async () => {
    const { user, onRange } = setup();
    const price = screen.getByRole('group', { name: 'Price' });
    expect(within(price).getByRole('spinbutton', { name: 'Max price' })).toHaveValue(20000);
    await user.type(within(price).getByRole('spinbutton', { name: 'Min price' }), '5000');
    await user.click(within(price).getByRole('button', { name: 'Apply price' }));
    expect(onRange).toHaveBeenCalledWith('price', { min: 5000, max: 20000 });
    const max = within(price).getByRole('spinbutton', { name: 'Max price' });
    await user.clear(max);
    await user.type(max, '{Enter}');
    expect(onRange).toHaveBeenLastCalledWith('price', { min: 5000, max: undefined });
  });

  it('shows only a maximum for mileage', async () => {
    const { user, onRange } = setup();
    const mileage = screen.getByRole('group', { name: 'Mileage' });
    expect(within(mileage).queryByRole('spinbutton', { name: 'Min mileage' })).toBeNull();
    await user.type(within(mileage).getByRole('spinbutton', { name: 'Max mileage' }), '60000{Enter}');
    expect(onRange).toHaveBeenCalledWith('mileage', { min: undefined, max: 60000 });
  });

  it('refuses a minimum above the maximum', async () => {
    const { user, onRange } = setup();
    const price = screen.getByRole('group', { name: 'Price' });
    await user.type(within(price).getByRole('spinbutton', { name: 'Min price' }), '30000{Enter}');
    expect(onRange).not.toHaveBeenCalled();
    expect(within(price).getByRole('alert')).toHaveTextContent(
      'The minimum must not be more than the maximum.',
    );
  });

  it('clears all filters, and disables Clear all when nothing is set', async () => {
    const { user, onClear } = setup();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    setup({ groups: [{ kind: 'range', key: 'year', label: 'Year' }] });
    expect(screen.getAllByRole('button', { name: 'Clear all' })[1]).toBeDisabled();
  });

  it('opens and closes as a drawer with focus moved in and back', async () => {
    const { user } = setup({ resultCount: 1234 });
    const open = screen.getByRole('button', { name: 'Filters (2)' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Show 1,234 results' }));
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});
