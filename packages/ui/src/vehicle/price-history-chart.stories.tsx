import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceHistoryChart } from './price-history-chart';
import { PRICE_DROPS, PRICE_YEAR } from './stories.fixtures';

const meta = {
  title: 'Vehicle/PriceHistoryChart',
  component: PriceHistoryChart,
  args: { points: PRICE_DROPS },
} satisfies Meta<typeof PriceHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three prices falling over two months: a line, named by a one-sentence summary. */
export const PriceDrops: Story = {};

/** The drop in words under the chart, prices and dates labelled on it (issue 29). */
export const DropInWords: Story = {
  args: {
    points: [
      { date: '2026-10-01', price: 20000 },
      { date: '2026-11-03', price: 18800 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Price dropped $1,200 on Nov 3')).toBeVisible();
  },
};

/** A price that went up. */
export const PriceRise: Story = {
  args: {
    points: [
      { date: '2024-05-10', price: 31500 },
      { date: '2024-06-14', price: 32995 },
    ],
  },
};

/** A year of weekly changes, down then back up. */
export const ManyChanges: Story = { args: { points: PRICE_YEAR } };

/** Listed once and never changed: said in words, "No price changes since listed". */
export const SinglePrice: Story = { args: { points: [{ date: '2024-01-05', price: 20000 }] } };

/** No history at all. */
export const Empty: Story = { args: { points: [] } };

/** The page's own long heading. */
export const LongText: Story = {
  args: {
    heading: 'Price history of this Certified 2022 Ford F-150 Lariat SuperCrew since it was first listed',
  },
};
