import { describe, expect, it } from 'vitest';
import { COOKIES, CookieError, createCookieJar } from './index';

function jar(header?: string, secure?: boolean) {
  const sent: string[] = [];
  const cookies = createCookieJar({ read: () => header, write: (line) => sent.push(line), secure });
  return { cookies, sent };
}

describe('COOKIES (spec 002 s9, 001 s9, 000 s9)', () => {
  it.each([
    ['visitorId', 'ATC_ID', 126_230_400], // "Id cookie ATC_ID, path /, max age about 4 years (126230400 s)"
    ['walletId', 'pxa_id', 1_262_304_000], // "pxa_id (anonymous id): about 1262304000 s"
    ['consumerId', 'ATC_CONSUMER_ID', 2_592_000], // "Auth consumer cookie: 30 days (2592000 s)"
    ['oneTapSuppressed', 'ATC_ONE_TAP_SUPPRESSED', 86_400], // "One-tap sign-in suppression cookie: 86400 s"
    ['userZip', 'ATC_USER_ZIP', 2_592_000], // "Location cookie expiry 30 days"
    ['userRadius', 'ATC_USER_RADIUS', 2_592_000], // "radius cookie ATC_USER_RADIUS"
    ['forcedFeatures', 'ATC_FORCE_FEATURES', 63_072_000], // experiment "cookie max age 2 years"
  ] as const)('%s is %s for %i s, path /', (key, name, maxAge) => {
    expect(COOKIES[key]).toMatchObject({ name, maxAge, path: '/' });
  });
});

describe('createCookieJar', () => {
  it('reads a cookie from the header it is given', () => {
    expect(jar('ATC_ID=abc123; pxa_id=w-1').cookies.get('pxa_id')).toBe('w-1');
    expect(jar(undefined).cookies.get('ATC_ID')).toBeUndefined();
  });

  it('writes a known cookie with its spec lifetime, path /, SameSite=Lax and Secure', () => {
    const { cookies, sent } = jar();
    cookies.set('ATC_ID', 'abc123');
    expect(sent).toEqual(['ATC_ID=abc123; Max-Age=126230400; Path=/; Secure; SameSite=Lax']);
  });

  it('leaves Secure off when the jar is told it serves plain-http localhost', () => {
    const { cookies, sent } = jar(undefined, false);
    cookies.set(COOKIES.userRadius.name, '75');
    expect(sent[0]).toBe('ATC_USER_RADIUS=75; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('sees its own writes and removals before the next request', () => {
    const { cookies, sent } = jar('ATC_USER_ZIP=53703');
    cookies.set('ATC_USER_ZIP', '78701');
    expect(cookies.get('ATC_USER_ZIP')).toBe('78701');
    cookies.remove('ATC_USER_ZIP');
    expect(cookies.get('ATC_USER_ZIP')).toBeUndefined();
    expect(sent[1]).toBe('ATC_USER_ZIP=; Max-Age=0; Path=/; Secure; SameSite=Lax');
  });

  // Spec 001 s5: "Cookie names and values must match cookie syntax or an error is raised."
  it.each([
    ['bad name', 'ATC ID', 'x', 'INVALID_COOKIE_NAME'],
    ['name with =', 'a=b', 'x', 'INVALID_COOKIE_NAME'],
    ['value with a space', 'ATC_ID', 'Madison WI', 'INVALID_COOKIE_VALUE'],
    ['value with ;', 'ATC_ID', 'a;b', 'INVALID_COOKIE_VALUE'],
    ['value with ,', 'ATC_ID', 'a,b', 'INVALID_COOKIE_VALUE'],
    ['value with "', 'ATC_ID', 'a"b', 'INVALID_COOKIE_VALUE'],
    ['value with \\', 'ATC_ID', 'a\\b', 'INVALID_COOKIE_VALUE'],
    ['name with (', 'ATC(ID', 'x', 'INVALID_COOKIE_NAME'],
  ])('raises CookieError for a %s', (_, name, value, code) => {
    const { cookies, sent } = jar();
    expect(() => cookies.set(name, value)).toThrow(expect.objectContaining({ code, cookieName: name }));
    expect(() => cookies.set(name, value)).toThrow(CookieError);
    expect(sent).toEqual([]);
  });

  it('raises CookieError for an option the cookie syntax refuses', () => {
    expect(() => jar().cookies.set('ATC_ID', 'a', { domain: 'bad domain' })).toThrow(
      expect.objectContaining({ code: 'INVALID_COOKIE_OPTION' }),
    );
  });
});
