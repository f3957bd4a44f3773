import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealRatingPanel } from './deal-rating-panel';

const COMPARABLES = [
  {
    id: '710000002',
    title: 'Used 2020 Honda Civic EX',
    href: '/cars-for-sale/vehicle/710000002',
    price: '$21,000',
    mileage: '38,200 mi',
  },
  {
    id: '710000003',
    title: 'Used 2021 Honda Civic EX',
    href: '/cars-for-sale/vehicle/710000003',
    price: '$22,400',
    mileage: '29,900 mi',
  },
  {
    id: '710000004',
    title: 'Used 2020 Honda Civic LX',
    href: '/cars-for-sale/vehicle/710000004',
    price: '$19,800',
    mileage: '44,000 mi',
  },
];

const meta = {
  title: 'Vehicle/DealRatingPanel',
  component: DealRatingPanel,
  args: {
    band: 'Great',
    marketPrice: 22_150,
    gap: -2_150,
    gapPercent: -9.7,
    confidence: 'high',
    comparableCount: 12,
    comparables: COMPARABLES,
  },
} satisfies Meta<typeof DealRatingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Great Deal from many close comparables. */
export const Great: Story = {};

/** A Good Deal just above the market, medium confidence. */
export const Good: Story = {
  args: { band: 'Good', gap: 300, gapPercent: 1.4, confidence: 'medium', comparableCount: 4 },
};

/** A Fair Price. */
export const Fair: Story = { args: { band: 'Fair', gap: 5_100, gapPercent: 23, confidence: 'medium' } };

/** A High Price, few comparables: low confidence. */
export const High: Story = {
  args: {
    band: 'High',
    gap: 7_800,
    gapPercent: 35.2,
    confidence: 'low',
    comparableCount: 2,
    comparables: COMPARABLES.slice(0, 2),
  },
};

/** Overpriced. */
export const Overpriced: Story = { args: { band: 'Overpriced', gap: 11_000, gapPercent: 49.7 } };

/** No similar cars: the honest line, no figures. */
export const NotRated: Story = {
  args: {
    band: undefined,
    marketPrice: undefined,
    gap: undefined,
    gapPercent: undefined,
    confidence: undefined,
    comparableCount: 0,
    comparables: [],
  },
};
