import { errorReply, neverReply, SAMPLE_OWNERS, sampleListings, searchReply } from '@forecourt/mocks';
import type { SearchQuery } from '@forecourt/seo-routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { searchHref } from '../search-url';
import { pageParameters, pageStory } from './page-story';
import { ResultsPage } from './results-page';

/** Every car nationwide, each with its distance from downtown Austin. */
const AUSTIN: SearchQuery = { zip: '78701', searchRadius: '0' };
/** A Honda CR-V Touring near Austin: the sample data has none, but other CR-Vs and Hondas. */
const CRV_TOURING: SearchQuery = {
  makeCode: ['HONDA'],
  modelCode: ['CRV'],
  trimCode: ['CRV|TOURING'],
  zip: '78701',
};
const HONDA: SearchQuery = { makeCode: ['HONDA'] };
const WAIT = { timeout: 10_000 };

/** Sixty cars, so the page has several pages to show. */
const MANY = { listings: sampleListings(60), owners: SAMPLE_OWNERS };

const meta = {
  title: 'Pages/Results',
  component: ResultsPage,
  decorators: [pageStory],
  args: { query: AUSTIN },
  parameters: pageParameters({ path: searchHref(AUSTIN) }),
} satisfies Meta<typeof ResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results with filters and category tabs counted by the search, distances from Austin, and pages. */
export const ManyResults: Story = {
  parameters: pageParameters(
    { path: searchHref(AUSTIN) },
    { searchListings: ({ query }) => searchReply(query, MANY) },
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: /^60 \S.* for sale/ }, WAIT);
  },
};

/** One make: its models, trims and conditions in the filters. */
export const OneMake: Story = {
  args: { query: HONDA },
  parameters: pageParameters({ path: searchHref(HONDA) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '4 Honda cars for sale' }, WAIT);
  },
};

/** Nothing found: the nearest searches that find cars ("Search all trims", "Search all Honda models"). */
export const EmptyWithRelaxations: Story = {
  args: { query: CRV_TOURING },
  parameters: pageParameters({ path: searchHref(CRV_TOURING) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Search all trims (1 car)' }, WAIT);
  },
};

/** The search service failed: the error with its retry. */
export const ApiError: Story = {
  parameters: pageParameters({ path: searchHref(AUSTIN) }, { searchListings: errorReply(500) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, WAIT);
  },
};

/** The first results are on their way: placeholders. */
export const Loading: Story = {
  parameters: pageParameters({ path: searchHref(AUSTIN) }, { searchListings: neverReply() }),
  play: async ({ canvas }) => {
    await canvas.findByRole('status', {}, WAIT);
  },
};
