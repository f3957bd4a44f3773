import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ALERT_BANNER_TEXTS,
  GLOBAL_ALERT_TEXTS,
  GlobalAlertBanner,
  type GlobalAlertBannerKind,
} from './index';

// Spec 000 section 8, "Global alerts, by key", verbatim; alertsSuccess shows a banner text of section 4.
const catalogue: { key: string; kind: GlobalAlertBannerKind; text: string; role: 'alert' | 'status' }[] = [
  {
    key: 'expiredListings',
    kind: 'warning',
    text: "Looks like some of your saved listings have expired. We've removed those for you.",
    role: 'status',
  },
  { key: 'alertsSuccess', kind: 'info', text: 'Text alerts enabled.', role: 'status' },
  {
    key: 'cancelAlertsSuccess',
    kind: 'info',
    text: 'We have successfully updated your preferences',
    role: 'status',
  },
  {
    key: 'conversionFailure',
    kind: 'danger',
    text: 'Oops, something went wrong. We’re working to get it fixed. Sign in again to permanently save your vehicles.',
    role: 'alert',
  },
  {
    key: 'serverFailure',
    kind: 'danger',
    text: "Oops, something went wrong. We're working to get it fixed. Try saving your item again.",
    role: 'alert',
  },
];

const exported: Record<string, string> = { ...GLOBAL_ALERT_TEXTS, alertsSuccess: ALERT_BANNER_TEXTS.text.on };
const kindLabels = { warning: 'Warning:', info: 'Information:', danger: 'Error:' };

describe('GlobalAlertBanner', () => {
  it.each(catalogue)('shows $key as a $kind banner with role $role', ({ key, kind, text, role }) => {
    render(<GlobalAlertBanner kind={kind} text={exported[key] ?? ''} />);
    const banner = screen.getByRole(role);
    expect(banner).toHaveTextContent(text);
    expect(banner).toHaveTextContent(`${kindLabels[kind]} ${text}`);
    expect(banner).toHaveClass(`fc-global-alert--${kind}`);
  });

  it('shows the server message that replaces the serverFailure text', () => {
    render(<GlobalAlertBanner kind="danger" text="The listing is no longer available." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The listing is no longer available.');
  });

  it('is dismissed from its button, by click or keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const onDismiss = vi.fn();
    render(
      <GlobalAlertBanner kind="warning" text={GLOBAL_ALERT_TEXTS.expiredListings} onDismiss={onDismiss} />,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('has no dismiss button unless the caller can dismiss it', () => {
    render(<GlobalAlertBanner kind="info" text={GLOBAL_ALERT_TEXTS.cancelAlertsSuccess} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
