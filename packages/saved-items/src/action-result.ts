/** Why an action did not do what it was asked (expected outcomes, returned as values). */
export type FailureReason =
  /** The call failed, or the server said no. */
  | 'server'
  /** The server returned messages, now shown in the panel. */
  | 'messages'
  /** maxQuickSavesLimit reached: the quick-save notification is shown instead. */
  | 'quick-save-limit'
  /** Saving a search needs sign-in: the e-mail-subscribe modal is shown instead. */
  | 'sign-in'
  | 'invalid-phone'
  | 'invalid-email'
  /** The profile form's fields did not validate: see `profileErrors`. */
  | 'invalid-profile'
  /** Light registration: "the user is over the limit". */
  | 'over-limit';

export type ActionResult = { success: true } | { success: false; reason: FailureReason; message?: string };

export const OK: ActionResult = Object.freeze({ success: true });

export function failed(reason: FailureReason, message?: string): ActionResult {
  return message === undefined ? { success: false, reason } : { success: false, reason, message };
}
