import { exportJWK, generateKeyPair, type JSONWebKeySet, SignJWT } from 'jose';
import type { TrustedIssuer } from '../auth/token-verifier';

export const TEST_ISSUER = 'https://identity.test';
export const TEST_AUDIENCE = 'forecourt-api';

export interface TestIssuer {
  trusted: TrustedIssuer;
  /** An access token for a subject; every claim can be overridden to build a bad one. */
  token(subject: string, overrides?: TokenOverrides): Promise<string>;
}

export interface TokenOverrides {
  issuer?: string;
  audience?: string;
  /** Seconds from now (negative: already expired). @default 3600 */
  expiresIn?: number;
  email?: string;
  /** The `email_verified` claim. @default absent */
  emailVerified?: boolean;
  /** The `roles` claim (`['operator']`), or any value to test what the API makes of it. @default absent */
  roles?: unknown;
  /** Sign with another key than the one the API trusts. */
  foreignKey?: boolean;
}

/** An OpenID Connect issuer for tests: an ES256 key pair, its JWKS handed to the API in-process. */
export async function createTestIssuer(now: () => Date = () => new Date()): Promise<TestIssuer> {
  const own = await generateKeyPair('ES256', { extractable: true });
  const foreign = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(own.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  const jwks: JSONWebKeySet = { keys: [jwk] };
  return {
    trusted: { issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks },
    token: (subject, overrides = {}) => {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const claims = {
        ...(overrides.email === undefined ? {} : { email: overrides.email }),
        ...(overrides.emailVerified === undefined ? {} : { email_verified: overrides.emailVerified }),
        ...(overrides.roles === undefined ? {} : { roles: overrides.roles }),
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
        .setIssuer(overrides.issuer ?? TEST_ISSUER)
        .setAudience(overrides.audience ?? TEST_AUDIENCE)
        .setSubject(subject)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + (overrides.expiresIn ?? 3600))
        .sign(overrides.foreignKey ? foreign.privateKey : own.privateKey);
    },
  };
}
