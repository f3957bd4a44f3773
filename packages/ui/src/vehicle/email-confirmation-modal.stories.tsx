import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMAIL_CONFIRMATION_TEXTS, EmailConfirmationModal } from './email-confirmation-modal';
import { LONG_EMAIL, SHOPPER } from './modal-stories.fixtures';

const meta = {
  title: 'Vehicle/EmailConfirmationModal',
  component: EmailConfirmationModal,
  args: {
    email: SHOPPER.email,
    onClose: fn(),
    onEditEmail: fn(),
  },
} satisfies Meta<typeof EmailConfirmationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message was sent: where replies go, with a way to fix a mistyped address. */
export const Default: Story = {};

/** No way to edit the address (the page gave no onEditEmail). */
export const WithoutEdit: Story = { args: { onEditEmail: undefined } };

/** The confirmation of an e-mail capture, with its own title and message. */
export const UpdatesSignup: Story = {
  args: {
    title: "You're signed up",
    message: `We'll e-mail ${SHOPPER.email} when the price drops or the car is sold.`,
  },
};

/** A very long address in the message. */
export const LongEmail: Story = { args: { email: LONG_EMAIL } };

/** "Edit e-mail" and "Done" call the page back. */
export const EditThenDone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: EMAIL_CONFIRMATION_TEXTS.editEmail }));
    await expect(args.onEditEmail).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: EMAIL_CONFIRMATION_TEXTS.done }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
