export type CookieErrorCode = 'INVALID_COOKIE_NAME' | 'INVALID_COOKIE_VALUE' | 'INVALID_COOKIE_OPTION';

/**
 * Spec 001 s5: "Cookie names and values must match cookie syntax or an error is raised". Values are not
 * URI-encoded for the caller: an id, a zip or a radius is written as it is, and anything else is a mistake to
 * see, not to hide.
 */
export class CookieError extends Error {
  override readonly name = 'CookieError';
  readonly code: CookieErrorCode;
  readonly cookieName: string;

  constructor(code: CookieErrorCode, cookieName: string, message: string) {
    super(message);
    this.code = code;
    this.cookieName = cookieName;
  }
}
