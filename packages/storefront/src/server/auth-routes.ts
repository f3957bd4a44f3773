import { COOKIES } from '@forecourt/brand';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oauth from 'oauth4webapi';
import { safeReturnTo } from './safe-return-to';
import type { Sealer, SessionData, SignInData } from './session-cookie';

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

/**
 * Sign-in through the identity service with the authorisation code flow and PKCE (oauth4webapi): the brand server
 * is the OpenID client, keeps the access token in a sealed HttpOnly cookie, and forwards it on API calls.
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
  const cookie = (
    reply: FastifyReply,
    spec: (typeof COOKIES)['session' | 'signIn'],
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
    const lifetime = Math.max(60, tokens.expires_in ?? COOKIES.session.maxAge);
    const session: SessionData = {
      accessToken: tokens.access_token,
      expiresAt: Math.floor(Date.now() / 1000) + lifetime,
      ...(typeof claims?.email === 'string' && { email: claims.email }),
      ...(typeof claims?.name === 'string' && { name: claims.name }),
    };
    cookie(reply, COOKIES.session, await options.sealer.seal(session, lifetime), lifetime);
    return reply.redirect(pending.returnTo, 303);
  });

  app.post('/auth/logout', async (_request, reply) => {
    clear(reply, COOKIES.session);
    return reply.redirect('/', 303);
  });
}

/** The signed-in session of a request, or undefined. */
export async function readSession(request: FastifyRequest, sealer: Sealer): Promise<SessionData | undefined> {
  const session = await sealer.open<SessionData>(request.cookies[COOKIES.session.name]);
  return session && session.expiresAt > Date.now() / 1000 ? session : undefined;
}

function signInFailedPage(): string {
  return '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign-in failed</title></head><body><main><h1>Sign-in failed</h1><p>The sign-in did not complete. <a href="/auth/login">Try again</a> or <a href="/">go back to the site</a>.</p></main></body></html>';
}
