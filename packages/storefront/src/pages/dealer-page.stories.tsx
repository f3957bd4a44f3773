import { errorReply, neverReply } from '@forecourt/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEALER_TEXTS, DealerPage } from './dealer-page';
import { pageParameters, pageStory } from './page-story';

const WAIT = { timeout: 10_000 };
/** Lone Star Honda in Austin: three cars, new, used and certified. */
const LONE_STAR_HONDA = '100201';
const PATH = `/car-dealers/austin-tx-78701/${LONE_STAR_HONDA}/lone-star-honda`;

const meta = {
  title: 'Pages/Dealer details',
  component: DealerPage,
  decorators: [pageStory],
  args: { dealerId: LONE_STAR_HONDA },
  parameters: pageParameters({ path: PATH }),
} satisfies Meta<typeof DealerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer: address, phone, website, and its cars. */
export const Dealer: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: '3 cars for sale' }, WAIT);
  },
};

/** A dealer with no cars listed has no page. */
export const DealerNotFound: Story = {
  args: { dealerId: '100299' },
  parameters: pageParameters({ path: '/car-dealers/100299' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: DEALER_TEXTS.notFoundHeading }, WAIT);
  },
};

/** The listing service failed: the error with its retry. */
export const ApiError: Story = {
  parameters: pageParameters({ path: PATH }, { searchListings: errorReply(500) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, WAIT);
  },
};

/** The dealer is on its way. */
export const Loading: Story = {
  parameters: pageParameters({ path: PATH }, { searchListings: neverReply() }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: DEALER_TEXTS.loading }, WAIT);
  },
};
