import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceSummary } from './price-summary';
import { CIVIC_DEAL } from './stories.fixtures';

const meta = {
  title: 'Vehicle/PriceSummary',
  component: PriceSummary,
  args: { price: '$18,995', dealIndicator: 'Great', dealComparison: CIVIC_DEAL, daysOnSite: 12 },
} satisfies Meta<typeof PriceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Great Deal, with the comparison it came from and the days on site. */
export const GreatDeal: Story = {};

/** A Good Deal, slightly above the median, for a single model year. */
export const GoodDeal: Story = {
  args: {
    price: '$21,500',
    dealIndicator: 'Good',
    dealComparison: { ...CIVIC_DEAL, difference: 300, startYear: 2020, endYear: 2020 },
  },
};

/** A reduced price, listed today. */
export const ReducedToday: Story = { args: { isReducedPrice: true, daysOnSite: 0 } };

/** No deal indicator: the price and days on site only. */
export const NoDeal: Story = { args: { dealIndicator: undefined, dealComparison: undefined, daysOnSite: 1 } };

/** No price from the seller: "Contact seller for price", nothing else (the empty state). */
export const NoPrice: Story = {
  args: { price: undefined, dealIndicator: undefined, dealComparison: undefined, daysOnSite: undefined },
};

/** A six-figure price, a long model name and a long time on the lot. */
export const LongText: Story = {
  args: {
    price: '$179,000',
    isReducedPrice: true,
    dealIndicator: 'Good',
    dealComparison: {
      difference: -8450,
      comparableCount: 1243,
      startYear: 2019,
      endYear: 2024,
      vehicle: 'Mercedes-Benz G-Class AMG G 63 4MATIC SUV',
    },
    daysOnSite: 1824,
  },
};
