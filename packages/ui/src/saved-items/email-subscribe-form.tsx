import { type FormEvent, useState } from 'react';
import { TextField } from '../shared/text-field';
import { type ButtonState, SubmitButton } from './submit-button';

/** What light registration needs from the shopper; the caller adds the search. */
export interface EmailSubscribeValues {
  emailAddress: string;
}

/** The store's `bookmarks.subscribe.status`. */
export type EmailSubscribeStatus = 'idle' | 'success' | 'failure';

/** Texts shared by the modal and the inline form. Ours: the spec names the states, not their words. */
export const EMAIL_SUBSCRIBE_TEXTS = Object.freeze({
  submitLabel: 'Save search',
  successText: "Your search is saved. We'll email you when new matches are listed.",
  failureText: "You've saved as many searches as we can keep for this email address. Sign in to save more.",
});

export interface EmailSubscribeFormProps {
  readonly onSubmit: (values: EmailSubscribeValues) => void;
  /** 'loaded' shows the saved label until the caller moves to the success state 2 s later. */
  readonly buttonState?: ButtonState;
  /** The store's `bookmarks.subscribe.error`, e.g. "We're sorry, we've encountered an error. Please try again." */
  readonly error?: string | null;
  /** An error about the address itself, shown at the field and marking it invalid. */
  readonly emailError?: string;
  readonly defaultEmail?: string;
  readonly submitLabel?: string;
}

/**
 * The e-mail field and its button, shared by the modal and the inline form. The address is checked by the
 * caller (it returns the error text), so the form does not block a submit with the browser's own bubble.
 */
export function EmailSubscribeForm({
  onSubmit,
  buttonState = 'default',
  error,
  emailError,
  defaultEmail = '',
  submitLabel = EMAIL_SUBSCRIBE_TEXTS.submitLabel,
}: EmailSubscribeFormProps) {
  const [emailAddress, setEmailAddress] = useState(defaultEmail);
  const busy = buttonState !== 'default';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit({ emailAddress: emailAddress.trim() });
  };
  return (
    <form
      className="fc-email-subscribe__form"
      onSubmit={submit}
      noValidate
      aria-busy={buttonState === 'loading'}
    >
      <TextField
        label="Email address"
        name="emailAddress"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={emailAddress}
        onChange={setEmailAddress}
        error={emailError}
        disabled={busy}
      />
      <SubmitButton state={buttonState}>{submitLabel}</SubmitButton>
      {error && (
        <p role="alert" className="fc-email-subscribe__error">
          {error}
        </p>
      )}
    </form>
  );
}
