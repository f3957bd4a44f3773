import { Modal } from '../modal';
import { ServerError } from './form-result';
import { digitsOnly, isEmail, isMobileNumber } from './format';
import { TextField } from './text-field';
import { type FieldErrors, useSubmitForm } from './use-submit-form';

export interface EmailOwnerValues {
  readonly name: string;
  readonly email: string;
  /** Digits only; empty when not given. */
  readonly phone: string;
  readonly message: string;
}

export interface EmailOwnerModalProps {
  /** The seller's display name. */
  readonly ownerName: string;
  readonly listingTitle: string;
  readonly onSubmit: (values: EmailOwnerValues) => void;
  readonly onClose: () => void;
  readonly submitting?: boolean;
  /** The server's message when sending failed; the form keeps what was typed. */
  readonly errorMessage?: string | null;
  /** Prefills the shopper's details; the message defaults to asking about the car. */
  readonly defaultValues?: Partial<EmailOwnerValues>;
  /** @default `E-mail ${ownerName}` */
  readonly title?: string;
}

export const EMAIL_OWNER_TEXTS = Object.freeze({
  name: 'Your name',
  email: 'Your e-mail',
  phone: 'Phone',
  message: 'Message',
  submit: 'Send message',
  missingName: 'Enter your name.',
  invalidEmail: 'Enter your e-mail address, like name@example.com.',
  invalidPhone: 'Enter a 10-digit phone number, or leave it empty.',
  missingMessage: 'Enter a message.',
  defaultMessage: (listingTitle: string) =>
    `Hi, I'm interested in the ${listingTitle}. Is it still available?`,
});

type Draft = { name: string; email: string; phone: string; message: string };

function validate(values: Draft): FieldErrors<Draft> {
  return {
    name: values.name.trim() ? undefined : EMAIL_OWNER_TEXTS.missingName,
    email: isEmail(values.email) ? undefined : EMAIL_OWNER_TEXTS.invalidEmail,
    phone: !values.phone.trim() || isMobileNumber(values.phone) ? undefined : EMAIL_OWNER_TEXTS.invalidPhone,
    message: values.message.trim() ? undefined : EMAIL_OWNER_TEXTS.missingMessage,
  };
}

/**
 * The e-mail modal of the listing page (spec 001 section 2): write to the seller. On success the page closes it
 * and opens the e-mail confirmation modal. Not offered where the e-mail form is hidden (spec 001 section 6).
 */
export function EmailOwnerModal({
  ownerName,
  listingTitle,
  onSubmit,
  onClose,
  submitting = false,
  errorMessage,
  defaultValues = {},
  title = `E-mail ${ownerName}`,
}: EmailOwnerModalProps) {
  const { field, handleSubmit } = useSubmitForm<Draft>({
    initial: {
      name: '',
      email: '',
      phone: '',
      message: EMAIL_OWNER_TEXTS.defaultMessage(listingTitle),
      ...defaultValues,
    },
    validate,
    onSubmit: (draft) =>
      onSubmit({
        name: draft.name.trim(),
        email: draft.email.trim(),
        phone: digitsOnly(draft.phone),
        message: draft.message.trim(),
      }),
  });
  return (
    <Modal title={title} onClose={onClose} className="fc-email-owner">
      <p className="fc-email-owner__listing">{listingTitle}</p>
      <form noValidate onSubmit={handleSubmit} aria-label={title}>
        <ServerError message={errorMessage} />
        <TextField
          label={EMAIL_OWNER_TEXTS.name}
          autoComplete="name"
          required
          maxLength={100}
          {...field('name')}
        />
        <TextField
          label={EMAIL_OWNER_TEXTS.email}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField label={EMAIL_OWNER_TEXTS.phone} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField
          label={EMAIL_OWNER_TEXTS.message}
          multiline
          required
          maxLength={2000}
          {...field('message')}
        />
        <button type="submit" className="fc-button" disabled={submitting}>
          {EMAIL_OWNER_TEXTS.submit}
        </button>
      </form>
    </Modal>
  );
}
