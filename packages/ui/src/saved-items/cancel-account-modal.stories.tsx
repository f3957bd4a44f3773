import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CancelAccountModal } from './cancel-account-modal';
import { GLOBAL_ALERT_TEXTS } from './texts';

const meta = {
  title: 'Saved items/CancelAccountModal',
  component: CancelAccountModal,
  args: { onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof CancelAccountModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking to cancel every alert of the saved vehicles. */
export const Vehicles: Story = {};

/** Asking to cancel every alert of the saved searches. */
export const Searches: Story = { args: { kind: 'searches' } };

/** The cancellation is being sent. */
export const Loading: Story = { args: { buttonState: 'loading' } };

/** The cancellation failed: the spec's server-failure text. */
export const ErrorState: Story = { name: 'Error', args: { error: GLOBAL_ALERT_TEXTS.serverFailure } };

/** The reply carried a userId: the spec's success text. */
export const Success: Story = { args: { success: true } };

/** A long heading wraps beside the close button. */
export const LongText: Story = {
  args: { heading: 'Cancel all email and text alerts for your saved vehicles and saved searches' },
};

/** Pressing "Cancel all alerts" asks the caller to cancel them. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel all alerts' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
