import { emptyReply, errorReply } from '@forecourt/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAVED_PATH } from '../page-route';
import type { StorefrontSession } from '../storefront-config';
import type { StorefrontEnvironment } from '../storefront-environment';
import { pageParameters, pageStory } from './page-story';
import { SavedPage } from './saved-page';

const WAIT = { timeout: 10_000 };
/** The sample shopper: their bookmarks, profile and counts are the mocks' defaults. */
const SAM: StorefrontSession = { signedIn: true, email: 'sam.rivera@example.com', name: 'Sam Rivera' };

/** An anonymous shopper who quick-saved three cars and looked at two more. */
async function quickSaves({ stores }: StorefrontEnvironment) {
  const savedItems = stores.savedItems.getState();
  for (const id of ['712300002', '712300007', '712300011']) await savedItems.saveVehicle(id);
  savedItems.closePanel('quickSaveNotification');
  for (const id of ['712300004', '712300009']) savedItems.recordRecentInventory(id);
}

const meta = {
  title: 'Pages/My garage',
  component: SavedPage,
  decorators: [pageStory],
  parameters: pageParameters({ path: SAVED_PATH }),
} satisfies Meta<typeof SavedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out with quick-saves: the cars saved on this device, the sign-in offer, recently viewed cars. */
export const SignedOutWithQuickSaves: Story = {
  parameters: pageParameters({ path: SAVED_PATH, setup: quickSaves }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /2023 Subaru Outback Premium/ }, WAIT);
  },
};

/** Signed out, nothing saved yet. */
export const SignedOutEmpty: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/You have not saved any cars yet/, {}, WAIT);
  },
};

/** Signed in: saved vehicles with notes and alerts, saved searches, counts, best deals. */
export const SignedIn: Story = {
  parameters: pageParameters({ path: SAVED_PATH, session: SAM }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Used Honda CR-V near Austin' }, WAIT);
    await canvas.findByRole('link', { name: /2025 Ford Mustang Mach-E Premium/ }, WAIT);
  },
};

/** Signed in with nothing saved. */
export const SignedInEmpty: Story = {
  parameters: pageParameters(
    { path: SAVED_PATH, session: SAM },
    { getUserInfo: emptyReply('getUserInfo'), getBookmarkInfo: emptyReply('getBookmarkInfo') },
  ),
  play: async ({ canvas }) => {
    await canvas.findByText(/You have no saved searches/, {}, WAIT);
  },
};

/** Signed in, but the listing service failed: the saved cars cannot be shown. */
export const SavedCarsError: Story = {
  parameters: pageParameters({ path: SAVED_PATH, session: SAM }, { getListingsByIds: errorReply(500) }),
  play: async ({ canvas }) => {
    await canvas.findByText(/We could not load your saved cars/, {}, WAIT);
  },
};
