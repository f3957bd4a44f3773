// Spec 000 texts, verbatim (section 8 and the banners of section 4), as @forecourt/saved-items holds them, so a
// story or a caller without the store can show the same words. Straight and curly apostrophes are as the spec
// prints them: conversionFailure has a curly one in "We’re", serverFailure a straight one.

/** Section 8, "Global alerts, by key". alertsSuccess has no text of its own: the caller gives it. */
export const GLOBAL_ALERT_TEXTS = Object.freeze({
  expiredListings: "Looks like some of your saved listings have expired. We've removed those for you.",
  cancelAlertsSuccess: 'We have successfully updated your preferences',
  conversionFailure:
    'Oops, something went wrong. We’re working to get it fixed. Sign in again to permanently save your vehicles.',
  serverFailure: "Oops, something went wrong. We're working to get it fixed. Try saving your item again.",
} as const);

/** Section 8, "Other messages". */
export const SAVED_ITEMS_MESSAGES = Object.freeze({
  saveSearchError: 'There has been an error saving your search. Please try again later',
  registrationFailure: "We're sorry, we've encountered an error. Please try again.",
  alertsFailure: "We're sorry, but we have encountered an error. Please try again later.",
  invalidPhone: 'Please enter a valid phone number.',
} as const);

/** Section 4, "Alerts toggle": the banner after a '200', by channel and new value. */
export const ALERT_BANNER_TEXTS = Object.freeze({
  text: { on: 'Text alerts enabled.', off: 'Text alerts disabled.' },
  email: { on: 'Email alerts enabled.', off: 'Email alerts disabled.' },
} as const);
