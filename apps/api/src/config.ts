import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ApiConfig = z.infer<typeof ENV_SCHEMA>;

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
