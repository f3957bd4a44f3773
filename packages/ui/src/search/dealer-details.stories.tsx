import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealerDetails } from './dealer-details';
import { DEALER_HOURS, DEALER_HOURS_EVERY_DAY, LONE_STAR_MOTORS, LONG_DEALER_NAME } from './stories.fixtures';

const meta = {
  title: 'Search/DealerDetails',
  component: DealerDetails,
  args: {
    name: LONE_STAR_MOTORS.name,
    address: LONE_STAR_MOTORS.address,
    phone: LONE_STAR_MOTORS.phone,
    website: 'https://lonestarmotors.example',
    hours: DEALER_HOURS,
    inventoryCount: 1234,
    inventoryHref: '/cars-for-sale/all-cars?dealerId=12345',
  },
} satisfies Meta<typeof DealerDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer details page: name, address, phone, website, the link to its cars and its hours. */
export const Default: Story = {};

/** Only the name is known: no contacts, hours or inventory link. */
export const NameOnly: Story = {
  args: {
    name: 'Hill Country Auto',
    address: undefined,
    phone: undefined,
    website: undefined,
    hours: [],
    inventoryCount: undefined,
    inventoryHref: undefined,
  },
};

/** Hours for every day of the week, one with a long note. */
export const EveryDayHours: Story = { args: { hours: DEALER_HOURS_EVERY_DAY } };

/** A long name and street: they wrap. */
export const LongText: Story = {
  args: {
    name: LONG_DEALER_NAME,
    address: {
      street: '29801 Santa Margarita Parkway, Building C, Certified Pre-Owned Delivery Center',
      city: 'Rancho Santa Margarita',
      state: 'CA',
      zip: '92688',
    },
    phone: '(949) 555-0123',
    inventoryCount: 12_345,
    hours: DEALER_HOURS_EVERY_DAY,
  },
};

/** With more content below (the dealer's description), and the name as a second-level heading. */
export const WithDescription: Story = {
  args: {
    headingLevel: 2,
    children: (
      <p>
        Family owned in Austin since 1987. Every used car gets a 150-point inspection, and we deliver anywhere
        in Travis and Williamson counties.
      </p>
    ),
  },
};
