import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMAIL_OWNER_TEXTS, EmailOwnerModal } from './email-owner-modal';
import {
  DEALER_NAME,
  LISTING_TITLE,
  LONG_DEALER_NAME,
  LONG_EMAIL,
  LONG_LISTING_TITLE,
  LONG_NAME,
  SERVER_ERRORS,
  SHOPPER,
} from './modal-stories.fixtures';

const meta = {
  title: 'Vehicle/EmailOwnerModal',
  component: EmailOwnerModal,
  args: {
    ownerName: DEALER_NAME,
    listingTitle: LISTING_TITLE,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof EmailOwnerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Writing to the seller: empty details, the message prefilled with a question about the car. */
export const Default: Story = {};

/** A signed-in shopper's details, prefilled. */
export const Prefilled: Story = {
  args: { defaultValues: { name: SHOPPER.name, email: SHOPPER.email, phone: SHOPPER.phone } },
};

/** A private seller, named by first name. */
export const PrivateSeller: Story = {
  args: { ownerName: 'Maria', listingTitle: 'Used 2015 Subaru Outback 2.5i Premium' },
};

/** Sending: the submit button is disabled while the page waits for the server. */
export const Sending: Story = {
  args: { ...Prefilled.args, submitting: true },
};

/** The server could not send the message: its message is shown, and the form keeps what was typed. */
export const ServerError: Story = {
  args: { ...Prefilled.args, errorMessage: SERVER_ERRORS.ownerEmail },
};

/** A long dealer name, listing title, shopper name and address, and a long server message. */
export const LongText: Story = {
  args: {
    ownerName: LONG_DEALER_NAME,
    listingTitle: LONG_LISTING_TITLE,
    defaultValues: { name: LONG_NAME, email: LONG_EMAIL, phone: SHOPPER.phone },
    errorMessage: SERVER_ERRORS.long,
  },
};

/** Submitting without a name, e-mail or message, and with a short phone number: each field says what to enter. */
export const MissingDetails: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(EMAIL_OWNER_TEXTS.message));
    await userEvent.type(canvas.getByLabelText(/^Phone/), '512-555');
    await userEvent.click(canvas.getByRole('button', { name: EMAIL_OWNER_TEXTS.submit }));
    await expect(canvas.getByLabelText(EMAIL_OWNER_TEXTS.name)).toHaveFocus();
    await expect(canvas.getByLabelText(EMAIL_OWNER_TEXTS.name)).toHaveAccessibleDescription(
      EMAIL_OWNER_TEXTS.missingName,
    );
    await expect(canvas.getByLabelText(EMAIL_OWNER_TEXTS.email)).toHaveAccessibleDescription(
      EMAIL_OWNER_TEXTS.invalidEmail,
    );
    await expect(canvas.getByLabelText(/^Phone/)).toHaveAccessibleDescription(EMAIL_OWNER_TEXTS.invalidPhone);
    await expect(canvas.getByLabelText(EMAIL_OWNER_TEXTS.message)).toHaveAccessibleDescription(
      EMAIL_OWNER_TEXTS.missingMessage,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A filled-in form is sent with the phone number stripped to digits. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(EMAIL_OWNER_TEXTS.name), SHOPPER.name);
    await userEvent.type(canvas.getByLabelText(EMAIL_OWNER_TEXTS.email), SHOPPER.email);
    await userEvent.type(canvas.getByLabelText(/^Phone/), SHOPPER.phone);
    await userEvent.click(canvas.getByRole('button', { name: EMAIL_OWNER_TEXTS.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: SHOPPER.name,
      email: SHOPPER.email,
      phone: '5125550100',
      message: EMAIL_OWNER_TEXTS.defaultMessage(LISTING_TITLE),
    });
  },
};
