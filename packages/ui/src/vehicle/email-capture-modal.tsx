import { EmailAddressModal } from './email-address-modal';

export interface EmailCaptureModalProps {
  readonly onSubmit: (email: string) => void;
  readonly onClose: () => void;
  readonly submitting?: boolean;
  readonly errorMessage?: string | null;
  readonly defaultEmail?: string;
  /** @default 'Get updates on this car' */
  readonly title?: string;
  /** @default "We'll e-mail you when the price drops or the car is sold." */
  readonly description?: string;
}

export const EMAIL_CAPTURE_TEXTS = Object.freeze({
  label: 'E-mail address',
  submit: 'Send me updates',
  dismiss: 'No thanks',
  invalid: 'Enter an e-mail address, like name@example.com.',
  description: "We'll e-mail you when the price drops or the car is sold.",
});

/**
 * The e-mail capture modal of the listing page (spec 001 section 2): ask for an address to send updates on this
 * car. On success the page opens the e-mail confirmation modal.
 */
export function EmailCaptureModal({
  onSubmit,
  onClose,
  submitting = false,
  errorMessage,
  defaultEmail = '',
  title = 'Get updates on this car',
  description = EMAIL_CAPTURE_TEXTS.description,
}: EmailCaptureModalProps) {
  return (
    <EmailAddressModal
      title={title}
      className="fc-email-capture"
      intro={<p>{description}</p>}
      initialEmail={defaultEmail}
      texts={EMAIL_CAPTURE_TEXTS}
      submitting={submitting}
      errorMessage={errorMessage}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
