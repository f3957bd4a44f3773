import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComparableCars } from './comparable-cars';

const CARS = [
  {
    id: '700000101',
    title: 'Used 2021 Honda Civic EX',
    href: '/cars-for-sale/vehicle/700000101',
    price: '$19,500',
    priceDifference: '$500 less than this car',
    seller: 'Austin Honda',
    place: 'Austin, TX · 3 mi away',
  },
  {
    id: '700000102',
    title: 'Used 2020 Honda Civic LX',
    href: '/cars-for-sale/vehicle/700000102',
    price: '$20,900',
    priceDifference: '$900 more than this car',
    seller: 'Round Rock Toyota',
    place: 'Round Rock, TX · 18 mi away',
  },
  {
    id: '700000103',
    title: 'Used 2020 Honda Civic EX',
    href: '/cars-for-sale/vehicle/700000103',
    price: '$20,000',
    priceDifference: 'Same price as this car',
    seller: 'Capitol Honda',
  },
];

const meta = {
  title: 'Vehicle/ComparableCars',
  component: ComparableCars,
  args: {
    heading: 'Comparable cars at dealers near Capitol Honda',
    description:
      'Used Honda Civic within 95 to 105 percent of this car’s price ($19,000 to $21,000), around 78701.',
    cars: CARS,
  },
} satisfies Meta<typeof ComparableCars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer lot's comparables: the criteria in a sentence, each price against this car's in words. */
export const DealerLot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /Comparable cars/ })).toBeVisible();
    await expect(canvas.getByText('$500 less than this car')).toBeVisible();
  },
};

/** Similar cars around the shopper. */
export const NearYou: Story = {
  args: {
    heading: 'Similar used Honda Civic near you',
    description: 'Used, $16,000 to $24,000, within 50 miles of 78701.',
  },
};

/** Nothing matches: the empty text. */
export const Empty: Story = { args: { cars: [] } };

/** A long title and seller on a narrow card. */
export const LongText: Story = {
  args: {
    cars: [
      {
        ...CARS[0],
        id: '700000104',
        title: 'Certified 2022 Ford F-150 Lariat SuperCrew 5.5 ft Box 4WD w/ Technology Package',
        href: '/cars-for-sale/vehicle/700000104',
        seller: 'Capitol City Ford Lincoln of South Austin and Round Rock',
      },
    ],
  },
};
