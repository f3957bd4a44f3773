/** Where end-to-end tests find the identity service (spec 002 s5, the test authentication environment). */
export type IdentityEnv = 'local' | 'PR' | 'production';

export const IDENTITY_ENVS: readonly IdentityEnv[] = ['local', 'PR', 'production'];

/** Spec 002 s5, verbatim. */
export const VERSION_MUST_BE_NUMBER = 'Version must be a number when env is set to PR';

export class IdentityEnvironmentError extends Error {
  override readonly name = 'IdentityEnvironmentError';
  constructor(
    readonly code: 'INVALID_VERSION' | 'UNKNOWN_ENV',
    message: string,
  ) {
    super(message);
  }
}

export interface IdentityEnvironmentOptions {
  /** Which identity service: the local one, a pull request's preview, or production. */
  env: string;
  /** The pull request number when `env` is 'PR' (a number, or a string of digits). */
  version?: string | number | undefined;
  /** The local service. @default 'http://localhost:4100' */
  localUrl?: string;
  /** A pull request's preview service. @default (pr) => `https://identity-pr-${pr}.preview.forecourt.dev` */
  prUrl?: (version: number) => string;
  /** The production service. @default 'https://identity.forecourt.dev' */
  productionUrl?: string;
}

export interface IdentityEnvironment {
  env: IdentityEnv;
  /** The issuer URL: discovery at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** The pull request number, for env 'PR'. */
  version?: number;
}

/**
 * Picks the identity service for a test run. 'PR' needs a numeric version (spec 002 s5: otherwise it throws
 * 'Version must be a number when env is set to PR'); an unknown env throws too, naming the ones known.
 */
export function identityEnvironment(options: IdentityEnvironmentOptions): IdentityEnvironment {
  const trim = (url: string) => url.replace(/\/$/, '');
  switch (options.env) {
    case 'local':
      return { env: 'local', issuer: trim(options.localUrl ?? 'http://localhost:4100') };
    case 'production':
      return { env: 'production', issuer: trim(options.productionUrl ?? 'https://identity.forecourt.dev') };
    case 'PR': {
      const text = String(options.version ?? '').trim();
      if (!/^\d+$/.test(text)) throw new IdentityEnvironmentError('INVALID_VERSION', VERSION_MUST_BE_NUMBER);
      const version = Number(text);
      const prUrl = options.prUrl ?? ((pr: number) => `https://identity-pr-${pr}.preview.forecourt.dev`);
      return { env: 'PR', issuer: trim(prUrl(version)), version };
    }
    default:
      throw new IdentityEnvironmentError(
        'UNKNOWN_ENV',
        `Unknown identity environment '${options.env}': use one of ${IDENTITY_ENVS.join(', ')}`,
      );
  }
}
