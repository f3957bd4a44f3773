import { useId } from 'react';
import { Modal } from '../modal';
import { Confirmation, ServerError } from './form-result';
import { type FormSubmitState, INITIAL_FORM_SUBMIT_STATE } from './form-state';
import { TextField } from './text-field';
import { type FieldErrors, useSubmitForm } from './use-submit-form';

/** Why a shopper reports a listing (ours: the spec names the modal only). */
export const REPORT_REASONS: readonly { value: string; label: string }[] = Object.freeze([
  { value: 'sold', label: 'The car is already sold' },
  { value: 'price', label: 'The price is wrong' },
  { value: 'details', label: 'The photos or details are wrong' },
  { value: 'scam', label: 'It looks like a scam' },
  { value: 'other', label: 'Something else' },
]);

export interface ReportListingValues {
  /** One of REPORT_REASONS' values. */
  readonly reason: string;
  readonly comments: string;
}

export interface ReportListingModalProps {
  readonly onSubmit: (values: ReportListingValues) => void;
  readonly onClose: () => void;
  readonly state?: FormSubmitState;
  readonly submitting?: boolean;
  /** @default 'Report this listing' */
  readonly title?: string;
}

export const REPORT_LISTING_TEXTS = Object.freeze({
  reasonLegend: "What's wrong with this listing?",
  comments: 'Tell us more',
  submit: 'Send report',
  missingReason: "Choose what's wrong with this listing.",
  missingComments: "Tell us what's wrong.",
  confirmation: "Thanks for letting us know. We'll review this listing.",
  done: 'Close',
});

type Draft = { reason: string; comments: string };

function validate(values: Draft): FieldErrors<Draft> {
  return {
    reason: values.reason ? undefined : REPORT_LISTING_TEXTS.missingReason,
    comments:
      values.reason === 'other' && !values.comments.trim() ? REPORT_LISTING_TEXTS.missingComments : undefined,
  };
}

/** The report modal of the listing page (spec 001 section 2). */
export function ReportListingModal({
  onSubmit,
  onClose,
  state = INITIAL_FORM_SUBMIT_STATE,
  submitting = false,
  title = 'Report this listing',
}: ReportListingModalProps) {
  const id = useId();
  const { field, handleSubmit } = useSubmitForm<Draft>({
    initial: { reason: '', comments: '' },
    state,
    validate,
    onSubmit: (draft) => onSubmit({ reason: draft.reason, comments: draft.comments.trim() }),
  });
  const reason = field('reason');
  return (
    <Modal title={title} onClose={onClose} className="fc-report">
      <Confirmation show={state.showConfirmation}>
        <p>{REPORT_LISTING_TEXTS.confirmation}</p>
      </Confirmation>
      {state.showConfirmation ? (
        <button type="button" className="fc-button" onClick={onClose}>
          {REPORT_LISTING_TEXTS.done}
        </button>
      ) : (
        <form noValidate onSubmit={handleSubmit} aria-label={title}>
          <ServerError message={state.errorMessage} />
          <fieldset
            className="fc-report__reasons"
            aria-describedby={reason.error ? `${id}-reason-error` : undefined}
          >
            <legend>{REPORT_LISTING_TEXTS.reasonLegend}</legend>
            {REPORT_REASONS.map((option) => (
              <label key={option.value} className="fc-report__reason">
                <input
                  type="radio"
                  name="reason"
                  value={option.value}
                  checked={reason.value === option.value}
                  onChange={() => reason.onChange(option.value)}
                />
                {option.label}
              </label>
            ))}
            {reason.error && (
              <span id={`${id}-reason-error`} className="fc-field__error">
                {reason.error}
              </span>
            )}
          </fieldset>
          <TextField
            label={REPORT_LISTING_TEXTS.comments}
            multiline
            maxLength={1000}
            required={reason.value === 'other'}
            {...field('comments')}
          />
          <button type="submit" className="fc-button" disabled={submitting}>
            {REPORT_LISTING_TEXTS.submit}
          </button>
        </form>
      )}
    </Modal>
  );
}
