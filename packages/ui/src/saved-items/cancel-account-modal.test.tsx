import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CancelAccountModal, type CancelAccountModalProps, GLOBAL_ALERT_TEXTS } from './index';

function setup(props: Partial<CancelAccountModalProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(<CancelAccountModal onConfirm={onConfirm} onClose={onClose} {...props} />);
  return { onConfirm, onClose, user: userEvent.setup({ delay: null }) };
}

describe('CancelAccountModal', () => {
  it('asks before cancelling all alerts, and confirms from the keyboard', async () => {
    const { onConfirm, user } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Cancel all alerts' });
    expect(dialog).toHaveTextContent(
      'You will stop getting email and text alerts for all your saved vehicles.',
    );
    screen.getByRole('button', { name: 'Cancel all alerts' }).focus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('speaks of saved searches for the search alerts', () => {
    setup({ kind: 'searches' });
    expect(screen.getByRole('dialog')).toHaveTextContent('for all your saved searches');
  });

  it('keeps the alerts from its second button', async () => {
    const { onClose, onConfirm, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Keep my alerts' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends nothing twice while loading', async () => {
    const { onConfirm, user } = setup({ buttonState: 'loading' });
    await user.click(screen.getByRole('button', { name: 'Cancelling…' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the success state with the spec text, and Done closes', async () => {
    const { onClose, user } = setup({ success: true });
    expect(screen.getByRole('status')).toHaveTextContent('We have successfully updated your preferences');
    expect(GLOBAL_ALERT_TEXTS.cancelAlertsSuccess).toBe('We have successfully updated your preferences');
    expect(screen.queryByRole('button', { name: 'Cancel all alerts' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a failure', () => {
    setup({ error: GLOBAL_ALERT_TEXTS.serverFailure });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Oops, something went wrong. We're working to get it fixed. Try saving your item again.",
    );
  });
});
