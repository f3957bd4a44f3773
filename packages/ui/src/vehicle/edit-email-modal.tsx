import { Modal } from '../modal';
import { ServerError } from './form-result';
import { isEmail } from './format';
import { TextField } from './text-field';
import { useSubmitForm } from './use-submit-form';

export interface EditEmailModalProps {
  /** The address to correct. */
  readonly email: string;
  readonly onSave: (email: string) => void;
  readonly onClose: () => void;
  readonly submitting?: boolean;
  /** The server's message when the change failed. */
  readonly errorMessage?: string | null;
  /** @default 'Edit your e-mail' */
  readonly title?: string;
}

export const EDIT_EMAIL_TEXTS = Object.freeze({
  label: 'E-mail address',
  save: 'Save e-mail',
  cancel: 'Cancel',
  invalid: 'Enter an e-mail address, like name@example.com.',
});

/** The edit e-mail modal of the listing page (spec 001 section 2): correct the address a message was sent from. */
export function EditEmailModal({
  email,
  onSave,
  onClose,
  submitting = false,
  errorMessage,
  title = 'Edit your e-mail',
}: EditEmailModalProps) {
  const { field, handleSubmit } = useSubmitForm({
    initial: { email },
    validate: (values) => ({ email: isEmail(values.email) ? undefined : EDIT_EMAIL_TEXTS.invalid }),
    onSubmit: (values) => onSave(values.email.trim()),
  });
  return (
    <Modal title={title} onClose={onClose} className="fc-edit-email">
      <form noValidate onSubmit={handleSubmit} aria-label={title}>
        <ServerError message={errorMessage} />
        <TextField
          label={EDIT_EMAIL_TEXTS.label}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <div className="fc-modal-actions">
          <button type="submit" className="fc-button" disabled={submitting}>
            {EDIT_EMAIL_TEXTS.save}
          </button>
          <button type="button" className="fc-button fc-button--secondary" onClick={onClose}>
            {EDIT_EMAIL_TEXTS.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
