import { EncryptJWT, jwtDecrypt } from 'jose';

/** What the session cookie holds, sealed: the API token, how to renew it and end it, and who it belongs to. */
export interface SessionData {
  readonly accessToken: string;
  readonly email?: string;
  readonly name?: string;
  /**
   * Epoch seconds when the access token lapses. With a refresh token the brand server renews it before then; without
   * one (an issuer that gives none) the session ends with it.
   */
  readonly expiresAt: number;
  /** Renews the access token while the identity session lasts (session-renewal.ts); revoked at sign-out. */
  readonly refreshToken?: string;
  /** The ID token, sent back as `id_token_hint` at sign-out so identity ends its session without asking. */
  readonly idToken?: string;
}

/** The `state` of a sign-out, sealed: it proves a return to /auth/signed-out comes from this server's sign-out. */
export interface SignOutData {
  readonly signOut: true;
  readonly returnTo: string;
}

/** A pending sign-in: the PKCE verifier, the state and nonce sent, where to return. */
export interface SignInData {
  readonly verifier: string;
  readonly state: string;
  readonly returnTo: string;
}

/**
 * Seals cookie payloads with a symmetric key (JWE, dir + A256GCM): the browser holds them but can neither read
 * nor forge them, so a session cookie cannot be edited into someone else's.
 */
export function createSealer(secret: Uint8Array) {
  if (secret.byteLength !== 32) throw new Error('The session secret must be 32 bytes');
  return {
    async seal(payload: object, maxAgeSeconds: number): Promise<string> {
      return new EncryptJWT({ ...payload })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${maxAgeSeconds}s`)
        .encrypt(secret);
    },
    /** The payload, or undefined for a missing, tampered or expired cookie. */
    async open<T>(value: string | undefined): Promise<T | undefined> {
      if (!value) return undefined;
      try {
        const { payload } = await jwtDecrypt(value, secret);
        return payload as T;
      } catch {
        return undefined;
      }
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
