import { Modal } from '../modal';
import {
  EMAIL_SUBSCRIBE_TEXTS,
  EmailSubscribeForm,
  type EmailSubscribeStatus,
  type EmailSubscribeValues,
} from './email-subscribe-form';
import { EmailSubscribeResult } from './email-subscribe-result';
import type { ButtonState } from './submit-button';

export interface EmailSubscribeModalProps {
  readonly onSubmit: (values: EmailSubscribeValues) => void;
  readonly onClose: () => void;
  /** The store's `bookmarks.subscribe.status`: the form while 'idle', its result otherwise. @default 'idle' */
  readonly status?: EmailSubscribeStatus;
  /** The store's `bookmarks.subscribe.error`, shown under the form. */
  readonly error?: string | null;
  /** An error about the address itself, shown at the field. */
  readonly emailError?: string;
  readonly buttonState?: ButtonState;
  readonly defaultEmail?: string;
  /** @default 'Save this search' */
  readonly heading?: string;
  /** @default "Enter your email address and we'll save this search for you." */
  readonly intro?: string;
  /** @default EMAIL_SUBSCRIBE_TEXTS.successText */
  readonly successText?: string;
  /** The over-the-limit state. @default EMAIL_SUBSCRIBE_TEXTS.failureText */
  readonly failureText?: string;
}

/** The e-mail-subscribe modal (spec 000 section 2): register by e-mail to save a search. */
export function EmailSubscribeModal({
  onSubmit,
  onClose,
  status = 'idle',
  error,
  emailError,
  buttonState,
  defaultEmail,
  heading = 'Save this search',
  intro = "Enter your email address and we'll save this search for you.",
  successText = EMAIL_SUBSCRIBE_TEXTS.successText,
  failureText = EMAIL_SUBSCRIBE_TEXTS.failureText,
}: EmailSubscribeModalProps) {
  return (
    <Modal title={heading} onClose={onClose} className="fc-email-subscribe fc-email-subscribe--modal">
      {status === 'idle' && (
        <>
          <p>{intro}</p>
          <EmailSubscribeForm
            onSubmit={onSubmit}
            buttonState={buttonState}
            error={error}
            emailError={emailError}
            defaultEmail={defaultEmail}
          />
        </>
      )}
      <EmailSubscribeResult status={status} successText={successText} failureText={failureText} />
      {status !== 'idle' && (
        <button type="button" className="fc-button" onClick={onClose}>
          Done
        </button>
      )}
    </Modal>
  );
}
