import { errorReply } from '@forecourt/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StorefrontEnvironment } from '../storefront-environment';
import { HomePage } from './home-page';
import { pageParameters, pageStory } from './page-story';

const WAIT = { timeout: 10_000 };
const AUSTIN = { zip: '78701', city: 'Austin', state: 'TX', searchRadius: 50, radiusChosen: false };

/** Three searches the shopper ran on this device, each under its results page heading. */
function recentSearches({ stores }: StorefrontEnvironment) {
  const savedItems = stores.savedItems.getState();
  const searches = [
    {
      title: 'Ford F-150 for Sale',
      criteria: { makeCode: ['FORD'], modelCode: ['F150PICKUP'], zip: '80202' },
      totalResultCount: 1,
    },
    {
      title: 'Toyota RAV4 for Sale',
      criteria: { makeCode: ['TOYOTA'], modelCode: ['RAV4'] },
      totalResultCount: 1,
    },
    {
      title: 'Used Honda Civic for Sale',
      criteria: { listingType: ['USED'], makeCode: ['HONDA'], modelCode: ['CIVIC'], zip: '78701' },
      totalResultCount: 2,
    },
  ];
  for (const search of searches) savedItems.recordRecentSearch(search);
}

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  decorators: [pageStory],
  parameters: pageParameters({ path: '/' }),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the search by make, model and zip. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('option', { name: 'Honda' }, WAIT);
  },
};

/** A returning shopper in Austin: the zip filled in, and their recent searches. */
export const ReturningShopper: Story = {
  parameters: pageParameters({ path: '/', location: AUSTIN, setup: recentSearches }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Recent searches' }, WAIT);
    await canvas.findByRole('option', { name: 'Honda' }, WAIT);
  },
};

/** The reference data failed: the search still works by zip, without the make list. */
export const ReferenceDataError: Story = {
  parameters: pageParameters({ path: '/' }, { getSearchOptions: errorReply(500) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 }, WAIT);
  },
};
