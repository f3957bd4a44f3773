import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertsModal } from './alerts-modal';
import { INVALID_PHONE, LONG_SEARCH_NAME, LONG_TITLE_VEHICLE, PHONE, SEARCH_NAME } from './stories.fixtures';
import { ALERT_BANNER_TEXTS, SAVED_ITEMS_MESSAGES } from './texts';

const meta = {
  title: 'Saved items/AlertsModal',
  component: AlertsModal,
  args: {
    emailAlerts: true,
    textAlerts: false,
    itemTitle: '2020 Honda Civic EX',
    onToggle: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AlertsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved vehicle with e-mail alerts on and text alerts off. */
export const Default: Story = {};

/** Every alert off and no phone yet: the empty state. */
export const AllOff: Story = { args: { emailAlerts: false } };

/** Both alerts on, with the phone the server formatted. */
export const AllOn: Story = { args: { textAlerts: true, defaultPhone: PHONE } };

/** The alerts of a saved search. */
export const SavedSearch: Story = { args: { itemTitle: SEARCH_NAME, textAlerts: true, defaultPhone: PHONE } };

/** A change is being sent: the switches and the phone are disabled. */
export const Loading: Story = { args: { buttonState: 'loading', defaultPhone: PHONE } };

/** The server agreed: the banner text of spec 000 section 4, announced politely. */
export const TextAlertsEnabled: Story = {
  args: { textAlerts: true, defaultPhone: PHONE, confirmation: ALERT_BANNER_TEXTS.text.on },
};

/** E-mail alerts turned off. */
export const EmailAlertsDisabled: Story = {
  args: { emailAlerts: false, confirmation: ALERT_BANNER_TEXTS.email.off },
};

/** Text alerts asked for without a valid phone: the spec's phone error at the field. */
export const InvalidPhone: Story = {
  args: { defaultPhone: INVALID_PHONE, phoneError: SAVED_ITEMS_MESSAGES.invalidPhone },
};

/** The toggle failed: the spec's alerts-failure text. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: SAVED_ITEMS_MESSAGES.alertsFailure },
};

/** A long vehicle title wraps inside the dialog. */
export const LongText: Story = { args: { itemTitle: LONG_TITLE_VEHICLE.title } };

/** A saved search with a long name. */
export const LongSearchName: Story = { args: { itemTitle: LONG_SEARCH_NAME } };

/** Typing a phone and turning text alerts on sends the phone with the switch. */
export const TurnOnTextAlerts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mobile phone'), PHONE);
    await userEvent.click(canvas.getByRole('switch', { name: 'Text alerts' }));
    await expect(args.onToggle).toHaveBeenCalledWith({ target: 'sms', enabled: true, phone: PHONE });
  },
};
