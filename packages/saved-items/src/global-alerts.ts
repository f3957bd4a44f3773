// Spec 000 section 8, "Global alerts, by key", every text verbatim (conversionFailure has a curly apostrophe in
// "We’re", serverFailure a straight one, as the spec prints them).

export type GlobalAlertKind = 'warning' | 'info' | 'danger';
export type GlobalAlertKey =
  | 'expiredListings'
  | 'alertsSuccess'
  | 'cancelAlertsSuccess'
  | 'conversionFailure'
  | 'serverFailure';

/** The banner the store shows: which alert, its kind and the text to display. */
export interface GlobalAlert {
  key: GlobalAlertKey;
  kind: GlobalAlertKind;
  text: string;
}

/** The catalogue. `text` is `null` where the caller gives it (alertsSuccess). */
export const GLOBAL_ALERTS = Object.freeze({
  expiredListings: {
    kind: 'warning',
    text: "Looks like some of your saved listings have expired. We've removed those for you.",
  },
  alertsSuccess: { kind: 'info', text: null },
  cancelAlertsSuccess: { kind: 'info', text: 'We have successfully updated your preferences' },
  conversionFailure: {
    kind: 'danger',
    text: 'Oops, something went wrong. We’re working to get it fixed. Sign in again to permanently save your vehicles.',
  },
  serverFailure: {
    kind: 'danger',
    text: "Oops, something went wrong. We're working to get it fixed. Try saving your item again.",
  },
} as const satisfies Record<GlobalAlertKey, { kind: GlobalAlertKind; text: string | null }>);

/**
 * The alert for `key`. `text` is the caller's message for alertsSuccess, and for serverFailure the server's
 * error message, which "replaces" the catalogue text "when one is given"; other keys ignore it.
 */
export function globalAlert(key: GlobalAlertKey, text?: string): GlobalAlert {
  const entry = GLOBAL_ALERTS[key];
  const given = text?.trim() ? text : undefined;
  const shown = key === 'alertsSuccess' || key === 'serverFailure' ? (given ?? entry.text) : entry.text;
  return { key, kind: entry.kind, text: shown ?? '' };
}
