// Shoppers with real access tokens: each signs up at the running identity service the way a browser does
// (authorisation code + PKCE, the sign-up form), and the code is exchanged at /token. The API then verifies
// these tokens against identity's JWKS exactly as it does in production; no test issuer is involved, as the
// API process has none (its OIDC_ISSUERS takes a JWKS URI only).
import { createHash, randomBytes } from 'node:crypto';

export interface OpenIdClient {
  clientId: string;
  redirectUri: string;
}

export class SignUpError extends Error {
  readonly code = 'SIGN_UP_FAILED';
  constructor(message: string) {
    super(message);
    this.name = 'SignUpError';
  }
}

/** A cookie-keeping, redirect-reporting client of one origin (what a browser does, as far as sign-up needs). */
function browserFor(origin: string) {
  const jar = new Map<string, string>();
  return async (method: 'GET' | 'POST', path: string, form?: Record<string, string>) => {
    const response = await fetch(new URL(path, origin), {
      method,
      redirect: 'manual',
      headers: {
        ...(jar.size > 0 && { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form && { body: new URLSearchParams(form).toString() }),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) jar.delete(pair.slice(0, at).trim());
      else jar.set(pair.slice(0, at).trim(), value);
    }
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get('location') ?? undefined };
  };
}

/** Signs one shopper up and returns their access token for the API. */
export async function signUpShopper(
  identityUrl: string,
  client: OpenIdClient,
  email: string,
): Promise<string> {
  const request = browserFor(identityUrl);
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    redirect_uri: client.redirectUri,
    scope: 'openid email profile',
    state: 'bench',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const started = await request('GET', `/auth?${authorize}`);
  if (!started.location) throw new SignUpError(`/auth answered ${started.status} without a redirect`);
  const interaction = new URL(started.location, identityUrl).pathname;
  let step = await request('POST', `${interaction}/sign-up`, {
    email,
    password: 'correct horse battery',
    firstName: 'Bench',
    lastName: 'Shopper',
  });
  // Follow identity's own redirects until it sends the browser back to the client with a code.
  for (let hops = 0; hops < 10 && step.location && !step.location.startsWith(client.redirectUri); hops++) {
    step = await request('GET', step.location);
  }
  const code = step.location ? new URL(step.location).searchParams.get('code') : null;
  if (!code) throw new SignUpError(`sign-up of ${email} ended with ${step.status} ${step.location ?? ''}`);
  const token = await fetch(new URL('/token', identityUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: client.clientId,
      code,
      code_verifier: verifier,
      redirect_uri: client.redirectUri,
    }).toString(),
  });
  const reply = (await token.json()) as { access_token?: string; error?: string };
  if (!reply.access_token) throw new SignUpError(`/token answered ${token.status} ${reply.error ?? ''}`);
  return reply.access_token;
}

/** `count` shoppers, one after another (sign-up hashes a password: doing them at once only queues them). */
export async function signUpShoppers(
  identityUrl: string,
  client: OpenIdClient,
  count: number,
): Promise<string[]> {
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  for (let index = 0; index < count; index++) {
    tokens.push(await signUpShopper(identityUrl, client, `bench-${run}-${index}@example.com`));
  }
  return tokens;
}
