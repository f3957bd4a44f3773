import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  location?: string;
}

/**
 * A browser over `app.inject`: it keeps cookies (by name, dropping expired ones) and turns the issuer's absolute
 * URLs back into paths, so a whole sign-in runs without opening a port.
 */
export function createTestBrowser(
  app: FastifyInstance,
  issuer: string,
  options: {
    /** Sent with every request, e.g. a TLS proxy's `x-forwarded-proto`. */
    headers?: Record<string, string>;
    /** The client's address as the server sees it. @default 127.0.0.1 */
    remoteAddress?: string;
  } = {},
) {
  const jar = new Map<string, string>();
  /** Every Set-Cookie line received, in order. */
  const setCookies: string[] = [];

  function remember(setCookie: string | string[] | number | undefined) {
    const lines = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
    setCookies.push(...lines);
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*max-age=0/i.test(attribute) ||
          (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1] ?? '') < Date.now()),
      );
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  function path(url: string): string {
    return url.startsWith(issuer) ? url.slice(issuer.length) || '/' : url;
  }

  async function request(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
  ): Promise<TestResponse> {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method,
      url: path(url),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      headers: {
        ...options.headers,
        host: new URL(issuer).host,
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    remember(response.headers['set-cookie']);
    const location = response.headers.location;
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      ...(typeof location === 'string' ? { location } : {}),
    };
  }

  /** Follows redirects on this service; stops at (and returns) the first one that leaves it. */
  async function follow(first: TestResponse): Promise<TestResponse> {
    let response = first;
    for (let hops = 0; hops < 10 && response.location; hops++) {
      const next = new URL(response.location, issuer);
      if (next.origin !== new URL(issuer).origin) return response;
      response = await request('GET', next.pathname + next.search);
    }
    return response;
  }

  return { request, follow, jar, setCookies };
}

export type TestBrowser = ReturnType<typeof createTestBrowser>;

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The `action` of the page's first form and its hidden inputs. */
export function formOf(body: string): { action: string; hidden: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(body)?.[1] ?? '';
  const hidden: Record<string, string> = {};
  for (const match of body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    hidden[match[1] as string] = (match[2] as string).replace(/&amp;/g, '&');
  return { action: action.replace(/&amp;/g, '&'), hidden };
}
