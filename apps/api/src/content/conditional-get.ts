import type { FastifyInstance } from 'fastify';

/** What tells a client its copy is current: an entity tag and the time the content was last modified. */
export interface Validators {
  /** A strong entity tag, quotes included: `"3f2a9c01b7de"`. */
  etag: string;
  lastModified: Date;
}

/**
 * RFC 9110 s13.1: `If-None-Match` decides when sent (any listed tag, weak or strong, or `*`); otherwise
 * `If-Modified-Since` (the content has not changed since that second). A date that does not parse is ignored.
 */
export function isNotModified(
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
  validators: Validators,
): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === validators.etag);
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  if (Number.isNaN(since)) return false;
  return Math.floor(validators.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * Answers a GET of `path` with 304 and no body when the client's copy is current, before the route runs; the
 * route itself sends the validators on 200 replies. Register inside an encapsulated plugin.
 */
export function answerNotModified(
  scope: FastifyInstance,
  path: string,
  validators: Validators,
  cacheControl: string,
): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== path || !isNotModified(request.headers, validators)) return;
    return reply
      .code(304)
      .header('etag', validators.etag)
      .header('last-modified', validators.lastModified.toUTCString())
      .header('cache-control', cacheControl)
      .send();
  });
}
