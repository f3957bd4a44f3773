import { useId } from 'react';
import {
  EMAIL_SUBSCRIBE_TEXTS,
  EmailSubscribeForm,
  type EmailSubscribeStatus,
  type EmailSubscribeValues,
} from './email-subscribe-form';
import { EmailSubscribeResult } from './email-subscribe-result';
import type { ButtonState } from './submit-button';

export interface EmailSubscribeInlineFormProps {
  readonly onSubmit: (values: EmailSubscribeValues) => void;
  /** The store's `bookmarks.subscribe.status`: the form while 'idle', its result otherwise. @default 'idle' */
  readonly status?: EmailSubscribeStatus;
  /** The store's `bookmarks.subscribe.error`, shown under the form. */
  readonly error?: string | null;
  /** An error about the address itself, shown at the field. */
  readonly emailError?: string;
  readonly buttonState?: ButtonState;
  readonly defaultEmail?: string;
  /** @default 'Get email alerts for this search' */
  readonly heading?: string;
  /** @default EMAIL_SUBSCRIBE_TEXTS.successText */
  readonly successText?: string;
  /** The over-the-limit state. @default EMAIL_SUBSCRIBE_TEXTS.failureText */
  readonly failureText?: string;
}

/**
 * The inline e-mail-subscribe form (spec 000 section 2), e.g. in search results. When the store hides it
 * (`bookmarks.subscribe.showInlineForm` false), the caller does not render it.
 */
export function EmailSubscribeInlineForm({
  onSubmit,
  status = 'idle',
  error,
  emailError,
  buttonState,
  defaultEmail,
  heading = 'Get email alerts for this search',
  successText = EMAIL_SUBSCRIBE_TEXTS.successText,
  failureText = EMAIL_SUBSCRIBE_TEXTS.failureText,
}: EmailSubscribeInlineFormProps) {
  const headingId = useId();
  return (
    <section className="fc-email-subscribe fc-email-subscribe--inline" aria-labelledby={headingId}>
      <h2 id={headingId} className="fc-email-subscribe__heading">
        {heading}
      </h2>
      {status === 'idle' && (
        <EmailSubscribeForm
          onSubmit={onSubmit}
          buttonState={buttonState}
          error={error}
          emailError={emailError}
          defaultEmail={defaultEmail}
        />
      )}
      <EmailSubscribeResult status={status} successText={successText} failureText={failureText} />
    </section>
  );
}
