import { describe, expect, it } from 'vitest';
import { COOKIES, type CookieKey, createCookieJar } from './index';

// Issue 12: "Cookies the apps set are Secure (outside localhost), HttpOnly where the browser script does not need
// them, SameSite=Lax". The same jar writes them on the server (Set-Cookie) and in the browser (document.cookie);
// the storefront makes it with `secure` from the origin's scheme (PUBLIC_URL on the server, location.protocol in
// the browser).

/** Which cookies page script reads or writes itself, and which only the brand server handles. */
const SCRIPT_NEEDS: Readonly<Record<CookieKey, boolean>> = {
  visitorId: true, // experiments bucket the visitor in the browser
  walletId: true, // the wallet keeps its anonymous id in the browser
  consumerId: true, // the light registration stores the consumer id from the browser (spec 000 s4)
  oneTapSuppressed: true, // "Not now" on the sign-in offer, in the browser
  userZip: true, // the location bar and "Use my location", in the browser
  userRadius: true,
  forcedFeatures: true, // testers set them from the page
  forcedExperiments: true,
  session: false, // the access token: never within reach of page script
  welcome: false, // the brand server marks a sign-up and clears the mark on the next page
  signIn: false, // the PKCE verifier and state: the brand server's alone
};

const ORIGINS = [
  { origin: 'http://localhost:3000', secure: false },
  { origin: 'https://www.forecourt.example', secure: true },
] as const;

function written(secure: boolean, act: (jar: ReturnType<typeof createCookieJar>) => void): string[] {
  const lines: string[] = [];
  act(createCookieJar({ read: () => undefined, write: (line) => lines.push(line), secure }));
  return lines;
}

/** The attributes of a Set-Cookie line other than its lifetime and path, in the order written. */
const flags = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((part) => part.trim())
    .filter((part) => !/^(Max-Age|Path)=/.test(part));

describe.each(ORIGINS)('cookies written for $origin', ({ secure }) => {
  it.each(Object.keys(COOKIES) as CookieKey[])('%s: set and removed with the same attributes', (key) => {
    const spec = COOKIES[key];
    expect(spec.httpOnly).toBe(!SCRIPT_NEEDS[key]);
    const expected = [...(spec.httpOnly ? ['HttpOnly'] : []), ...(secure ? ['Secure'] : []), 'SameSite=Lax'];
    const lines = written(secure, (jar) => {
      jar.set(spec.name, 'v1');
      jar.remove(spec.name);
    });
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.startsWith(`${spec.name}=`)).toBe(true);
      expect(flags(line)).toEqual(expected);
      expect(line).toContain(`Path=${spec.path}`);
    }
  });

  it('writes a cookie outside the table SameSite=Lax too, and never with a Domain that would widen it', () => {
    const [line] = written(secure, (jar) => jar.set('FC_NOTE', 'x'));
    expect(line).toBe(`FC_NOTE=x; Path=/${secure ? '; Secure' : ''}; SameSite=Lax`);
  });
});
