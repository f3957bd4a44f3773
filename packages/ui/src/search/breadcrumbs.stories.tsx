import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './breadcrumbs';
import { BREADCRUMBS } from './stories.fixtures';

const meta = {
  title: 'Search/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: BREADCRUMBS },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trail of a search results page: home, cars for sale, make, model, the place shown. */
export const Default: Story = {};

/** Only the page shown: one item, not a link. */
export const SingleItem: Story = { args: { items: [{ label: 'Cars for Sale' }] } };

/** Labels longer than the line: they wrap. */
export const LongLabels: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Cars for Sale', href: '/cars-for-sale' },
      { label: 'Certified Land Rover', href: '/cars-for-sale/certified-cars/land-rover' },
      {
        label: 'Range Rover Sport Plug-In Hybrid',
        href: '/cars-for-sale/certified-cars/land-rover/range-rover-sport',
      },
      { label: 'Land Rover Rancho Santa Margarita Certified Pre-Owned Sales and Service Center' },
    ],
  },
};

/** A deep trail: every search segment as a step. */
export const ManyItems: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Cars for Sale', href: '/cars-for-sale' },
      { label: 'Used', href: '/cars-for-sale/used-cars' },
      { label: 'By Owner', href: '/cars-for-sale/used-cars/by-owner' },
      { label: 'SUV', href: '/cars-for-sale/used-cars/by-owner/suv-crossover' },
      { label: 'AWD/4WD', href: '/cars-for-sale/used-cars/by-owner/suv-crossover/awd-4wd' },
      { label: 'Hybrid', href: '/cars-for-sale/used-cars/by-owner/suv-crossover/awd-4wd/hybrid' },
      { label: '2021', href: '/cars-for-sale/used-cars/by-owner/suv-crossover/awd-4wd/hybrid/2021' },
      { label: 'Toyota', href: '/cars-for-sale/used-cars/by-owner/suv-crossover/awd-4wd/hybrid/2021/toyota' },
      {
        label: 'RAV4',
        href: '/cars-for-sale/used-cars/by-owner/suv-crossover/awd-4wd/hybrid/2021/toyota/rav4',
      },
      { label: 'Denver, CO 80202' },
    ],
  },
};

/** No items: nothing is rendered. */
export const Empty: Story = { args: { items: [] } };
