import { EmailAddressModal } from './email-address-modal';

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
  return (
    <EmailAddressModal
      title={title}
      className="fc-edit-email"
      initialEmail={email}
      texts={{ ...EDIT_EMAIL_TEXTS, submit: EDIT_EMAIL_TEXTS.save, dismiss: EDIT_EMAIL_TEXTS.cancel }}
      submitting={submitting}
      errorMessage={errorMessage}
      onSubmit={onSave}
      onClose={onClose}
    />
  );
}
