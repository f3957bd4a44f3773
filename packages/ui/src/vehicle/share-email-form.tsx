import { Confirmation, ServerError } from './form-result';
import { type FormSubmitState, INITIAL_FORM_SUBMIT_STATE } from './form-state';
import { isEmail } from './format';
import { TextField } from './text-field';
import { type FieldErrors, useSubmitForm } from './use-submit-form';

/** What the e-mail share sends (spec 001 section 7: name, fromEmailAddress, toEmailAddress). Trimmed. */
export interface ShareEmailValues {
  readonly name: string;
  readonly fromEmail: string;
  readonly toEmail: string;
}

export interface ShareEmailFormProps {
  /** Spec 001 section 4: idle, success (showConfirmation), server error (errorMessage kept), reset. */
  readonly state?: FormSubmitState;
  /** Disables the submit button while the share is sent. */
  readonly submitting?: boolean;
  readonly onSubmit: (values: ShareEmailValues) => void;
  /** "Send another": the page resets the state to initial, and the form empties. */
  readonly onReset: () => void;
  /** Prefills the sender (a signed-in shopper's name and e-mail). */
  readonly defaultValues?: Partial<ShareEmailValues>;
}

/** Our texts: spec 001 gives none for the share forms. */
export const SHARE_EMAIL_TEXTS = Object.freeze({
  name: 'Your name',
  fromEmail: 'Your e-mail',
  toEmail: "Friend's e-mail",
  submit: 'Send e-mail',
  confirmation: 'Your e-mail was sent.',
  sendAnother: 'Send another',
  invalidFromEmail: 'Enter your e-mail address, like name@example.com.',
  invalidToEmail: "Enter your friend's e-mail address, like name@example.com.",
});

type Draft = { name: string; fromEmail: string; toEmail: string };

function validate(values: Draft): FieldErrors<Draft> {
  return {
    fromEmail: isEmail(values.fromEmail) ? undefined : SHARE_EMAIL_TEXTS.invalidFromEmail,
    toEmail: isEmail(values.toEmail) ? undefined : SHARE_EMAIL_TEXTS.invalidToEmail,
  };
}

/** Share a listing by e-mail. */
export function ShareEmailForm({
  state = INITIAL_FORM_SUBMIT_STATE,
  submitting = false,
  onSubmit,
  onReset,
  defaultValues = {},
}: ShareEmailFormProps) {
  const { values, field, handleSubmit } = useSubmitForm<Draft>({
    initial: { name: '', fromEmail: '', toEmail: '', ...defaultValues },
    state,
    validate,
    onSubmit: (draft) =>
      onSubmit({ name: draft.name.trim(), fromEmail: draft.fromEmail.trim(), toEmail: draft.toEmail.trim() }),
  });
  return (
    <div className="fc-share-form">
      <Confirmation show={state.showConfirmation}>
        <p className="fc-form-result__title">{SHARE_EMAIL_TEXTS.confirmation}</p>
        <p>{`We sent this listing to ${values.toEmail.trim()}.`}</p>
      </Confirmation>
      {state.showConfirmation ? (
        <button type="button" className="fc-button fc-button--secondary" onClick={onReset}>
          {SHARE_EMAIL_TEXTS.sendAnother}
        </button>
      ) : (
        <form noValidate onSubmit={handleSubmit} aria-label="Share by e-mail">
          <ServerError message={state.errorMessage} />
          <TextField label={SHARE_EMAIL_TEXTS.name} autoComplete="name" maxLength={100} {...field('name')} />
          <TextField
            label={SHARE_EMAIL_TEXTS.fromEmail}
            type="email"
            autoComplete="email"
            required
            {...field('fromEmail')}
          />
          <TextField
            label={SHARE_EMAIL_TEXTS.toEmail}
            type="email"
            autoComplete="off"
            required
            {...field('toEmail')}
          />
          <button type="submit" className="fc-button" disabled={submitting}>
            {SHARE_EMAIL_TEXTS.submit}
          </button>
        </form>
      )}
    </div>
  );
}
