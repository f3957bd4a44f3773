import { z } from 'zod';
import type { RegistrationLimits } from './accounts/registration-limits';

/**
 * Every environment variable the API reads, validated once at start: a wrong value stops the server with a
 * message naming the variable, instead of surfacing later as a strange failure. Documented in the README.
 */
export const ENV_SCHEMA = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** A PostgreSQL server. Unset: the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Where PGlite keeps its files. `memory://` keeps nothing (tests). */
  DATA_DIR: z.string().min(1).default('.data/pglite'),
  /** Listings to seed into an empty database at start; 0 starts empty. */
  SEED_LISTINGS: z.coerce.number().int().min(0).max(5_000_000).default(50_000),
  /** The seed number: the same number gives the same inventory. */
  SEED: z.coerce.number().int().default(1),
  /**
   * The OpenID Connect issuers whose access tokens the API accepts, as JSON: `[{ "issuer", "audience",
   * "jwksUri" }]`. The default trusts the embedded identity service of `npm start` (apps/identity).
   */
  OIDC_ISSUERS: z
    .string()
    .default(
      '[{"issuer":"http://localhost:4100","audience":"forecourt-api","jwksUri":"http://localhost:4100/jwks"}]',
    )
    .transform((text, context) => {
      const issuer = z.object({ issuer: z.url(), audience: z.string().min(1), jwksUri: z.url().optional() });
      try {
        const parsed = z.array(issuer).safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
        context.addIssue({
          code: 'custom',
          message: parsed.error.issues[0]?.message ?? 'not a list of issuers',
        });
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON: [{"issuer","audience","jwksUri"}]' });
      }
      return z.NEVER;
    }),
  // Account API limits (issue 8); over a limit is the spec's isOverLimit or a failed quick-save, not an error.
  /** The most saved vehicles one shopper keeps; quick-saves converted past it fail. */
  QUICK_SAVE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(100),
  /** The most saved searches one shopper (or one e-mail light registration) keeps. */
  SAVED_SEARCH_LIMIT: z.coerce.number().int().min(0).max(10_000).default(25),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Whose X-Forwarded-For to believe for the client's address (the per-sender rate limits): `loopback` (the brand
   * apps' /api proxy on this machine), a comma-separated list of addresses and CIDR ranges, `true`
   * (anyone: only behind a proxy that overwrites the header) or `false`.
   */
  TRUST_PROXY: z
    .string()
    .min(1)
    .default('loopback')
    .transform((text): boolean | string => {
      if (text === 'true' || text === 'false') return text === 'true';
      return text;
    }),
  // Light registration limits (issue 12): per sender (client address) and per e-mail address, fixed windows counted
  // in the database (rate_limits), so every instance shares them.
  /** Light registrations one client address may make in its window. */
  REGISTRATION_SENDER_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10),
  REGISTRATION_SENDER_WINDOW_SECONDS: z.coerce.number().int().min(1).max(2_592_000).default(3600),
  /** Light registrations of one e-mail address in its window. */
  REGISTRATION_ADDRESS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5),
  REGISTRATION_ADDRESS_WINDOW_SECONDS: z.coerce.number().int().min(1).max(2_592_000).default(86_400),
  // Alerts (src/alerts/README.md).
  /** Where alert e-mail goes: `smtp://user:pass@host:587` or `smtps://...:465`. Unset: the local mailbox page. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /**
   * `1` serves the local mailbox, `GET /alerts/mailbox` (every e-mail and text the local transports kept), to
   * callers on this machine that come straight to the API's port: a development tool, off unless asked for
   * (`npm start` asks). `0` (the default): the path answers 404.
   */
  DEV_MAILBOX: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((text) => text === '1' || text === 'true'),
  /** Seconds between two passes of the alert worker in the API process; 0 turns the worker off. */
  ALERTS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** The From of alert e-mail. */
  ALERTS_FROM: z.string().min(3).default('Forecourt alerts <alerts@localhost>'),
  /** The shoppers' site: vehicle links in alerts. */
  PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  /**
   * This instance's name among several behind one load balancer (`npm run start:cluster` sets api1, api2, ...):
   * sent as `x-instance` on every reply. Unset: no header.
   */
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes, underscores or colons')
    .optional(),
  /** This API as shoppers reach it: the unsubscribe link in alerts. */
  PUBLIC_API_URL: z.url().default('http://localhost:4000'),
});

export type ApiConfig = z.infer<typeof ENV_SCHEMA>;

/** The registration limits of a configuration, for buildServer's `registrationLimits`. */
export function registrationLimitsOf(config: ApiConfig): RegistrationLimits {
  return {
    sender: {
      max: config.REGISTRATION_SENDER_MAX,
      windowMs: config.REGISTRATION_SENDER_WINDOW_SECONDS * 1000,
    },
    address: {
      max: config.REGISTRATION_ADDRESS_MAX,
      windowMs: config.REGISTRATION_ADDRESS_WINDOW_SECONDS * 1000,
    },
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
export function readConfig(env: Record<string, string | undefined>): ApiConfig {
  const parsed = ENV_SCHEMA.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}
