import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealerCard } from './dealer-card';
import { DEALERS, LONE_STAR_MOTORS, LONG_DEALER_NAME } from './stories.fixtures';

const meta = {
  title: 'Search/DealerCard',
  component: DealerCard,
  args: LONE_STAR_MOTORS,
} satisfies Meta<typeof DealerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dealer with address, phone, distance and a link to its cars. */
export const Default: Story = {};

/** Only a name and its page: no address, phone, distance or inventory. */
export const NameOnly: Story = {
  args: {
    name: 'Hill Country Auto',
    href: '/car-dealers/45678/hill-country-auto',
    address: undefined,
    phone: undefined,
    distance: undefined,
    inventoryCount: undefined,
    inventoryHref: undefined,
  },
};

/** A dealer with one car: "View 1 car". */
export const OneCar: Story = { args: { inventoryCount: 1 } };

/** A long name and street, a far distance and a large inventory: everything wraps. */
export const LongText: Story = {
  args: {
    name: LONG_DEALER_NAME,
    href: '/car-dealers/rancho-santa-margarita-ca-92688/98765/land-rover-rancho-santa-margarita',
    address: {
      street: '29801 Santa Margarita Parkway, Building C, Certified Pre-Owned Delivery Center',
      city: 'Rancho Santa Margarita',
      state: 'CA',
      zip: '92688',
    },
    phone: '(949) 555-0123',
    distance: '1,204.6 mi away',
    inventoryCount: 12_345,
    inventoryHref: '/cars-for-sale/all-cars?dealerId=98765',
  },
};

/** The dealer search's results: several cards, one after another in a list. */
export const ManyDealers: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 16 }}>
      {[args, ...DEALERS.slice(1)].map((dealer) => (
        <li key={dealer.href}>
          <DealerCard {...dealer} />
        </li>
      ))}
    </ul>
  ),
};
