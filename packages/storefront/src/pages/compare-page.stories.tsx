import { neverReply } from '@forecourt/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { COMPARE_PATH } from '../page-route';
import type { StorefrontEnvironment } from '../storefront-environment';
import { ComparePage } from './compare-page';
import { pageParameters, pageStory } from './page-story';

const WAIT = { timeout: 10_000 };

/** A Civic, a certified RAV4 Hybrid, an F-150 and a Tucson in the compare list. */
const compareFour = ({ stores }: StorefrontEnvironment) => {
  for (const id of ['712300001', '712300005', '712300007', '712300010']) stores.compare.getState().add(id);
};

const meta = {
  title: 'Pages/Compare',
  component: ComparePage,
  decorators: [pageStory],
  parameters: pageParameters({ path: COMPARE_PATH }),
} satisfies Meta<typeof ComparePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to compare yet: the way to find cars. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Find cars to compare' }, WAIT);
  },
};

/** Four cars side by side, priced on the shopper's wallet. */
export const SeveralCars: Story = {
  parameters: pageParameters({ path: COMPARE_PATH, setup: compareFour }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /2021 Ford F-150 XLT/ }, WAIT);
  },
};

/** The compared cars are on their way. */
export const Loading: Story = {
  parameters: pageParameters({ path: COMPARE_PATH, setup: compareFour }, { getListingsByIds: neverReply() }),
  play: async ({ canvas }) => {
    await canvas.findByText('Loading your cars…', {}, WAIT);
  },
};
