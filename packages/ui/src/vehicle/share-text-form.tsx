import { Confirmation, ServerError } from './form-result';
import { type FormSubmitState, INITIAL_FORM_SUBMIT_STATE } from './form-state';
import { digitsOnly, isMobileNumber } from './format';
import { TextField } from './text-field';
import { type FieldErrors, useSubmitForm } from './use-submit-form';

/** What the text share sends (spec 001 section 7: mobile_number, sms_message of user name plus message). */
export interface ShareTextValues {
  readonly name: string;
  /** Digits only: "Share-by-text phone is stripped to digits" (spec 001 section 5). */
  readonly phone: string;
  readonly message: string;
}

export interface ShareTextFormProps {
  /** Spec 001 section 4: idle, success (showConfirmation), server error (errorMessage kept), reset. */
  readonly state?: FormSubmitState;
  /** Disables the submit button while the text is sent. */
  readonly submitting?: boolean;
  readonly onSubmit: (values: ShareTextValues) => void;
  /** "Send another": the page resets the state to initial, and the form empties. */
  readonly onReset: () => void;
  /** Prefills the fields; the message typically names the car. */
  readonly defaultValues?: Partial<ShareTextValues>;
}

/** Our texts: spec 001 gives none for the share forms. */
export const SHARE_TEXT_TEXTS = Object.freeze({
  name: 'Your name',
  phone: 'Mobile number',
  message: 'Message',
  submit: 'Send text',
  confirmation: 'Your text message was sent.',
  sendAnother: 'Send another',
  invalidPhone: 'Enter a 10-digit mobile number.',
  missingMessage: 'Enter a message.',
});

/** The longest message we let a shopper type: sms_message (name plus message) is capped at 500 (contracts). */
const MESSAGE_MAX = 400;

type Draft = { name: string; phone: string; message: string };

function validate(values: Draft): FieldErrors<Draft> {
  return {
    phone: isMobileNumber(values.phone) ? undefined : SHARE_TEXT_TEXTS.invalidPhone,
    message: values.message.trim() ? undefined : SHARE_TEXT_TEXTS.missingMessage,
  };
}

/** Share a listing by text message. */
export function ShareTextForm({
  state = INITIAL_FORM_SUBMIT_STATE,
  submitting = false,
  onSubmit,
  onReset,
  defaultValues = {},
}: ShareTextFormProps) {
  const { values, field, handleSubmit } = useSubmitForm<Draft>({
    initial: { name: '', phone: '', message: '', ...defaultValues },
    state,
    validate,
    onSubmit: (draft) =>
      onSubmit({ name: draft.name.trim(), phone: digitsOnly(draft.phone), message: draft.message.trim() }),
  });
  return (
    <div className="fc-share-form">
      <Confirmation show={state.showConfirmation}>
        <p className="fc-form-result__title">{SHARE_TEXT_TEXTS.confirmation}</p>
        <p>{`We sent this listing to ${values.phone.trim()}.`}</p>
      </Confirmation>
      {state.showConfirmation ? (
        <button type="button" className="fc-button fc-button--secondary" onClick={onReset}>
          {SHARE_TEXT_TEXTS.sendAnother}
        </button>
      ) : (
        <form noValidate onSubmit={handleSubmit} aria-label="Share by text message">
          <ServerError message={state.errorMessage} />
          <TextField label={SHARE_TEXT_TEXTS.name} autoComplete="name" maxLength={100} {...field('name')} />
          <TextField
            label={SHARE_TEXT_TEXTS.phone}
            type="tel"
            autoComplete="tel"
            required
            {...field('phone')}
          />
          <TextField
            label={SHARE_TEXT_TEXTS.message}
            multiline
            required
            maxLength={MESSAGE_MAX}
            {...field('message')}
          />
          <button type="submit" className="fc-button" disabled={submitting}>
            {SHARE_TEXT_TEXTS.submit}
          </button>
        </form>
      )}
    </div>
  );
}
