import { neverReply } from '@forecourt/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADVANCED_SEARCH_PAGE_TEXTS, ADVANCED_SEARCH_PATH, AdvancedSearchPage } from './advanced-search-page';
import { pageParameters, pageStory } from './page-story';

const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Pages/Advanced search',
  component: AdvancedSearchPage,
  decorators: [pageStory],
  parameters: pageParameters({ path: ADVANCED_SEARCH_PATH }),
} satisfies Meta<typeof AdvancedSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every criterion on one form, the makes and body styles from the reference data. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('option', { name: 'Honda' }, WAIT);
  },
};

/** A shopper the server placed in Austin, who chose 100 miles: the form starts there. */
export const ShopperInAustin: Story = {
  parameters: pageParameters({
    path: ADVANCED_SEARCH_PATH,
    location: { zip: '78701', city: 'Austin', state: 'TX', searchRadius: 100, radiusChosen: true },
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('option', { name: 'Toyota' }, WAIT);
  },
};

/** The reference data is on its way: the form without makes yet. */
export const LoadingReferenceData: Story = {
  parameters: pageParameters({ path: ADVANCED_SEARCH_PATH }, { getSearchOptions: neverReply() }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ADVANCED_SEARCH_PAGE_TEXTS.heading }, WAIT);
  },
};
