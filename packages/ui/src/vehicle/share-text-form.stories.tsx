import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FRIEND,
  failed,
  LONG_NAME,
  LONG_SHARE_TEXT_MESSAGE,
  SENT,
  SERVER_ERRORS,
  SHARE_TEXT_MESSAGE,
  SHOPPER,
} from './modal-stories.fixtures';
import { SHARE_TEXT_TEXTS, ShareTextForm } from './share-text-form';

const meta = {
  title: 'Vehicle/ShareTextForm',
  component: ShareTextForm,
  args: {
    onSubmit: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ShareTextForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { name: SHOPPER.name, phone: FRIEND.phone, message: SHARE_TEXT_MESSAGE };

/** Idle (spec 001 section 4): an empty form. */
export const Idle: Story = {};

/** The message prefilled by the page, naming the car. */
export const Prefilled: Story = { args: { defaultValues: { message: SHARE_TEXT_MESSAGE } } };

/** Sending: the submit button is disabled while the text is sent. */
export const Sending: Story = { args: { defaultValues: filled, submitting: true } };

/** Server error (message kept, confirmation false): the server's errorMessage is shown and the fields keep their values. */
export const ServerError: Story = { args: { defaultValues: filled, state: failed(SERVER_ERRORS.shareText) } };

/** Success (showConfirmation true): the confirmation, naming the number, replaces the form. */
export const Sent: Story = { args: { defaultValues: filled, state: SENT } };

/** A long name, a 400-character message (the most the field takes) and a long server message. */
export const LongText: Story = {
  args: {
    defaultValues: { name: LONG_NAME, phone: FRIEND.phone, message: LONG_SHARE_TEXT_MESSAGE },
    state: failed(SERVER_ERRORS.long),
  },
};

/** A short number and no message: each field says what to enter. */
export const InvalidNumberAndMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(SHARE_TEXT_TEXTS.phone), '555-01');
    await userEvent.click(canvas.getByRole('button', { name: SHARE_TEXT_TEXTS.submit }));
    const phone = canvas.getByLabelText(SHARE_TEXT_TEXTS.phone);
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAccessibleDescription(SHARE_TEXT_TEXTS.invalidPhone);
    await expect(canvas.getByLabelText(SHARE_TEXT_TEXTS.message)).toHaveAccessibleDescription(
      SHARE_TEXT_TEXTS.missingMessage,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** "Share-by-text phone is stripped to digits" (spec 001 section 5). */
export const Submitted: Story = {
  args: Prefilled.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Your name/), SHOPPER.name);
    await userEvent.type(canvas.getByLabelText(SHARE_TEXT_TEXTS.phone), FRIEND.phone);
    await userEvent.click(canvas.getByRole('button', { name: SHARE_TEXT_TEXTS.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, phone: '7375550142' });
  },
};

/** "Send another" asks the page to reset the state to initial. */
export const SendAnother: Story = {
  args: Sent.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SHARE_TEXT_TEXTS.sendAnother }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};
