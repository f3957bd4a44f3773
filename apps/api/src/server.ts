import { apiError, openApiDocument } from '@forecourt/contracts';
import { createZipcodesDirectory } from '@forecourt/location/zipcodes';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { type AccountLimits, DEFAULT_ACCOUNT_LIMITS } from './accounts/account-limits';
import { createRegistrationLimiter, type RegistrationLimits } from './accounts/registration-limits';
import { createAuthenticate } from './auth/authenticate';
import { createTokenVerifier, type TrustedIssuer } from './auth/token-verifier';
import { type Clock, systemClock } from './clock';
import type { Database } from './db/open-database';
import { ApiFailure, DatabaseUnavailable, databaseUnavailableOr } from './http/api-failure';
import { guardPlainRouteInputs } from './http/plain-route-inputs';
import { registerSecurityHeaders } from './http/security-headers';
import { registerAccountRoutes } from './routes/account-routes';
import { registerAlertRoutes, registerMailboxRoute } from './routes/alert-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerFeedImportRoutes } from './routes/feed-import-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerLeadRoutes } from './routes/lead-routes';
import { registerListingReportRoutes } from './routes/listing-report-routes';
import { registerListingRoutes } from './routes/listing-routes';
import { registerLocationRoutes } from './routes/location-routes';
import { registerPaymentRoutes } from './routes/payment-routes';
import { registerReferenceRoutes } from './routes/reference-routes';
import { registerSeoRoutes } from './routes/seo-routes';
import { registerTelemetryRoutes } from './routes/telemetry-routes';
import { registerWalletRoutes } from './routes/wallet-routes';
import type { ServerDeps } from './server-deps';

export interface ServerOptions {
  database: Database;
  /** @default the system clock */
  clock?: Clock;
  /** @default the `zipcodes` package's US zips, made once per process */
  zips?: ServerDeps['zips'];
  /** @default DEFAULT_ACCOUNT_LIMITS */
  limits?: AccountLimits;
  /** The OpenID Connect issuers whose tokens the API accepts. @default none: every signed-in call answers 401 */
  issuers?: readonly TrustedIssuer[];
  /** Fastify's logger setting. @default false (tests); main.ts passes a level */
  logger?: FastifyServerOptions['logger'];
  /** A log line per request and reply. @default false: the start command's output stays readable */
  logRequests?: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (rate limits by sender), as Fastify's
   * `trustProxy`. @default 'loopback': the brand apps' /api proxy on the same machine (TRUST_PROXY)
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Light registrations per sender and per e-mail address. @default REGISTRATION_LIMITS */
  registrationLimits?: RegistrationLimits;
  /** The most bytes a feed upload may carry. @default FEED_UPLOAD_MAX_BYTES (64 MiB) */
  feedUploadMaxBytes?: number;
  /**
   * Serve the local mailbox (`GET /alerts/mailbox`, every message the local transports kept) to callers on this
   * machine. A development tool. @default false: the path answers 404 (DEV_MAILBOX)
   */
  devMailbox?: boolean;
  /**
   * This instance's name among several behind one load balancer: sent as `x-instance` on every reply and named
   * by `/health/ready`. @default none: no header (INSTANCE_ID)
   */
  instance?: string;
}

let sharedZips: ServerDeps['zips'] | undefined;

const ROUTE_GROUPS = [
  registerListingRoutes,
  registerReferenceRoutes,
  registerSeoRoutes,
  registerLocationRoutes,
  registerPaymentRoutes,
  registerWalletRoutes,
  registerLeadRoutes,
  registerListingReportRoutes,
  registerContentRoutes,
  registerAccountRoutes,
  registerAlertRoutes,
  registerTelemetryRoutes,
];

/**
 * The API as a Fastify instance, not listening: tests call `inject()`, main.ts calls `listen()`. Everything the
 * server touches (database, clock, zip data, logger) comes in here.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: options.logRequests !== true }),
    trustProxy: options.trustProxy ?? 'loopback',
    // Errors the router raises before any handler (a path parameter longer than 100 characters, a malformed
    // Content-Type) get the same error reply as everything else, instead of Fastify's own shape.
    frameworkErrors: (error, _request, reply) => {
      const part = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'params' : 'headers';
      // Fastify types this reply by route generics that do not exist yet at this stage.
      void (reply as unknown as FastifyReply).code(400).send(apiError('BAD_REQUEST', error.message, part));
    },
  });
  sharedZips ??= options.zips ?? createZipcodesDirectory();
  const deps: ServerDeps = {
    database: options.database,
    clock: options.clock ?? systemClock,
    zips: options.zips ?? sharedZips,
    limits: options.limits ?? DEFAULT_ACCOUNT_LIMITS,
  };

  // First, so it sees every route registered after it.
  guardPlainRouteInputs(app);
  await registerSecurityHeaders(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Routes outside the contracts (alert pages, the mailbox) meet a database that is away too: a 503, not a 500.
    const failure = databaseUnavailableOr(error);
    if (failure instanceof DatabaseUnavailable) {
      reply.header('retry-after', String(failure.retryAfterSeconds));
    }
    if (failure instanceof ApiFailure) return reply.code(failure.status).send(failure.reply);
    // Fastify's own 4xx (a body that is not JSON, a payload too large) keep their status and say what was wrong.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(apiError('BAD_REQUEST', error.message, 'body'));
    }
    request.log.error(error);
    return reply.code(500).send(apiError('INTERNAL', 'Something went wrong on our side.'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(apiError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`)),
  );

  app.decorate(
    'authenticate',
    createAuthenticate(
      deps.database.db,
      createTokenVerifier(options.issuers ?? [], () => deps.clock.now()),
      () => deps.clock.now(),
    ),
  );
  app.decorate(
    'registrationLimiter',
    createRegistrationLimiter(deps.database.db, options.registrationLimits),
  );
  const instance = options.instance;
  if (instance !== undefined) {
    // Set as the request arrives, so every reply carries it: errors, 404s and cached bytes alike.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-instance', instance);
    });
  }
  registerHealthRoutes(app, deps, { instance });
  const openApi = openApiDocument({ title: 'Forecourt API', version: '0.1.0' });
  app.get('/openapi.json', async () => openApi);
  for (const register of ROUTE_GROUPS) register(app, deps);
  // Operators only, under /operator-api: no brand server forwards it (their proxies list what browsers call).
  registerFeedImportRoutes(app, deps, {
    ...(options.feedUploadMaxBytes === undefined ? {} : { maxBytes: options.feedUploadMaxBytes }),
    ...(instance === undefined ? {} : { instance }),
  });
  if (options.devMailbox === true) registerMailboxRoute(app, deps);
  return app;
}
