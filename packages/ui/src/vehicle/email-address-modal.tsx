import type { ReactNode } from 'react';
import { Modal } from '../modal';
import { ServerError } from './form-result';
import { isEmail } from './format';
import { TextField } from './text-field';
import { useSubmitForm } from './use-submit-form';

export interface EmailAddressModalProps {
  readonly title: string;
  readonly className: string;
  /** Said above the form. @default nothing */
  readonly intro?: ReactNode;
  readonly initialEmail: string;
  readonly texts: {
    readonly label: string;
    readonly submit: string;
    readonly dismiss: string;
    readonly invalid: string;
  };
  readonly submitting: boolean;
  readonly errorMessage: string | null | undefined;
  /** A valid address, trimmed. */
  readonly onSubmit: (email: string) => void;
  readonly onClose: () => void;
}

/** A modal asking for one e-mail address (the edit e-mail and e-mail capture modals): checked, then sent. */
export function EmailAddressModal({
  title,
  className,
  intro,
  initialEmail,
  texts,
  submitting,
  errorMessage,
  onSubmit,
  onClose,
}: EmailAddressModalProps) {
  const { field, handleSubmit } = useSubmitForm({
    initial: { email: initialEmail },
    validate: (values) => ({ email: isEmail(values.email) ? undefined : texts.invalid }),
    onSubmit: (values) => onSubmit(values.email.trim()),
  });
  return (
    <Modal title={title} onClose={onClose} className={className}>
      {intro}
      <form noValidate onSubmit={handleSubmit} aria-label={title}>
        <ServerError message={errorMessage} />
        <TextField label={texts.label} type="email" autoComplete="email" required {...field('email')} />
        <div className="fc-modal-actions">
          <button type="submit" className="fc-button" disabled={submitting}>
            {texts.submit}
          </button>
          <button type="button" className="fc-button fc-button--secondary" onClick={onClose}>
            {texts.dismiss}
          </button>
        </div>
      </form>
    </Modal>
  );
}
