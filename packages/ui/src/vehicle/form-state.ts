/**
 * The result state of a form that posts something (spec 001 section 4, "Share forms: idle; success
 * (showConfirmation true); server error (message kept, confirmation false); reset to initial"). The page keeps it
 * (a reducer or store) and passes it in; the components only render it.
 */
export interface FormSubmitState {
  /** True once the server accepted the form: the confirmation replaces the form. */
  readonly showConfirmation: boolean;
  /** The server's errorMessage (or the thrown error's message), shown as is; null when there is none. */
  readonly errorMessage: string | null;
}

/** The share forms' state, as spec 001 section 4 names it. */
export type ShareFormState = FormSubmitState;

/** Idle: nothing sent, no error. Also what "reset to initial" returns to. */
export const INITIAL_FORM_SUBMIT_STATE: FormSubmitState = Object.freeze({
  showConfirmation: false,
  errorMessage: null,
});
