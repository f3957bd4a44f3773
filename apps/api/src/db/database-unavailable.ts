/**
 * SQLSTATEs of a server that is going, gone or not back yet: 57P01 admin_shutdown (a fast or smart shutdown ends
 * the session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300
 * too_many_connections. Every code of class 08 (connection exception) counts too.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a server that cannot be reached, or that dropped the connection. */
const UNREACHABLE_SYSCALLS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * pg 8 reports a connection it lost, or one it cannot use any more, with plain Errors that carry no code (see
 * pg/lib/client.js and pg-pool): these fixed texts are all there is to tell them by. The restart test
 * (`database-restart.test.ts`) meets them under load, so a pg upgrade that rewords one fails there.
 */
const PG_CONNECTION_LOST = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
]);

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether `error` says the database cannot be reached right now (restarting, shut down, refusing connections),
 * as opposed to a query or a bug that would fail again the same way. The caller answers 503 and the client may
 * retry; nothing about the request was wrong. Looks through `cause` and an AggregateError's `errors` (Node's
 * connect tries each address of a host name and reports them together).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const code = codeOf(error);
  if (code !== undefined) {
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (UNREACHABLE_SYSCALLS.has(code)) return true;
  } else if (error instanceof Error && PG_CONNECTION_LOST.has(error.message)) {
    return true;
  }
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}
