import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EDIT_EMAIL_TEXTS, EditEmailModal } from './edit-email-modal';
import { LONG_EMAIL, SERVER_ERRORS, SHOPPER } from './modal-stories.fixtures';

const meta = {
  title: 'Vehicle/EditEmailModal',
  component: EditEmailModal,
  args: {
    email: SHOPPER.mistypedEmail,
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof EditEmailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address a message was sent from, mistyped, ready to correct. */
export const Default: Story = {};

/** No address to start from: the field is empty. */
export const Empty: Story = { args: { email: '' } };

/** Saving: the save button is disabled while the page waits for the server. */
export const Saving: Story = { args: { submitting: true } };

/** The server refused the change: its message is shown above the field. */
export const ServerError: Story = { args: { errorMessage: SERVER_ERRORS.saveEmail } };

/** A very long address and a long server message. */
export const LongText: Story = { args: { email: LONG_EMAIL, errorMessage: SERVER_ERRORS.long } };

/** An address without a domain is refused on save: the field shows what to enter and keeps focus. */
export const InvalidAddress: Story = {
  args: { email: 'sam.lee' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: EDIT_EMAIL_TEXTS.save }));
    const input = canvas.getByLabelText(EDIT_EMAIL_TEXTS.label);
    await expect(input).toHaveAccessibleDescription(EDIT_EMAIL_TEXTS.invalid);
    await expect(input).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The corrected address is saved, trimmed. */
export const Corrected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(EDIT_EMAIL_TEXTS.label);
    await userEvent.clear(input);
    await userEvent.type(input, ` ${SHOPPER.email} `);
    await userEvent.click(canvas.getByRole('button', { name: EDIT_EMAIL_TEXTS.save }));
    await expect(args.onSave).toHaveBeenCalledWith(SHOPPER.email);
  },
};
