import { COOKIES } from '@forecourt/brand';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oauth from 'oauth4webapi';
import { PROFILE_PATH, PROFILE_RETURN_PATH } from '../profile-path';
import { safeReturnTo } from './safe-return-to';
import { isSameOriginRequest } from './same-origin-request';
import type { Sealer, SessionData, SignInData, SignOutData } from './session-cookie';
import { createSessionRenewer } from './session-renewal';

/** Where identity sends the shopper back after signing out (registered for every brand client). */
export const SIGNED_OUT_PATH = '/auth/signed-out';

/** What a sign-out refused as cross-site says (403). */
export const CROSS_SITE_SIGN_OUT =
  'This sign-out did not come from this site, so you are still signed in. Use the Sign out button on the site.';

/** Requests that never need the session: no renewal for them (the auth routes handle their own). */
const NO_SESSION_WORK = /^\/(assets|media|auth)\/|^\/favicon\.ico$/;

export interface AuthOptions {
  /** The OpenID Connect issuer, e.g. the identity app at http://localhost:4100. */
  readonly issuer: string;
  readonly clientId: string;
  /** The brand app's public origin: the redirect URI is `{origin}/auth/callback`. */
  readonly origin: string;
  readonly sealer: Sealer;
  /** Mark cookies Secure: true unless the origin is plain http (localhost). */
  readonly secureCookies: boolean;
}

/** The session each request ended up with once renewed (or `null` once the issuer ended it), for readSession. */
const renewedSessions = new WeakMap<FastifyRequest, SessionData | null>();

/**
 * Sign-in through the identity service with the authorisation code flow and PKCE (oauth4webapi): the brand server
 * is the OpenID client, keeps the tokens in a sealed HttpOnly cookie, and forwards the access token on API calls.
 * The access token lives minutes: before a page renders or an API call is forwarded, a token about to lapse is
 * renewed with the refresh token (session-renewal.ts). Sign-out is RP-initiated logout: the session cookie is
 * cleared, its refresh token revoked, and the browser sent to identity's end-session endpoint, which ends the
 * identity session and returns to /auth/signed-out.
 */
export function registerAuthRoutes(app: FastifyInstance, options: AuthOptions): void {
  const client: oauth.Client = { client_id: options.clientId };
  const redirectUri = `${options.origin}/auth/callback`;
  const insecure = new URL(options.issuer).protocol === 'http:';
  const requestOptions = { [oauth.allowInsecureRequests]: insecure };
  let server: Promise<oauth.AuthorizationServer> | undefined;
  // Discovered on first use and kept; a failed discovery is retried on the next sign-in.
  const authorizationServer = () => {
    server ??= (async () => {
      const issuer = new URL(options.issuer);
      const response = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...requestOptions });
      return oauth.processDiscoveryResponse(issuer, response);
    })().catch((error: unknown) => {
      server = undefined;
      throw error;
    });
    return server;
  };
  const now = Date.now;
  const renewer = createSessionRenewer({ authorizationServer, client, requestOptions, now });
  const cookie = (
    reply: FastifyReply,
    spec: (typeof COOKIES)['session' | 'signIn' | 'welcome'],
    value: string,
    maxAge: number = spec.maxAge,
  ) =>
    reply.setCookie(spec.name, value, {
      path: spec.path,
      httpOnly: spec.httpOnly,
      sameSite: 'lax',
      secure: options.secureCookies,
      maxAge,
    });

  // A cleared cookie is written with the attributes it was set with: Secure, HttpOnly and SameSite as well.
  const clear = (reply: FastifyReply, spec: (typeof COOKIES)['session' | 'signIn']) =>
    reply.clearCookie(spec.name, {
      path: spec.path,
      httpOnly: spec.httpOnly,
      sameSite: 'lax',
      secure: options.secureCookies,
    });

  /** The session cookie: as long as the refresh token can renew it (the identity session), else the token's life. */
  const writeSession = async (reply: FastifyReply, session: SessionData) => {
    const lifetime = session.refreshToken
      ? COOKIES.session.maxAge
      : Math.max(60, session.expiresAt - Math.floor(now() / 1000));
    cookie(reply, COOKIES.session, await options.sealer.seal(session, lifetime), lifetime);
  };

  // Renewal before anything reads the session: the page render (sessionOf) and the /api proxy (its preHandler) both
  // go through readSession, which sees what this hook decided.
  app.addHook('onRequest', async (request, reply) => {
    const sealed = request.cookies[COOKIES.session.name];
    if (!sealed || NO_SESSION_WORK.test(request.url)) return;
    const session = await options.sealer.open<SessionData>(sealed);
    if (!session || !renewer.due(session)) return;
    const outcome = await renewer.renew(session);
    if (outcome.kind === 'renewed') {
      renewedSessions.set(request, outcome.session);
      await writeSession(reply, outcome.session);
    } else if (outcome.kind === 'ended') {
      renewedSessions.set(request, null);
      clear(reply, COOKIES.session);
    } else {
      request.log.warn(
        { err: outcome.error },
        'could not renew the access token: the identity service did not answer',
      );
    }
  });

  app.get('/auth/login', async (request: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply) => {
    const as = await authorizationServer();
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const pending: SignInData = { verifier, state, returnTo: safeReturnTo(request.query.returnTo) };
    cookie(reply, COOKIES.signIn, await options.sealer.seal(pending, COOKIES.signIn.maxAge));
    const url = new URL(as.authorization_endpoint ?? `${options.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: options.clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    return reply.redirect(url.href, 303);
  });

  // The profile edit screen is "hosted by the login service" (spec 000 s2): the header's Profile link comes here
  // and goes on to the identity service's form, which returns through PROFILE_RETURN_PATH to the page the shopper
  // was on.
  app.get(PROFILE_PATH, async (request: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply) => {
    const back = new URLSearchParams({ returnTo: safeReturnTo(request.query.returnTo) });
    const url = new URL('/profile', options.issuer);
    url.search = new URLSearchParams({
      return_to: `${options.origin}${PROFILE_RETURN_PATH}?${back}`,
    }).toString();
    return reply.redirect(url.href, 303);
  });

  // Back from the profile form: the session is renewed whether or not its token is due, so its name is the one the
  // shopper just saved (the greeting kept the sign-in's name for up to the token's life otherwise).
  app.get(
    PROFILE_RETURN_PATH,
    async (request: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply) => {
      const session = await options.sealer.open<SessionData>(request.cookies[COOKIES.session.name]);
      if (session?.refreshToken) {
        const outcome = await renewer.renew(session);
        if (outcome.kind === 'renewed') await writeSession(reply, outcome.session);
        else if (outcome.kind === 'ended') clear(reply, COOKIES.session);
        else request.log.warn({ err: outcome.error }, 'could not renew the session after a profile edit');
      }
      return reply.redirect(safeReturnTo(request.query.returnTo), 303);
    },
  );

  app.get('/auth/callback', async (request, reply) => {
    const pending = await options.sealer.open<SignInData>(request.cookies[COOKIES.signIn.name]);
    clear(reply, COOKIES.signIn);
    if (!pending) return reply.redirect('/auth/login', 303);
    const as = await authorizationServer();
    const current = new URL(`${options.origin}${request.url}`);
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(as, client, current, pending.state);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in refused by the identity service');
      return reply.code(400).type('text/html').send(signInFailedPage());
    }
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      params,
      redirectUri,
      pending.verifier,
      requestOptions,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    const claims = oauth.getValidatedIdTokenClaims(tokens);
    await writeSession(reply, {
      accessToken: tokens.access_token,
      expiresAt: Math.floor(now() / 1000) + Math.max(60, tokens.expires_in ?? COOKIES.session.maxAge),
      ...(tokens.refresh_token && { refreshToken: tokens.refresh_token }),
      ...(tokens.id_token && { idToken: tokens.id_token }),
      ...(typeof claims?.email === 'string' && { email: claims.email }),
      ...(typeof claims?.name === 'string' && { name: claims.name }),
    });
    // The sign-in was the account's sign-up (identity's new_account claim): the next page welcomes the shopper once.
    if (claims?.[NEW_ACCOUNT_CLAIM] === true) cookie(reply, COOKIES.welcome, '1');
    // Again on the way out: a cookie sealed before returnTo was encoded would otherwise put raw bytes in Location.
    return reply.redirect(safeReturnTo(pending.returnTo), 303);
  });

  app.post('/auth/logout', async (request, reply) => {
    if (!isSameOriginRequest(request.headers, options.origin))
      return reply.code(403).type('text/html').send(crossSiteSignOutPage());
    // The access token may have lapsed: the ID token and refresh token in the cookie are what sign-out needs.
    const session = await options.sealer.open<SessionData>(request.cookies[COOKIES.session.name]);
    clear(reply, COOKIES.session);
    const location = await endSessionUrl(session);
    if (String(request.headers.accept ?? '').includes('application/json')) return reply.send({ location });
    return reply.redirect(location, 303);
  });

  app.get(SIGNED_OUT_PATH, async (request: FastifyRequest<{ Querystring: { state?: string } }>, reply) => {
    const state = await options.sealer.open<SignOutData>(request.query.state);
    if (!state?.signOut) request.log.info('a sign-out came back without a state this server sealed');
    return reply.redirect(state?.signOut ? safeReturnTo(state.returnTo) : '/', 303);
  });

  /**
   * Revokes the session's refresh token (identity also revokes it when its session ends; this covers a sign-out
   * that stops at identity's question) and builds identity's end-session URL: id_token_hint, client_id,
   * post_logout_redirect_uri and a sealed state. Without an end-session endpoint (discovery failed, or a provider
   * without RP-initiated logout) the shopper goes home signed out of this brand.
   */
  async function endSessionUrl(session: SessionData | undefined): Promise<string> {
    let as: oauth.AuthorizationServer;
    try {
      as = await authorizationServer();
    } catch (error) {
      app.log.warn({ err: error }, 'sign-out without the identity service: discovery failed');
      return '/';
    }
    if (session?.refreshToken && as.revocation_endpoint) {
      try {
        const response = await oauth.revocationRequest(as, client, oauth.None(), session.refreshToken, {
          ...requestOptions,
          additionalParameters: { token_type_hint: 'refresh_token' },
        });
        await oauth.processRevocationResponse(response);
      } catch (error) {
        app.log.warn({ err: error }, 'could not revoke the refresh token at sign-out');
      }
    }
    if (!as.end_session_endpoint) return '/';
    const state: SignOutData = { signOut: true, returnTo: '/' };
    const url = new URL(as.end_session_endpoint);
    url.search = new URLSearchParams({
      client_id: options.clientId,
      post_logout_redirect_uri: `${options.origin}${SIGNED_OUT_PATH}`,
      state: await options.sealer.seal(state, COOKIES.signIn.maxAge),
      ...(session?.idToken && { id_token_hint: session.idToken }),
    }).toString();
    return url.href;
  }
}

/** The ID token claim identity adds when the sign-in was the account's sign-up (apps/identity new-account-claim.ts). */
export const NEW_ACCOUNT_CLAIM = 'new_account';

/**
 * Whether this page is the first since the shopper signed up, clearing the mark so no later page (or reload) is:
 * the page shows the new-user modal once. Only for a signed-in page; a signed-out one leaves the mark alone.
 */
export function takeWelcome(request: FastifyRequest, reply: FastifyReply, secure: boolean): boolean {
  if (request.cookies[COOKIES.welcome.name] === undefined) return false;
  reply.clearCookie(COOKIES.welcome.name, {
    path: COOKIES.welcome.path,
    httpOnly: COOKIES.welcome.httpOnly,
    sameSite: 'lax',
    secure,
  });
  return true;
}

/**
 * The signed-in session of a request, or undefined: the one the renewal hook wrote for this request if it ran,
 * else the cookie's while its access token is valid.
 */
export async function readSession(request: FastifyRequest, sealer: Sealer): Promise<SessionData | undefined> {
  const renewed = renewedSessions.get(request);
  if (renewed !== undefined) return renewed ?? undefined;
  const session = await sealer.open<SessionData>(request.cookies[COOKIES.session.name]);
  return session && session.expiresAt > Date.now() / 1000 ? session : undefined;
}

function crossSiteSignOutPage(): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign-out refused</title></head><body><main><h1>Sign-out refused</h1><p>${CROSS_SITE_SIGN_OUT}</p><p><a href="/">Go to the site</a></p></main></body></html>`;
}

function signInFailedPage(): string {
  return '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign-in failed</title></head><body><main><h1>Sign-in failed</h1><p>The sign-in did not complete. <a href="/auth/login">Try again</a> or <a href="/">go back to the site</a>.</p></main></body></html>';
}
