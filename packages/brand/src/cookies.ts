// The cookies the marketplace sets (spec 002 section 9, spec 001 sections 4, 5 and 9, spec 000 sections 8 and 9),
// and one jar over the `cookie` package that every domain package is handed instead of touching document.cookie
// or a request. Names the spec does not give are ours, marked "(our name)".

/** How a cookie is written. Every lifetime is in seconds, as `Max-Age` wants it. */
export interface CookieSpec {
  name: string;
  /** Seconds until the browser drops it. */
  maxAge: number;
  path: string;
  /** True when no browser script needs to read it. */
  httpOnly: boolean;
}

const YEAR = 365 * 24 * 60 * 60;
const DAY = 24 * 60 * 60;

export const COOKIES = Object.freeze({
  /** Visitor id (spec 001 s9): path /, max age 126230400 s (about 4 years). Experiments bucket on it. */
  visitorId: { name: 'ATC_ID', maxAge: 126_230_400, path: '/', httpOnly: false },
  /**
   * Anonymous wallet id (spec 002 s2, s9): about 1262304000 s (roughly 40 years). The spec notes it is ten times
   * ATC_ID's; both are kept as read.
   */
  walletId: { name: 'pxa_id', maxAge: 1_262_304_000, path: '/', httpOnly: false },
  /** Consumer id stored after e-mail light registration (spec 000 s4, s9): path /, 30 days. (our name) */
  consumerId: { name: 'ATC_CONSUMER_ID', maxAge: 30 * DAY, path: '/', httpOnly: false },
  /** One-tap sign-in suppression (spec 002 s9): 86400 s. (our name) */
  oneTapSuppressed: { name: 'ATC_ONE_TAP_SUPPRESSED', maxAge: DAY, path: '/', httpOnly: false },
  /** The shopper's resolved zip (spec 001 s4, s9): 30 days. (our name) */
  userZip: { name: 'ATC_USER_ZIP', maxAge: 30 * DAY, path: '/', httpOnly: false },
  /** The shopper's search radius (spec 001 s9 names it); same lifetime as the location cookie. */
  userRadius: { name: 'ATC_USER_RADIUS', maxAge: 30 * DAY, path: '/', httpOnly: false },
  /** Forced feature flags for testing (spec 002 s4): experiment cookie max age 2 years (s9). (our name) */
  forcedFeatures: { name: 'ATC_FORCE_FEATURES', maxAge: 2 * YEAR, path: '/', httpOnly: false },
  /** Forced experiment variations for testing (spec 002 s4), 2 years. (our name) */
  forcedExperiments: { name: 'ATC_FORCE_EXPERIMENTS', maxAge: 2 * YEAR, path: '/', httpOnly: false },
  /**
   * The signed-in session: the access token the brand server adds to the API calls it forwards, and the refresh
   * token it renews it with. HttpOnly so no page script can read either; it lives as long as identity's session
   * (14 days), the most the refresh token can renew it for. (our name)
   */
  session: { name: 'FC_SESSION', maxAge: 14 * DAY, path: '/', httpOnly: true },
  /**
   * A sign-up just completed (the ID token's new_account claim): the next page the brand server renders shows the
   * new-user modal and clears it, so the shopper sees the welcome once. HttpOnly: only the server reads it; 10 minutes
   * in case the first page never loads. (our name)
   */
  welcome: { name: 'FC_WELCOME', maxAge: 600, path: '/', httpOnly: true },
  /** A sign-in in progress: PKCE verifier, state and where to return, for 10 minutes. (our name) */
  signIn: { name: 'FC_SIGN_IN', maxAge: 600, path: '/auth', httpOnly: true },
} as const satisfies Record<string, CookieSpec>);

export type CookieKey = keyof typeof COOKIES;

/** Per-write settings; anything left out comes from the jar's defaults. */
export interface CookieWriteOptions {
  /** Seconds; 0 deletes. @default the cookie's spec lifetime, or a session cookie for a name not in COOKIES */
  maxAge?: number;
  /** @default '/' */
  path?: string;
  /** @default false */
  httpOnly?: boolean;
  /** @default the jar's `secure` */
  secure?: boolean;
  /** @default 'lax' */
  sameSite?: 'lax' | 'strict' | 'none';
  /** @default host-only (no Domain attribute) */
  domain?: string;
}

/**
 * What domain packages are given instead of `document.cookie` or a request: read one cookie, write one, remove
 * one. The browser and the server each build theirs with `createCookieJar`.
 */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieWriteOptions): void;
  remove(name: string, options?: Pick<CookieWriteOptions, 'path' | 'domain'>): void;
}
