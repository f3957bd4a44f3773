import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailSubscribeModal, type EmailSubscribeModalProps, SAVED_ITEMS_MESSAGES } from './index';

function setup(props: Partial<EmailSubscribeModalProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(<EmailSubscribeModal onSubmit={onSubmit} onClose={onClose} {...props} />);
  return { onSubmit, onClose, user: userEvent.setup({ delay: null }) };
}

describe('EmailSubscribeModal', () => {
  it('asks for an e-mail address to save the search and submits it with Enter', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), ' shopper@example.com {Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ emailAddress: 'shopper@example.com' });
  });

  it('submits from the button', async () => {
    const { onSubmit, user } = setup({ defaultEmail: 'shopper@example.com' });
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(onSubmit).toHaveBeenCalledWith({ emailAddress: 'shopper@example.com' });
  });

  it('disables the button while loading', async () => {
    const { onSubmit, user } = setup({ buttonState: 'loading' });
    await user.click(screen.getByRole('button', { name: 'Saving…' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the registration error of the spec', () => {
    setup({ error: "We're sorry, we've encountered an error. Please try again." });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We're sorry, we've encountered an error. Please try again.",
    );
    expect(SAVED_ITEMS_MESSAGES.registrationFailure).toBe(
      "We're sorry, we've encountered an error. Please try again.",
    );
  });

  it('shows an address error at the field', () => {
    setup({ emailError: 'Please enter a valid email address.' });
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
  });

  it('shows the success state in place of the form, and Done closes', async () => {
    const { onClose, user } = setup({ status: 'success' });
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your search is saved. We'll email you when new matches are listed.",
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the failure state when the address is over its limit', () => {
    setup({ status: 'failure' });
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      "You've saved as many searches as we can keep for this email address. Sign in to save more.",
    );
  });

  it('closes on Escape', async () => {
    const { onClose, user } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
