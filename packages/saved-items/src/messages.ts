// Spec 000 section 8, "Other messages", verbatim. Straight and curly apostrophes are as the spec prints them.

export const MESSAGES = Object.freeze({
  /** Saving a search: "If the reply says neither saved nor already existing" (section 4). */
  saveSearchError: 'There has been an error saving your search. Please try again later',
  /** E-mail light registration: "A non-200 status or an exception" (section 4). */
  registrationFailure: "We're sorry, we've encountered an error. Please try again.",
  /** Alerts failure (section 8). Used when an alert toggle or cancel call throws, see README. */
  alertsFailure: "We're sorry, but we have encountered an error. Please try again later.",
  /** Alert toggle to text with no valid phone (section 4). */
  invalidPhone: 'Please enter a valid phone number.',
  /** Ours: the spec says registration "needs an e-mail address" (section 5) but gives no text. */
  invalidEmail: 'Please enter a valid email address.',
} as const);

/** The alert-toggle banners of section 4, by channel and new value. */
export const ALERT_BANNERS = Object.freeze({
  text: { on: 'Text alerts enabled.', off: 'Text alerts disabled.' },
  email: { on: 'Email alerts enabled.', off: 'Email alerts disabled.' },
} as const);
