import { Modal } from '../modal';
import { ServerError } from './form-result';
import { isEmail } from './format';
import { TextField } from './text-field';
import { useSubmitForm } from './use-submit-form';

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
  const { field, handleSubmit } = useSubmitForm({
    initial: { email: defaultEmail },
    validate: (values) => ({ email: isEmail(values.email) ? undefined : EMAIL_CAPTURE_TEXTS.invalid }),
    onSubmit: (values) => onSubmit(values.email.trim()),
  });
  return (
    <Modal title={title} onClose={onClose} className="fc-email-capture">
      <p>{description}</p>
      <form noValidate onSubmit={handleSubmit} aria-label={title}>
        <ServerError message={errorMessage} />
        <TextField
          label={EMAIL_CAPTURE_TEXTS.label}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <div className="fc-modal-actions">
          <button type="submit" className="fc-button" disabled={submitting}>
            {EMAIL_CAPTURE_TEXTS.submit}
          </button>
          <button type="button" className="fc-button fc-button--secondary" onClick={onClose}>
            {EMAIL_CAPTURE_TEXTS.dismiss}
          </button>
        </div>
      </form>
    </Modal>
  );
}
