import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALERT_BANNER_TEXTS, AlertsModal, type AlertsModalProps, SAVED_ITEMS_MESSAGES } from './index';

function setup(props: Partial<AlertsModalProps> = {}) {
  const onToggle = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <AlertsModal
      emailAlerts={false}
      textAlerts={false}
      onToggle={onToggle}
      onClose={onClose}
      itemTitle="2020 Honda Civic EX"
      {...props}
    />,
  );
  return { onToggle, onClose, view, user: userEvent.setup({ delay: null }) };
}

describe('AlertsModal', () => {
  it('shows a switch per channel with its current state', () => {
    setup({ emailAlerts: true });
    expect(screen.getByRole('dialog', { name: 'Alerts' })).toHaveTextContent('2020 Honda Civic EX');
    expect(screen.getByRole('switch', { name: 'Email alerts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Text alerts' })).not.toBeChecked();
  });

  it('turns e-mail alerts on or off', async () => {
    const { onToggle, user, view } = setup();
    await user.click(screen.getByRole('switch', { name: 'Email alerts' }));
    expect(onToggle).toHaveBeenLastCalledWith({ target: 'email', enabled: true });
    view.rerender(<AlertsModal emailAlerts textAlerts={false} onToggle={onToggle} onClose={vi.fn()} />);
    await user.click(screen.getByRole('switch', { name: 'Email alerts' }));
    expect(onToggle).toHaveBeenLastCalledWith({ target: 'email', enabled: false });
  });

  it('turns text alerts on with the phone typed, from the keyboard', async () => {
    const { onToggle, user } = setup();
    await user.type(screen.getByLabelText('Mobile phone'), '(512) 555-0100');
    screen.getByRole('switch', { name: 'Text alerts' }).focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith({ target: 'sms', enabled: true, phone: '(512) 555-0100' });
  });

  it('leaves the phone to the caller when none is typed, and sends none to turn text alerts off', async () => {
    const { onToggle, user, view } = setup();
    await user.click(screen.getByRole('switch', { name: 'Text alerts' }));
    expect(onToggle).toHaveBeenLastCalledWith({ target: 'sms', enabled: true });
    view.rerender(
      <AlertsModal
        emailAlerts={false}
        textAlerts
        onToggle={onToggle}
        onClose={vi.fn()}
        defaultPhone="5125550100"
      />,
    );
    await user.click(screen.getByRole('switch', { name: 'Text alerts' }));
    expect(onToggle).toHaveBeenLastCalledWith({ target: 'sms', enabled: false });
  });

  it('shows the spec phone error at the phone field', () => {
    setup({ phoneError: SAVED_ITEMS_MESSAGES.invalidPhone });
    expect(screen.getByLabelText('Mobile phone')).toHaveAccessibleDescription(
      'Needed to turn text alerts on. Please enter a valid phone number.',
    );
  });

  it('shows the spec alerts failure', () => {
    setup({ error: SAVED_ITEMS_MESSAGES.alertsFailure });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We're sorry, but we have encountered an error. Please try again later.",
    );
  });

  it.each([
    [ALERT_BANNER_TEXTS.text.on, 'Text alerts enabled.'],
    [ALERT_BANNER_TEXTS.text.off, 'Text alerts disabled.'],
    [ALERT_BANNER_TEXTS.email.on, 'Email alerts enabled.'],
    [ALERT_BANNER_TEXTS.email.off, 'Email alerts disabled.'],
  ])('announces the result %s politely', (confirmation, text) => {
    setup({ confirmation });
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('disables the switches while a change is sent', () => {
    setup({ buttonState: 'loading' });
    expect(screen.getByRole('switch', { name: 'Email alerts' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Text alerts' })).toBeDisabled();
  });

  it('closes on Escape and from its close button', async () => {
    const { onClose, user } = setup();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
