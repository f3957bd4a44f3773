import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhotoGallery } from './photo-gallery';
import { CIVIC_PHOTOS, CIVIC_TITLE, F150_TITLE, MANY_PHOTOS } from './stories.fixtures';

const meta = {
  title: 'Vehicle/PhotoGallery',
  component: PhotoGallery,
  args: { photos: CIVIC_PHOTOS, title: CIVIC_TITLE, onIndexChange: fn() },
  // The gallery fills its column; a vehicle page gives it about this much.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five photos: the first shown, previous and next buttons, a strip of thumbnails. */
export const Photos: Story = {};

/** Opened on a later photo. */
export const StartsLater: Story = { args: { defaultIndex: 3 } };

/** One photo: no buttons or thumbnails. */
export const OnePhoto: Story = { args: { photos: CIVIC_PHOTOS.slice(0, 1) } };

/** A dealer's full set of 32: the thumbnails scroll; photos without alt text are named from the title. */
export const ManyPhotos: Story = { args: { photos: MANY_PHOTOS, title: F150_TITLE } };

/** No photo yet: the placeholder. */
export const Empty: Story = { args: { photos: [] } };

/** Stepping with the next button and the arrow keys; focus follows along the thumbnails. */
export const Browsing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByText('Photo 2 of 5')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Photo 2 of 5' }).focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Photo 5 of 5' })).toHaveFocus();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(4);
  },
};
