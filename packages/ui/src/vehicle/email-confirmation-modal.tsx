import { Modal } from '../modal';

export interface EmailConfirmationModalProps {
  /** The address replies or updates go to. */
  readonly email: string;
  readonly onClose: () => void;
  /** Opens the edit e-mail modal; no button without it. */
  readonly onEditEmail?: () => void;
  /** @default 'Your message was sent' */
  readonly title?: string;
  /** @default `Replies will go to ${email}.` */
  readonly message?: string;
}

export const EMAIL_CONFIRMATION_TEXTS = Object.freeze({
  wrongEmail: 'Not your e-mail?',
  editEmail: 'Edit e-mail',
  done: 'Done',
  message: (email: string) => `Replies will go to ${email}.`,
});

/** The e-mail confirmation modal of the listing page (spec 001 section 2), with a way to fix a mistyped address. */
export function EmailConfirmationModal({
  email,
  onClose,
  onEditEmail,
  title = 'Your message was sent',
  message = EMAIL_CONFIRMATION_TEXTS.message(email),
}: EmailConfirmationModalProps) {
  return (
    <Modal title={title} onClose={onClose} className="fc-email-confirmation">
      <p aria-live="polite">{message}</p>
      {onEditEmail && (
        <p>
          {`${EMAIL_CONFIRMATION_TEXTS.wrongEmail} `}
          <button type="button" className="fc-link-button" onClick={onEditEmail}>
            {EMAIL_CONFIRMATION_TEXTS.editEmail}
          </button>
        </p>
      )}
      <div className="fc-modal-actions">
        <button type="button" className="fc-button" onClick={onClose}>
          {EMAIL_CONFIRMATION_TEXTS.done}
        </button>
      </div>
    </Modal>
  );
}
