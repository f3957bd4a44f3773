import { COOKIES, type CookieJar } from '@forecourt/brand';
import { consoleLogger, type ExperimentsLogger } from './environment';

/** Spec 001 s8: "Missing ATC_ID on the server logs an error." The wording is ours. */
export const MISSING_VISITOR_ID_MESSAGE = `Missing ${COOKIES.visitorId.name} on the server: experiments fall back to flag defaults`;

export interface ReadVisitorIdOptions {
  /** Only the server logs a missing id; in the browser the cookie may still be on its way (see `waitForCookie`). */
  side: 'server' | 'browser';
  /** @default console */
  logger?: ExperimentsLogger;
}

/** The visitor id experiments bucket on: the `ATC_ID` cookie, or undefined when it is missing or empty. */
export function readVisitorId(cookies: CookieJar, options: ReadVisitorIdOptions): string | undefined {
  const id = cookies.get(COOKIES.visitorId.name) || undefined;
  if (id === undefined && options.side === 'server')
    (options.logger ?? consoleLogger).error(MISSING_VISITOR_ID_MESSAGE);
  return id;
}
