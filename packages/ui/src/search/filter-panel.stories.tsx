import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FILTER_TEXTS, FilterPanel } from './filter-panel';
import { FILTER_GROUPS, MANY_FILTER_GROUPS } from './stories.fixtures';

const meta = {
  title: 'Search/FilterPanel',
  component: FilterPanel,
  args: { groups: FILTER_GROUPS, resultCount: 1234, onToggle: fn(), onRange: fn(), onClear: fn() },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search with filters applied: Honda, SUV, a max price and a min year; Yugo has no cars and is disabled. */
export const Default: Story = {};

/** No filter applied yet: Clear all is disabled. */
export const NoActiveFilters: Story = {
  args: {
    groups: FILTER_GROUPS.map((group) =>
      group.kind === 'facets'
        ? { ...group, options: group.options.map((option) => ({ ...option, checked: false })) }
        : { ...group, min: undefined, max: undefined },
    ),
  },
};

/** Groups that start collapsed (the colour and feature lists of a long panel). */
export const CollapsedGroups: Story = {
  args: { groups: FILTER_GROUPS.map((group, index) => ({ ...group, defaultExpanded: index === 0 })) },
};

/** Every make, colour and feature of the spec's vocabularies: long lists. */
export const ManyOptions: Story = { args: { groups: MANY_FILTER_GROUPS, resultCount: 2_113 } };

/** Long labels and large counts. */
export const LongLabels: Story = {
  args: {
    heading: 'Refine your search results',
    resultCount: 1_048_576,
    groups: [
      {
        kind: 'facets',
        key: 'featureCode',
        label: 'Driver assistance and safety technology features',
        options: [
          {
            value: '1101',
            label: 'Adaptive cruise control with stop-and-go traffic assist',
            count: 104_857,
            checked: true,
          },
          {
            value: '1102',
            label: 'Blind spot monitor with rear cross-traffic alert',
            count: 98_304,
            checked: false,
          },
        ],
      },
      {
        kind: 'range',
        key: 'mileage',
        label: 'Mileage',
        bounds: 'max',
        maxLabel: 'Maximum odometer reading in miles',
      },
    ],
  },
};

/** A search that found nothing: every count is 0, only the checked filter stays removable. */
export const NoResults: Story = {
  args: {
    resultCount: 0,
    groups: FILTER_GROUPS.map((group) =>
      group.kind === 'facets'
        ? { ...group, options: group.options.map((option) => ({ ...option, count: 0 })) }
        : group,
    ),
  },
};

/** No filters to offer (the search reply had no facets). */
export const Empty: Story = { args: { groups: [], resultCount: undefined } };

/** On a phone: the drawer, open, with its close and "Show 1,234 results" buttons. */
export const DrawerOpen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** After Apply with a min price above the max: the range says so and nothing is applied. */
export const PriceRangeError: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const min = canvas.getByLabelText('Min price');
    await userEvent.type(min, '30000');
    await userEvent.click(canvas.getByRole('button', { name: `${FILTER_TEXTS.apply} price` }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(FILTER_TEXTS.minAboveMax);
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRange).not.toHaveBeenCalled();
  },
};

/** After a click on a facet: the toggle goes to onToggle. */
export const TogglesFacet: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Toyota (956)' }));
    await expect(args.onToggle).toHaveBeenCalledWith('makeCode', 'TOYOTA', true);
  },
};
