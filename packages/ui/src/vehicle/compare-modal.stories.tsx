import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMPARE_MODAL_TEXTS, CompareModal } from './compare-modal';
import { COMPARE_ITEMS, LONG_COMPARE_ITEMS } from './modal-stories.fixtures';

const meta = {
  title: 'Vehicle/CompareModal',
  component: CompareModal,
  args: {
    listings: COMPARE_ITEMS.slice(0, 3),
    onCompare: fn(),
    onRemove: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CompareModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three vehicles in the compare list: ready to compare. */
export const Default: Story = {};

/** Nothing added yet: the empty state, with "Compare now" disabled. */
export const Empty: Story = { args: { listings: [] } };

/** One vehicle: a second one is needed before comparing. */
export const OneVehicle: Story = { args: { listings: COMPARE_ITEMS.slice(0, 1) } };

/** The list is full: five vehicles, the compare maximum (spec 001 section 9). */
export const Full: Story = { args: { listings: COMPARE_ITEMS } };

/** A sixth add was ignored ("at five an add is ignored", spec 001 section 4): the limit message. */
export const LimitReached: Story = { args: { listings: COMPARE_ITEMS, limitReached: true } };

/** Long listing titles (long title with city, state and zip), one of them without a photo. */
export const LongTitles: Story = {
  args: { listings: [...LONG_COMPARE_ITEMS, ...COMPARE_ITEMS.slice(0, 1)] },
};

/** Removing a vehicle and going to the compare page call the page back. */
export const RemoveAndCompare: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Used 2020 Toyota Camry SE from compare' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('712345672');
    await userEvent.click(canvas.getByRole('button', { name: COMPARE_MODAL_TEXTS.compare }));
    await expect(args.onCompare).toHaveBeenCalledTimes(1);
  },
};
