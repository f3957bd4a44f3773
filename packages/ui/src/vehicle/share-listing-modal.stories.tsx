import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FRIEND,
  failed,
  LISTING_TITLE,
  LONG_LISTING_TITLE,
  SENT,
  SERVER_ERRORS,
  SHARE_TEXT_MESSAGE,
  SHOPPER,
} from './modal-stories.fixtures';
import { SHARE_EMAIL_TEXTS } from './share-email-form';
import { ShareListingModal } from './share-listing-modal';
import { SHARE_TEXT_TEXTS } from './share-text-form';

const meta = {
  title: 'Vehicle/ShareListingModal',
  component: ShareListingModal,
  args: {
    listingTitle: LISTING_TITLE,
    onClose: fn(),
    email: { onSubmit: fn(), onReset: fn(), defaultValues: { name: SHOPPER.name, fromEmail: SHOPPER.email } },
    text: { onSubmit: fn(), onReset: fn(), defaultValues: { message: SHARE_TEXT_MESSAGE } },
  },
} satisfies Meta<typeof ShareListingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail tab, open first, with the shopper's name and e-mail prefilled. */
export const EmailTab: Story = {};

/** The text message tab open first, its message naming the car. */
export const TextTab: Story = { args: { defaultChannel: 'text' } };

/** The e-mail share was sent: its confirmation in the e-mail tab. */
export const EmailSent: Story = {
  args: {
    email: {
      onSubmit: fn(),
      onReset: fn(),
      state: SENT,
      defaultValues: { name: SHOPPER.name, fromEmail: SHOPPER.email, toEmail: FRIEND.email },
    },
  },
};

/** The e-mail share failed: the server's message above the form. */
export const EmailServerError: Story = {
  args: {
    email: {
      onSubmit: fn(),
      onReset: fn(),
      state: failed(SERVER_ERRORS.shareEmail),
      defaultValues: { name: SHOPPER.name, fromEmail: SHOPPER.email, toEmail: FRIEND.email },
    },
  },
};

/** The text share is being sent: its button disabled. */
export const TextSending: Story = {
  args: {
    defaultChannel: 'text',
    text: {
      onSubmit: fn(),
      onReset: fn(),
      submitting: true,
      defaultValues: { name: SHOPPER.name, phone: FRIEND.phone, message: SHARE_TEXT_MESSAGE },
    },
  },
};

/** The text share failed: the server's message above the form. */
export const TextServerError: Story = {
  args: {
    defaultChannel: 'text',
    text: {
      onSubmit: fn(),
      onReset: fn(),
      state: failed(SERVER_ERRORS.shareText),
      defaultValues: { name: SHOPPER.name, phone: FRIEND.phone, message: SHARE_TEXT_MESSAGE },
    },
  },
};

/** The text share was sent: its confirmation in the text tab. */
export const TextSent: Story = {
  args: {
    defaultChannel: 'text',
    text: {
      onSubmit: fn(),
      onReset: fn(),
      state: SENT,
      defaultValues: { name: SHOPPER.name, phone: FRIEND.phone, message: SHARE_TEXT_MESSAGE },
    },
  },
};

/** A long listing title under the heading. */
export const LongTitle: Story = { args: { listingTitle: LONG_LISTING_TITLE } };

/** The arrow keys move between the tabs, and each form keeps what was typed while the other tab is shown. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(SHARE_EMAIL_TEXTS.toEmail), FRIEND.email);
    canvas.getByRole('tab', { name: 'E-mail' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const textTab = canvas.getByRole('tab', { name: 'Text message' });
    await expect(textTab).toHaveAttribute('aria-selected', 'true');
    await expect(textTab).toHaveFocus();
    await expect(canvas.getByRole('button', { name: SHARE_TEXT_TEXTS.submit })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByLabelText(SHARE_EMAIL_TEXTS.toEmail)).toHaveValue(FRIEND.email);
  },
};
