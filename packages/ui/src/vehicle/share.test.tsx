import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  type FormSubmitState,
  INITIAL_FORM_SUBMIT_STATE,
  SHARE_EMAIL_TEXTS,
  SHARE_TEXT_TEXTS,
  ShareEmailForm,
  ShareListingModal,
  ShareTextForm,
} from './index';

// Spec 001 section 4, "Share forms: idle; success (showConfirmation true); server error (message kept,
// confirmation false); reset to initial". The harness plays the page: it answers each submit with `reply`.
type Reply = { errorMessage?: string };

function EmailHarness({ reply, onSubmit }: { reply: Reply; onSubmit?: (values: unknown) => void }) {
  const [state, setState] = useState<FormSubmitState>(INITIAL_FORM_SUBMIT_STATE);
  return (
    <ShareEmailForm
      state={state}
      onSubmit={(values) => {
        onSubmit?.(values);
        setState(
          reply.errorMessage
            ? { showConfirmation: false, errorMessage: reply.errorMessage }
            : { showConfirmation: true, errorMessage: null },
        );
      }}
      onReset={() => setState(INITIAL_FORM_SUBMIT_STATE)}
    />
  );
}

async function fillEmail(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Your name/), 'Sam');
  await user.type(screen.getByLabelText(SHARE_EMAIL_TEXTS.fromEmail), 'sam@example.com');
  await user.type(screen.getByLabelText(SHARE_EMAIL_TEXTS.toEmail), 'kim@example.com');
}

describe('ShareEmailForm', () => {
  it('idle: a labelled form that submits trimmed values with Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ShareEmailForm
        onSubmit={onSubmit}
        onReset={() => {}}
        defaultValues={{ fromEmail: ' sam@example.com ' }}
      />,
    );
    expect(screen.getByRole('form', { name: 'Share by e-mail' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(SHARE_EMAIL_TEXTS.toEmail), 'kim@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      name: '',
      fromEmail: 'sam@example.com',
      toEmail: 'kim@example.com',
    });
  });

  it('success (showConfirmation true): the confirmation replaces the form and takes focus', async () => {
    const user = userEvent.setup();
    render(<EmailHarness reply={{}} />);
    await fillEmail(user);
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(screen.getByText('Your e-mail was sent.')).toBeInTheDocument();
    expect(screen.getByText('We sent this listing to kim@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Your e-mail was sent.').parentElement).toHaveFocus();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('server error (message kept, confirmation false): the message is shown and the fields keep their values', async () => {
    const user = userEvent.setup();
    render(<EmailHarness reply={{ errorMessage: 'Too many shares from this address. Try again later.' }} />);
    await fillEmail(user);
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many shares from this address. Try again later.',
    );
    expect(screen.queryByText('Your e-mail was sent.')).toBeNull();
    expect(screen.getByLabelText(SHARE_EMAIL_TEXTS.toEmail)).toHaveValue('kim@example.com');
  });

  it('reset to initial: "Send another" brings back an empty form', async () => {
    const user = userEvent.setup();
    render(<EmailHarness reply={{}} />);
    await fillEmail(user);
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Send another' }));
    expect(screen.queryByText('Your e-mail was sent.')).toBeNull();
    expect(screen.getByLabelText(SHARE_EMAIL_TEXTS.toEmail)).toHaveValue('');
    expect(screen.getByLabelText(SHARE_EMAIL_TEXTS.fromEmail)).toHaveValue('');
  });

  it('checks both addresses before sending, and disables submit while sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<ShareEmailForm onSubmit={onSubmit} onReset={() => {}} />);
    await user.type(screen.getByLabelText(SHARE_EMAIL_TEXTS.toEmail), 'kim@{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    const from = screen.getByLabelText(SHARE_EMAIL_TEXTS.fromEmail);
    expect(from).toHaveFocus();
    expect(from).toHaveAccessibleDescription(SHARE_EMAIL_TEXTS.invalidFromEmail);
    expect(screen.getByLabelText(SHARE_EMAIL_TEXTS.toEmail)).toHaveAccessibleDescription(
      SHARE_EMAIL_TEXTS.invalidToEmail,
    );
    rerender(<ShareEmailForm onSubmit={onSubmit} onReset={() => {}} submitting />);
    expect(screen.getByRole('button', { name: 'Send e-mail' })).toBeDisabled();
  });
});

describe('ShareTextForm', () => {
  it('"Share-by-text phone is stripped to digits" (spec 001 section 5)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ShareTextForm
        onSubmit={onSubmit}
        onReset={() => {}}
        defaultValues={{ message: 'Look at this Civic' }}
      />,
    );
    await user.type(screen.getByLabelText(/Your name/), 'Sam');
    await user.type(screen.getByLabelText(SHARE_TEXT_TEXTS.phone), '(512) 555-0100{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Sam',
      phone: '5125550100',
      message: 'Look at this Civic',
    });
  });

  it('asks for a 10-digit number and a message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ShareTextForm onSubmit={onSubmit} onReset={() => {}} />);
    await user.type(screen.getByLabelText(SHARE_TEXT_TEXTS.phone), '555-01');
    await user.click(screen.getByRole('button', { name: 'Send text' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(SHARE_TEXT_TEXTS.phone)).toHaveAccessibleDescription(
      'Enter a 10-digit mobile number.',
    );
    expect(screen.getByLabelText(SHARE_TEXT_TEXTS.message)).toHaveAccessibleDescription('Enter a message.');
  });

  it('renders the success, server error and reset states from the page', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const { rerender } = render(
      <ShareTextForm
        state={{ showConfirmation: false, errorMessage: 'We could not send a text to this number.' }}
        onSubmit={() => {}}
        onReset={onReset}
        defaultValues={{ phone: '5125550100', message: 'Hi' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not send a text to this number.');
    rerender(
      <ShareTextForm
        state={{ showConfirmation: true, errorMessage: null }}
        onSubmit={() => {}}
        onReset={onReset}
        defaultValues={{ phone: '5125550100', message: 'Hi' }}
      />,
    );
    expect(screen.getByText('Your text message was sent.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send another' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

describe('ShareListingModal', () => {
  const channel = { onSubmit: () => {}, onReset: () => {} };

  it('is a dialog with e-mail and text tabs, switched by arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <ShareListingModal
        listingTitle="Used 2019 Honda Civic EX"
        onClose={() => {}}
        email={channel}
        text={channel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Share this listing' });
    expect(within(dialog).getByText('Used 2019 Honda Civic EX')).toBeInTheDocument();
    const emailTab = screen.getByRole('tab', { name: 'E-mail' });
    expect(emailTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'E-mail' })).toContainElement(
      screen.getByRole('form', { name: 'Share by e-mail' }),
    );
    emailTab.focus();
    await user.keyboard('{ArrowRight}');
    const textTab = screen.getByRole('tab', { name: 'Text message' });
    expect(textTab).toHaveFocus();
    expect(textTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Share by text message' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Share by e-mail' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(emailTab).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Share by e-mail' })).toBeVisible();
  });

  it('keeps what was typed in one tab while the other is open, and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ShareListingModal
        listingTitle="Civic"
        onClose={onClose}
        email={channel}
        text={channel}
        defaultChannel="text"
      />,
    );
    await user.type(screen.getByLabelText(SHARE_TEXT_TEXTS.phone), '5125550100');
    await user.click(screen.getByRole('tab', { name: 'E-mail' }));
    await user.click(screen.getByRole('tab', { name: 'Text message' }));
    expect(screen.getByLabelText(SHARE_TEXT_TEXTS.phone)).toHaveValue('5125550100');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
