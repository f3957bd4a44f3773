import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMAIL_CAPTURE_TEXTS, EmailCaptureModal } from './email-capture-modal';
import { LONG_EMAIL, SERVER_ERRORS, SHOPPER } from './modal-stories.fixtures';

const meta = {
  title: 'Vehicle/EmailCaptureModal',
  component: EmailCaptureModal,
  args: {
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof EmailCaptureModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking for an address to send updates on this car: an empty field. */
export const Default: Story = {};

/** A signed-in shopper's address, prefilled. */
export const Prefilled: Story = { args: { defaultEmail: SHOPPER.email } };

/** Sending: the submit button is disabled while the page waits for the server. */
export const Submitting: Story = { args: { defaultEmail: SHOPPER.email, submitting: true } };

/** The server refused the address: its message is shown above the field. */
export const ServerError: Story = {
  args: { defaultEmail: SHOPPER.email, errorMessage: SERVER_ERRORS.capture },
};

/** A long title, description, address and server message. */
export const LongText: Story = {
  args: {
    title: 'Get price drop alerts and availability updates on this Certified 2022 Mercedes-Benz GLE 450',
    description:
      "We'll e-mail you when the price drops, when the dealer adds new photos, when a similar car is listed within 50 miles of Scottsdale, AZ 85260, or when the car is sold.",
    defaultEmail: LONG_EMAIL,
    errorMessage: SERVER_ERRORS.long,
  },
};

/** An address without a domain is refused on submit: the field shows what to enter. */
export const InvalidAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(EMAIL_CAPTURE_TEXTS.label);
    await userEvent.type(input, 'sam.lee@example');
    await userEvent.click(canvas.getByRole('button', { name: EMAIL_CAPTURE_TEXTS.submit }));
    await expect(input).toHaveAccessibleDescription(EMAIL_CAPTURE_TEXTS.invalid);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid address is sent to the page, which then opens the e-mail confirmation modal. */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(EMAIL_CAPTURE_TEXTS.label), `${SHOPPER.email}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(SHOPPER.email);
  },
};
