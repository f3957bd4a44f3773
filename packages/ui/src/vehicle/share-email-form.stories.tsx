import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FRIEND,
  failed,
  LONG_EMAIL,
  LONG_NAME,
  SENT,
  SERVER_ERRORS,
  SHOPPER,
} from './modal-stories.fixtures';
import { SHARE_EMAIL_TEXTS, ShareEmailForm } from './share-email-form';

const meta = {
  title: 'Vehicle/ShareEmailForm',
  component: ShareEmailForm,
  args: {
    onSubmit: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ShareEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { name: SHOPPER.name, fromEmail: SHOPPER.email, toEmail: FRIEND.email };

/** Idle (spec 001 section 4): an empty form. */
export const Idle: Story = {};

/** A signed-in shopper's name and e-mail, prefilled; the friend's address is still to type. */
export const Prefilled: Story = { args: { defaultValues: { name: SHOPPER.name, fromEmail: SHOPPER.email } } };

/** Sending: the submit button is disabled while the share is sent. */
export const Sending: Story = { args: { defaultValues: filled, submitting: true } };

/** Server error (message kept, confirmation false): the server's errorMessage is shown and the fields keep their values. */
export const ServerError: Story = {
  args: { defaultValues: filled, state: failed(SERVER_ERRORS.shareEmail) },
};

/** Success (showConfirmation true): the confirmation, naming the friend's address, replaces the form. */
export const Sent: Story = { args: { defaultValues: filled, state: SENT } };

/** A long name, long addresses and a long server message. */
export const LongText: Story = {
  args: {
    defaultValues: { name: LONG_NAME, fromEmail: LONG_EMAIL, toEmail: LONG_EMAIL },
    state: failed(SERVER_ERRORS.long),
  },
};

/** A long friend's address in the confirmation. */
export const SentToLongAddress: Story = {
  args: { defaultValues: { ...filled, toEmail: LONG_EMAIL }, state: SENT },
};

/** Both addresses are checked before sending: each says what to enter, and the first takes focus. */
export const InvalidAddresses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(SHARE_EMAIL_TEXTS.toEmail), 'kim.nguyen@');
    await userEvent.click(canvas.getByRole('button', { name: SHARE_EMAIL_TEXTS.submit }));
    const from = canvas.getByLabelText(SHARE_EMAIL_TEXTS.fromEmail);
    await expect(from).toHaveFocus();
    await expect(from).toHaveAccessibleDescription(SHARE_EMAIL_TEXTS.invalidFromEmail);
    await expect(canvas.getByLabelText(SHARE_EMAIL_TEXTS.toEmail)).toHaveAccessibleDescription(
      SHARE_EMAIL_TEXTS.invalidToEmail,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A filled-in form is sent with its values trimmed. */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Your name/), SHOPPER.name);
    await userEvent.type(canvas.getByLabelText(SHARE_EMAIL_TEXTS.fromEmail), ` ${SHOPPER.email}`);
    await userEvent.type(canvas.getByLabelText(SHARE_EMAIL_TEXTS.toEmail), `${FRIEND.email}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** "Send another" asks the page to reset the state to initial. */
export const SendAnother: Story = {
  args: Sent.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SHARE_EMAIL_TEXTS.sendAnother }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};
