import { errorReply, neverReply } from '@forecourt/mocks';
import { match } from '@forecourt/seo-routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEALERS_TEXTS, DealersPage } from './dealers-page';
import { pageParameters, pageStory } from './page-story';

const WAIT = { timeout: 10_000 };
const paramsOf = (path: string) => match(path, { brand: 'atc' })?.params ?? {};
const AUSTIN = '/car-dealers/austin-tx-78701';
const SUBARU_AUSTIN = '/car-dealers/subaru/austin-tx-78701';
const ALL = '/car-dealers';

const meta = {
  title: 'Pages/Dealer search',
  component: DealersPage,
  decorators: [pageStory],
  args: { params: paramsOf(AUSTIN) },
  parameters: pageParameters({ path: AUSTIN }),
} satisfies Meta<typeof DealersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealers near Austin, nearest first, with how many cars each has. */
export const NearAustin: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: '3 dealers' }, WAIT);
  },
};

/** Every dealer, nationwide. */
export const AllDealers: Story = {
  args: { params: paramsOf(ALL) },
  parameters: pageParameters({ path: ALL }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: '7 dealers' }, WAIT);
  },
};

/** No Subaru dealer near Austin. */
export const NoDealers: Story = {
  args: { params: paramsOf(SUBARU_AUSTIN) },
  parameters: pageParameters({ path: SUBARU_AUSTIN }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: DEALERS_TEXTS.emptyHeading }, WAIT);
  },
};

/** The search failed: the error with its retry. */
export const ApiError: Story = {
  parameters: pageParameters({ path: AUSTIN }, { searchListings: errorReply(500) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, WAIT);
  },
};

/** The dealers are on their way. */
export const Loading: Story = {
  parameters: pageParameters({ path: AUSTIN }, { searchListings: neverReply() }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: DEALERS_TEXTS.loading }, WAIT);
  },
};
