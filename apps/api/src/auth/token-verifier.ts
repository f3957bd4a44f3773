import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
} from 'jose';

/** An OpenID Connect issuer whose access tokens the API accepts. */
export interface TrustedIssuer {
  /** The `iss` of its tokens, e.g. `http://localhost:4100`. */
  issuer: string;
  /** The `aud` its tokens must carry for this API. */
  audience: string;
  /** Where its signing keys are published. @default `${issuer}/jwks` is NOT assumed: give it or `jwks` */
  jwksUri?: string;
  /** The keys themselves (tests, or an issuer whose keys are pinned in configuration). */
  jwks?: JSONWebKeySet;
}

/**
 * Asymmetric algorithms only, pinned: a token saying `alg: none` or an HMAC algorithm (which would let anyone
 * holding the public key sign) is refused before any key is looked at.
 */
export const ALLOWED_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;

export type AuthErrorCode = 'MALFORMED_TOKEN' | 'UNKNOWN_ISSUER' | 'INVALID_TOKEN' | 'EXPIRED_TOKEN';

export class AuthError extends Error {
  override readonly name = 'AuthError';
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifiedToken {
  issuer: string;
  subject: string;
  email?: string;
  /** The token's `roles` claim (strings only; none when absent or not a list): `['operator']` for an operator. */
  roles: readonly string[];
  claims: JWTPayload;
}

/** The role that may load dealer feeds into the running API (issue 31). */
export const OPERATOR_ROLE = 'operator';

/** A `roles` claim as a list of strings: anything else (a string, an object, numbers) grants nothing. */
function rolesOf(claim: unknown): string[] {
  return Array.isArray(claim) ? claim.filter((role): role is string => typeof role === 'string') : [];
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

/**
 * Checks an access token against the issuers trusted: the issuer is read from the token only to pick which keys
 * and audience to check it with; then signature (JWKS), algorithm, issuer, audience, expiry and not-before are
 * verified by jose against the injected clock.
 */
export function createTokenVerifier(
  issuers: readonly TrustedIssuer[],
  now: () => Date = () => new Date(),
): TokenVerifier {
  const keys = new Map(
    issuers.map((trusted) => [
      trusted.issuer,
      {
        trusted,
        keySet: trusted.jwks
          ? createLocalJWKSet(trusted.jwks)
          : createRemoteJWKSet(new URL(trusted.jwksUri ?? `${trusted.issuer.replace(/\/$/, '')}/jwks`)),
      },
    ]),
  );
  return async (token) => {
    let issuer: string | undefined;
    try {
      issuer = decodeJwt(token).iss;
    } catch {
      throw new AuthError('MALFORMED_TOKEN', 'The bearer token is not a JWT');
    }
    const entry = issuer === undefined ? undefined : keys.get(issuer);
    if (!entry)
      throw new AuthError('UNKNOWN_ISSUER', 'The bearer token comes from an issuer this API does not trust');
    try {
      const { payload } = await jwtVerify(token, entry.keySet, {
        issuer: entry.trusted.issuer,
        audience: entry.trusted.audience,
        algorithms: [...ALLOWED_ALGORITHMS],
        currentDate: now(),
        requiredClaims: ['sub', 'exp'],
      });
      return {
        issuer: entry.trusted.issuer,
        subject: payload.sub as string,
        ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
        roles: rolesOf(payload.roles),
        claims: payload,
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired)
        throw new AuthError('EXPIRED_TOKEN', 'The bearer token has expired');
      throw new AuthError('INVALID_TOKEN', 'The bearer token is not valid for this API');
    }
  };
}
