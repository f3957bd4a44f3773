import { z } from 'zod';
import type { SignInLimits } from './sign-in-throttle';
import type { SignUpLimits } from './sign-up-limits';

/** A brand app allowed to sign shoppers in: its redirect URIs are derived from its origin. */
export interface ClientConfig {
  clientId: string;
  /** e.g. `http://localhost:3000`: redirect `${origin}/auth/callback`, post-logout redirect `${origin}/`. */
  origin: string;
}

export const DEFAULT_CLIENTS: readonly ClientConfig[] = [
  { clientId: 'atc', origin: 'http://localhost:3000' },
  { clientId: 'kbb', origin: 'http://localhost:3001' },
  { clientId: 'ford', origin: 'http://localhost:3002' },
];

const CLIENT = z.object({
  clientId: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i, 'clientId: letters, digits, dot, dash, underscore'),
  origin: z
    .url()
    .refine(
      (value) => new URL(value).origin === value.replace(/\/$/, ''),
      'origin: scheme, host and port only',
    )
    .transform((value) => value.replace(/\/$/, '')),
});

function json<T>(schema: z.ZodType<T>, shape: string) {
  return (text: string, context: z.RefinementCtx): T => {
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      context.addIssue({ code: 'custom', message: `${issue?.path.join('.')}: ${issue?.message}` });
    } catch {
      context.addIssue({ code: 'custom', message: `must be JSON: ${shape}` });
    }
    return z.NEVER;
  };
}

/**
 * Every environment variable identity reads, validated once at start: a wrong value stops the process with a
 * message naming the variable. Documented in the README.
 */
export const ENV_SCHEMA = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(4100),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** The `iss` of every token. Unset: `http://localhost:${PORT}`. */
    ISSUER: z
      .url()
      .transform((value) => value.replace(/\/$/, ''))
      .optional(),
    /** A PostgreSQL server (identity's own `identity_` tables). Unset: PGlite in DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /** PGlite's folder (not the API's: PGlite is single-process). `memory://` keeps nothing. */
    DATA_DIR: z.string().min(1).default('.data/identity'),
    /** The brand apps allowed to sign in, as JSON `[{ "clientId", "origin" }]`. */
    CLIENTS: z
      .string()
      .optional()
      .transform((text, context) =>
        text === undefined
          ? [...DEFAULT_CLIENTS]
          : json(z.array(CLIENT).min(1), '[{"clientId","origin"}]')(text, context),
      ),
    /** The `aud` of access tokens: what the API's OIDC_ISSUERS expects. */
    API_AUDIENCE: z.string().min(1).default('forecourt-api'),
    /** The resource indicator (RFC 8707) that stands for the API; clients may omit it (it is the default). */
    API_RESOURCE: z.url().default('urn:forecourt:api'),
    /**
     * Access token lifetime in seconds: how long a token keeps working after its shopper signed out (the brand
     * servers renew it from the session before it lapses). Default ACCESS_TOKEN_TTL_SECONDS (300).
     */
    ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(300),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Trust X-Forwarded-For and -Proto: `true`, `false`, or the proxies' addresses (comma-separated,
     * CIDR ranges and `loopback` allowed). Unset: `true` when ISSUER is https (this process speaks plain HTTP, so a
     * TLS proxy must be in front, and oidc-provider's cookies are Secure only if it believes that proxy), else
     * `false`.
     */
    TRUST_PROXY: z
      .string()
      .min(1)
      .optional()
      .transform((text): boolean | string | undefined => {
        if (text === undefined) return undefined;
        if (text === 'true' || text === 'false') return text === 'true';
        return text;
      }),
    /** Accounts one client address may create in its window (src/sign-up-limits.ts). */
    SIGN_UP_IP_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10),
    SIGN_UP_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).max(2_592_000).default(3600),
    /** Sign-ups one e-mail address may be used for in its window. */
    SIGN_UP_EMAIL_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5),
    SIGN_UP_EMAIL_WINDOW_SECONDS: z.coerce.number().int().min(1).max(2_592_000).default(86_400),
    /** Failed sign-ins one e-mail address may have in its window before sign-in is paused (src/sign-in-throttle.ts). */
    SIGN_IN_EMAIL_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5),
    SIGN_IN_EMAIL_WINDOW_SECONDS: z.coerce.number().int().min(1).max(2_592_000).default(900),
    /** Failed sign-ins one client address may have in its window. */
    SIGN_IN_IP_MAX: z.coerce.number().int().min(1).max(1_000_000).default(20),
    SIGN_IN_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).max(2_592_000).default(900),
    /**
     * Operators' e-mail addresses, comma-separated: their accounts get the operator role (issue 31), now or when
     * they sign up. Unset: no one is made an operator (roles already stored stay).
     */
    OPERATOR_EMAILS: z
      .string()
      .optional()
      .transform((text, context) => {
        const emails = (text ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== '');
        const wrong = emails.find((email) => !z.email().safeParse(email).success);
        if (wrong !== undefined) {
          context.addIssue({ code: 'custom', message: `"${wrong}" is not an e-mail address` });
          return z.NEVER;
        }
        return emails;
      }),
  })
  .transform((env) => {
    const issuer = env.ISSUER ?? `http://localhost:${env.PORT}`;
    return {
      ...env,
      ISSUER: issuer,
      TRUST_PROXY: env.TRUST_PROXY ?? new URL(issuer).protocol === 'https:',
    };
  });

export type IdentityConfig = z.infer<typeof ENV_SCHEMA>;

/** The sign-up limits of a configuration, for buildServer's `signUpLimits`. */
export function signUpLimitsOf(config: IdentityConfig): SignUpLimits {
  return {
    ip: { max: config.SIGN_UP_IP_MAX, windowMs: config.SIGN_UP_IP_WINDOW_SECONDS * 1000 },
    email: { max: config.SIGN_UP_EMAIL_MAX, windowMs: config.SIGN_UP_EMAIL_WINDOW_SECONDS * 1000 },
  };
}

/** The sign-in limits of a configuration, for buildServer's `signInLimits`. */
export function signInLimitsOf(config: IdentityConfig): SignInLimits {
  return {
    account: { max: config.SIGN_IN_EMAIL_MAX, windowMs: config.SIGN_IN_EMAIL_WINDOW_SECONDS * 1000 },
    ip: { max: config.SIGN_IN_IP_MAX, windowMs: config.SIGN_IN_IP_WINDOW_SECONDS * 1000 },
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly code = 'INVALID_CONFIG';
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
}

/** The configuration from an environment (`process.env` at the edge); throws `ConfigError` naming each bad variable. */
export function readConfig(env: Record<string, string | undefined>): IdentityConfig {
  const parsed = ENV_SCHEMA.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}
