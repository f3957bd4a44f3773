import { parse, serialize } from 'cookie';
import { CookieError } from './cookie-error';
import { COOKIES, type CookieJar, type CookieSpec, type CookieWriteOptions } from './cookies';

export interface CookieJarOptions {
  /** The current `Cookie` header (server) or `document.cookie` (browser); read on every `get`. */
  read: () => string | undefined;
  /** Receives one serialised `Set-Cookie` value (server: append to the reply; browser: assign document.cookie). */
  write: (setCookie: string) => void;
  /** Marks every cookie `Secure`. @default true (pass false on plain-http localhost only) */
  secure?: boolean;
}

const SPEC_BY_NAME: ReadonlyMap<string, CookieSpec> = new Map(
  Object.values(COOKIES).map((spec) => [spec.name, spec]),
);

/** RFC 6265 token: visible ASCII except separators such as `=`, `;`, `,` and space. */
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** RFC 6265 cookie-octet: visible ASCII except `"`, `,`, `;` and `\` (the `cookie` package lets some of them through). */
const VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/**
 * A cookie jar over a read and a write function. Writes made through the jar are seen by later reads in the
 * same request, because on the server the request's Cookie header does not change when a Set-Cookie goes out.
 */
export function createCookieJar(options: CookieJarOptions): CookieJar {
  const secure = options.secure ?? true;
  const written = new Map<string, string | undefined>();

  function write(name: string, value: string, settings: CookieWriteOptions): void {
    if (!NAME.test(name)) throw new CookieError('INVALID_COOKIE_NAME', name, `Invalid cookie name: ${name}`);
    if (!VALUE.test(value)) {
      throw new CookieError('INVALID_COOKIE_VALUE', name, `Invalid value for cookie ${name}: ${value}`);
    }
    const spec = SPEC_BY_NAME.get(name);
    let header: string;
    try {
      header = serialize(name, value, {
        encode: (text) => text,
        maxAge: settings.maxAge ?? spec?.maxAge,
        path: settings.path ?? spec?.path ?? '/',
        httpOnly: settings.httpOnly ?? spec?.httpOnly ?? false,
        secure: settings.secure ?? secure,
        sameSite: settings.sameSite ?? 'lax',
        domain: settings.domain,
      });
    } catch (error) {
      throw new CookieError('INVALID_COOKIE_OPTION', name, (error as Error).message);
    }
    options.write(header);
  }

  return {
    get(name) {
      if (written.has(name)) return written.get(name);
      const header = options.read();
      return header ? parse(header)[name] : undefined;
    },
    set(name, value, settings = {}) {
      write(name, value, settings);
      written.set(name, settings.maxAge === 0 ? undefined : value);
    },
    remove(name, settings = {}) {
      write(name, '', { ...settings, maxAge: 0 });
      written.set(name, undefined);
    },
  };
}
