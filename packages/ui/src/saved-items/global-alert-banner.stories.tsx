import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GlobalAlertBanner } from './global-alert-banner';
import { ALERT_BANNER_TEXTS, GLOBAL_ALERT_TEXTS } from './texts';

const meta = {
  title: 'Saved items/GlobalAlertBanner',
  component: GlobalAlertBanner,
  args: { kind: 'warning', text: GLOBAL_ALERT_TEXTS.expiredListings, onDismiss: fn() },
} satisfies Meta<typeof GlobalAlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Warning, expiredListings: saved listings were dropped. */
export const ExpiredListings: Story = {};

/** Info, alertsSuccess: the caller's text after an alerts toggle. */
export const AlertsSuccess: Story = { args: { kind: 'info', text: ALERT_BANNER_TEXTS.text.on } };

/** Info, cancelAlertsSuccess. */
export const CancelAlertsSuccess: Story = {
  args: { kind: 'info', text: GLOBAL_ALERT_TEXTS.cancelAlertsSuccess },
};

/** Danger, conversionFailure: quick-saves were not converted after sign-in. */
export const ConversionFailure: Story = {
  args: { kind: 'danger', text: GLOBAL_ALERT_TEXTS.conversionFailure },
};

/** Danger, serverFailure. */
export const ServerFailure: Story = { args: { kind: 'danger', text: GLOBAL_ALERT_TEXTS.serverFailure } };

/** Danger with the server's own message, which replaces the serverFailure text. */
export const ServerMessage: Story = {
  args: { kind: 'danger', text: 'The listing is no longer available.' },
};

/** Without a dismiss button: the caller removes it. */
export const NotDismissible: Story = { args: { onDismiss: undefined } };

/** A long server message wraps beside the dismiss button. */
export const LongText: Story = {
  args: {
    kind: 'danger',
    text:
      'We could not save 2021 Mercedes-Benz GLE AMG GLE 53 4MATIC+ Coupe, 2018 Chevrolet Silverado 2500HD LTZ ' +
      'Crew Cab 4WD and 2020 Jeep Wrangler Unlimited Sahara to your account because the dealers removed the ' +
      'listings while you were signing in. Your other saved vehicles are safe.',
  },
};

/** The dismiss button asks the caller to close the banner. */
export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
