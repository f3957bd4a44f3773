import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SortSelect } from './sort-select';

const meta = {
  title: 'Search/SortSelect',
  component: SortSelect,
  args: { value: 'relevance', onChange: fn() },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search's default order: Relevance. */
export const Default: Story = {};

/** Another order chosen: Price, low to high. */
export const PriceLowToHigh: Story = { args: { value: 'priceASC' } };

/** Disabled while the results load. */
export const Disabled: Story = { args: { disabled: true } };

/** A page's own orders and label (the dealer search sorts by distance or name). */
export const CustomOptions: Story = {
  args: {
    label: 'Sort dealers by',
    value: 'distanceASC',
    options: [
      { value: 'distanceASC', label: 'Distance: Nearest First' },
      { value: 'nameASC', label: 'Dealer Name: A to Z' },
    ],
  },
};

/** After a choice: the new order goes to onChange. */
export const ChangesOrder: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'yearDESC');
    await expect(args.onChange).toHaveBeenCalledWith('yearDESC');
  },
};
