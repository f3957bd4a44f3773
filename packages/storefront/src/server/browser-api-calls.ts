import { CALL_ROUTES } from '@forecourt/api-client';
import type { ContractName, HttpMethod } from '@forecourt/contracts';

/**
 * The contracts no page's script calls through the brand server, each with why. Every other contract is a call the
 * storefront's browser client (`createApiClient` in `client.tsx`, the saved-items, wallet and compare stores over
 * it, the share and lead forms, the vitals reporter) makes, and passes. A contract added to `CONTRACTS` is a
 * browser call until it is listed here: a test holds the two lists to cover `CALL_ROUTES` exactly.
 */
export const NOT_FROM_BROWSER: Readonly<Partial<Record<ContractName, string>>> = Object.freeze({
  getWebVitalsSummary:
    "an operator's readout of every shopper's page timings (the bench reads it on the API)",
  getDatafile: 'no page loads the experiments datafile: nothing in the storefront calls it',
  updateRecentSearch: 'no client renames a recent search; the storefront adds and removes them',
});

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

interface AllowedCall {
  readonly method: HttpMethod;
  readonly pattern: RegExp;
}

/** `/rest/lsc/listing/:listingId/report` as an anchored expression: a parameter is one non-empty path segment. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, (char) => `\\${char}`),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

const ALLOWED: readonly AllowedCall[] = (Object.keys(CALL_ROUTES) as ContractName[])
  .filter((name) => !(name in NOT_FROM_BROWSER))
  .map((name) => ({ method: CALL_ROUTES[name].method, pattern: patternOf(CALL_ROUTES[name].path) }));

/**
 * Whether the brand server forwards `method` and `path` (the API's path: the `/api` prefix taken off, no query) to
 * the API: only the contracts' routes of the calls a browser makes, matched as the API's router matches them
 * (case-sensitive, no trailing slash, a parameter one segment, never a dot segment). Anything else, the local mailbox, the web-vitals
 * summary, `/openapi.json`, `/health`, a path that is not the API's, answers 404 without reaching the API.
 */
export function isBrowserApiCall(method: string, path: string): boolean {
  // A parameter of `..` (or `%2e%2e`, which URL parsers read alike) would walk the forwarded URL out of its route.
  if (path.split('/').some((segment) => DOT_SEGMENT.test(segment))) return false;
  return ALLOWED.some((call) => call.method === method && call.pattern.test(path));
}
