import * as oauth from 'oauth4webapi';
import type { SessionData } from './session-cookie';

/**
 * Renew the access token once it has fewer seconds than this left: long enough that a page's render and the API
 * calls it starts all go out with a token that will not lapse on the way, short against the 300 s tokens.
 */
export const RENEW_BEFORE_EXPIRY_SECONDS = 60;

export type RenewalOutcome =
  /** A fresh access token (and whatever else the issuer sent again). */
  | { readonly kind: 'renewed'; readonly session: SessionData }
  /** The issuer refused the refresh token (signed out, session over, account gone): the session is over here too. */
  | { readonly kind: 'ended' }
  /** The issuer could not be asked (down, timing out): keep the session; its token works until it lapses. */
  | { readonly kind: 'unavailable'; readonly error: unknown };

export interface SessionRenewerOptions {
  readonly authorizationServer: () => Promise<oauth.AuthorizationServer>;
  readonly client: oauth.Client;
  /** oauth4webapi's request options (insecure http to a local issuer). */
  readonly requestOptions?: oauth.TokenEndpointRequestOptions;
  /** Epoch milliseconds. @default Date.now */
  readonly now?: () => number;
}

export interface SessionRenewer {
  /** Whether the session's access token should be renewed now (it has a refresh token and lapses soon). */
  due(session: SessionData): boolean;
  /** Renews with the refresh token; concurrent calls for one refresh token share one request to the issuer. */
  renew(session: SessionData): Promise<RenewalOutcome>;
}

/**
 * The brand server's side of short-lived access tokens: the refresh_token grant against the identity service
 * (oauth4webapi), run before a page renders or an API call is forwarded when the token is about to lapse.
 */
export function createSessionRenewer(options: SessionRenewerOptions): SessionRenewer {
  const now = options.now ?? Date.now;
  const pending = new Map<string, Promise<RenewalOutcome>>();

  async function request(session: SessionData, refreshToken: string): Promise<RenewalOutcome> {
    let tokens: oauth.TokenEndpointResponse;
    try {
      const as = await options.authorizationServer();
      const response = await oauth.refreshTokenGrantRequest(
        as,
        options.client,
        oauth.None(),
        refreshToken,
        options.requestOptions,
      );
      tokens = await oauth.processRefreshTokenResponse(as, options.client, response);
    } catch (error) {
      // invalid_grant is the issuer's "no": revoked, expired, or its session ended (sign-out on any brand).
      if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant')
        return { kind: 'ended' };
      return { kind: 'unavailable', error };
    }
    const claims = oauth.getValidatedIdTokenClaims(tokens);
    return {
      kind: 'renewed',
      session: {
        ...session,
        accessToken: tokens.access_token,
        expiresAt: Math.floor(now() / 1000) + Math.max(60, tokens.expires_in ?? 60),
        refreshToken: tokens.refresh_token ?? refreshToken,
        ...(tokens.id_token && { idToken: tokens.id_token }),
        ...(typeof claims?.email === 'string' && { email: claims.email }),
        ...(typeof claims?.name === 'string' && { name: claims.name }),
      },
    };
  }

  return {
    due: (session) =>
      session.refreshToken !== undefined && session.expiresAt - RENEW_BEFORE_EXPIRY_SECONDS <= now() / 1000,
    renew(session) {
      const { refreshToken } = session;
      if (!refreshToken) return Promise.resolve({ kind: 'ended' });
      let outcome = pending.get(refreshToken);
      if (!outcome) {
        outcome = request(session, refreshToken).finally(() => pending.delete(refreshToken));
        pending.set(refreshToken, outcome);
      }
      return outcome;
    },
  };
}
