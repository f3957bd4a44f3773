import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompareTable } from './compare-table';
import { CIVIC, COMPARE_LISTINGS, LONG_LISTING, SPARSE_LISTING } from './stories.fixtures';

const meta = {
  title: 'Vehicle/CompareTable',
  component: CompareTable,
  args: { listings: COMPARE_LISTINGS.slice(0, 3), onRemove: fn() },
} satisfies Meta<typeof CompareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three listings side by side, one column each, with a row per attribute. */
export const ThreeListings: Story = {};

/** Six in the list: only the first five (the compare maximum) are shown. */
export const ManyListings: Story = { args: { listings: COMPARE_LISTINGS } };

/** A single listing. */
export const OneListing: Story = { args: { listings: [CIVIC] } };

/** A private seller's listing with most attributes missing: each gap reads "Not listed". */
export const MissingValues: Story = { args: { listings: [CIVIC, SPARSE_LISTING] } };

/** A long title, engine and colour that wrap in their columns. */
export const LongText: Story = { args: { listings: [LONG_LISTING, CIVIC] } };

/** Nothing to compare yet, with a way back to the search. */
export const Empty: Story = {
  args: { listings: [], emptyAction: <a href="/cars-for-sale/used-cars">Find used cars</a> },
};

/** Removing a column from its named button. */
export const RemoveListing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Used 2020 Toyota Corolla LE from compare' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('712345679');
  },
};
