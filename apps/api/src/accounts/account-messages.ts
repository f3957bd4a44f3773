import { INVALID_ZIP_MESSAGE } from '@forecourt/location';

/**
 * The texts the account API answers with. Spec 000 s8 gives the phone text; s5 says a bad zip gets "a message
 * saying it is missing or invalid" (the location package's wording); the rest are ours, as the spec leaves the
 * server's own messages out ("What the server does beyond the reply fields listed here: not shown").
 */
export const ACCOUNT_MESSAGES = Object.freeze({
  /** Spec 000 s8, verbatim. */
  invalidPhone: 'Please enter a valid phone number.',
  /** Spec 000 s5: "a message saying it is missing or invalid". */
  invalidZip: INVALID_ZIP_MESSAGE,
  /** Ours: the WARN of a stale version; the client's next update carries the overwrite flag (spec 000 s4). */
  versionConflict: 'This item was changed elsewhere. Save again to keep your changes.',
  /** Ours: a listing that is sold, expired or unknown cannot be saved. */
  listingUnavailable: 'This listing is no longer available.',
  /** Ours. */
  vehicleLimit: (limit: number) => `You can keep up to ${limit} saved vehicles. Remove one to save another.`,
  /** Ours. */
  searchLimit: (limit: number) => `You can keep up to ${limit} saved searches. Remove one to save another.`,
  /** Ours: best deals already on for this address; the client counts it as success (spec 000 s4). */
  userExists: 'userexists',
});

/** "severities WARN (warning) and ERROR (error)" (spec 000 s5). */
export const warn = (value: string) => ({ severity: 'WARN' as const, value });
export const error = (value: string) => ({ severity: 'ERROR' as const, value });
