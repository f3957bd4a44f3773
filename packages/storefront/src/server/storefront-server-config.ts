import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const url = z.url().transform((value) => value.replace(/\/$/, ''));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535),
  HOST: z.string().min(1).default('localhost'),
  /** Where the API is, as the brand server reaches it. */
  API_URL: url.default('http://localhost:4000'),
  /** The OpenID Connect issuer shoppers sign in with. */
  OIDC_ISSUER: url.default('http://localhost:4100'),
  /** This app's client id at the issuer. @default the brand */
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** The public origin shoppers use. @default http://localhost:{PORT} */
  PUBLIC_URL: url.optional(),
  /** 32 bytes, base64url, sealing the session cookies. @default random per start: sessions end on restart */
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((value) => value === undefined || Buffer.from(value, 'base64url').byteLength === 32, {
      message: 'SESSION_SECRET must be 32 bytes, base64url-encoded',
    }),
  /** A request header carrying the visitor's zip from the CDN edge (spec 001 s4 step 5). @default none: step off */
  EDGE_ZIP_HEADER: z.string().min(1).toLowerCase().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Server processes sharing the port (node:cluster). @default one per core (os.availableParallelism()) */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
});

export interface StorefrontServerSettings {
  readonly port: number;
  readonly host: string;
  readonly apiUrl: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly origin: string;
  readonly sessionSecret: Uint8Array;
  readonly logLevel: string;
  /** The header of the edge-provided zip, lower case; none turns the step off. */
  readonly edgeZipHeader?: string | undefined;
  /** Server processes `startStorefrontServer` runs; 1 serves from the starting process. @default 1 */
  readonly workers?: number;
}

/** The brand server's settings from the environment, checked at start: a bad value stops it with the field named. */
export function readServerSettings(
  env: Record<string, string | undefined>,
  defaults: { port: number; clientId: string },
): StorefrontServerSettings {
  const parsed = schema.safeParse({ ...env, PORT: env.PORT ?? defaults.port });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid storefront settings: ${issues.join('; ')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    apiUrl: value.API_URL,
    issuer: value.OIDC_ISSUER,
    clientId: value.OIDC_CLIENT_ID ?? defaults.clientId,
    origin: value.PUBLIC_URL ?? `http://localhost:${value.PORT}`,
    sessionSecret: value.SESSION_SECRET ? Buffer.from(value.SESSION_SECRET, 'base64url') : randomBytes(32),
    logLevel: value.LOG_LEVEL,
    edgeZipHeader: value.EDGE_ZIP_HEADER,
    workers: value.WORKERS ?? availableParallelism(),
  };
}
