import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceSummary } from './price-summary';

const meta = {
  title: 'Vehicle/PriceSummary',
  component: PriceSummary,
  args: { price: '$18,995', dealIndicator: 'Great', daysOnSite: 12 },
} satisfies Meta<typeof PriceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Great Deal and the days on site (the deal rating panel beside it says why). */
export const GreatDeal: Story = {};

/** A Good Deal. */
export const GoodDeal: Story = { args: { price: '$21,500', dealIndicator: 'Good' } };

/** A reduced price, listed today. */
export const ReducedToday: Story = { args: { isReducedPrice: true, daysOnSite: 0 } };

/** No deal indicator: the price and days on site only. */
export const NoDeal: Story = { args: { dealIndicator: undefined, daysOnSite: 1 } };

/** No price from the seller: "Contact seller for price", nothing else (the empty state). */
export const NoPrice: Story = { args: { price: undefined, dealIndicator: undefined, daysOnSite: undefined } };

/** A six-figure price and a long time on the lot. */
export const LongText: Story = {
  args: { price: '$179,000', isReducedPrice: true, dealIndicator: 'Good', daysOnSite: 1824 },
};
