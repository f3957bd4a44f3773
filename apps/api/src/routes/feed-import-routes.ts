import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { FEED_UPLOAD_MAX_BYTES, OPERATOR_CONTRACTS } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import { requireOperator } from '../auth/require-operator';
import { FeedFormatError, type FeedMapping, parseFeedMapping } from '../data/import/feed-format';
import { createFeedImportJobs } from '../feed-imports/feed-import-jobs';
import { ApiFailure, notFound } from '../http/api-failure';
import { route } from '../http/contract-route';
import type { ServerDeps } from '../server-deps';

/** A feed over the upload limit: 413 (the error handler keeps a 4xx `statusCode` and names the body). */
export class FeedTooLarge extends Error {
  override readonly name = 'FeedTooLarge';
  readonly code = 'FEED_TOO_LARGE';
  readonly statusCode = 413;
  constructor(limit: number) {
    super(
      `The feed is larger than ${limit} bytes, the most one upload may carry. Split it into several files.`,
    );
  }
}

export interface FeedImportRouteOptions {
  /** @default FEED_UPLOAD_MAX_BYTES */
  maxBytes?: number;
  /** Where uploads wait for their import. @default the system's temp folder */
  uploadDir?: string;
  /** This instance's name, stored with the imports it runs. @default none */
  instance?: string;
}

/** A 400 naming the body (the contract has no body schema: the CSV is a stream, not JSON). */
const badBody = (message: string) =>
  new ApiFailure('BAD_REQUEST', `body: ${message}`, {
    error: { code: 'BAD_REQUEST', message: `body: ${message}`, field: 'body' },
  });

const MAPPING_FIELD = 'headers["x-feed-mapping"]';

/** The upload's column mapping, or a 400 naming the header with the mapping's own error. */
function readMapping(text: string | undefined): FeedMapping | undefined {
  if (text === undefined) return undefined;
  try {
    return parseFeedMapping(text);
  } catch (error) {
    if (!(error instanceof FeedFormatError)) throw error;
    const message = `${MAPPING_FIELD}: ${error.message}`;
    throw new ApiFailure('BAD_REQUEST', message, {
      error: { code: 'BAD_REQUEST', message, field: MAPPING_FIELD },
    });
  }
}

/**
 * Writes the body to `file` as it arrives, at most `limit` bytes. Past the limit it stops reading without destroying
 * the request (that would close the socket before the 413 is written): the reply says `Connection: close`, and
 * the rest of the body is never read.
 */
async function receive(body: Readable, file: string, limit: number): Promise<number> {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  let bytes = 0;
  try {
    for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limit) throw new FeedTooLarge(limit);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await finished(out);
    return bytes;
  } catch (error) {
    out.destroy();
    await rm(file, { force: true });
    throw error;
  }
}

/**
 * The operator's dealer feed upload (issue 31): `POST /operator-api/feed-imports` with the CSV as the body streams
 * it to a file (never held in memory), answers 202 with the import and its Location, and imports it in the
 * background with the same importer as `forecourt import`; `GET` the Location for progress and the report, from any
 * instance on the database (the import's state is kept there). Both
 * answer 401 without a token and 403 to a token without the operator role, before the request is read.
 */
export function registerFeedImportRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  options: FeedImportRouteOptions = {},
): void {
  const maxBytes = options.maxBytes ?? FEED_UPLOAD_MAX_BYTES;
  const uploadDir = options.uploadDir ?? tmpdir();
  const jobs = createFeedImportJobs({
    db: deps.database.db,
    clock: deps.clock,
    // The listing reads' 120 s cache would otherwise hide new and repriced cars (the search index sees the
    // write by itself: listing_version moved).
    onListingsChanged: () => app.listingsChanged?.(),
    onError: (error) => app.log.error({ err: error }, 'feed import failed'),
    ...(options.instance === undefined ? {} : { instance: options.instance }),
  });
  app.addHook('onClose', () => jobs.idle());
  // What a previous run of this instance left unfinished can never finish: said so, once the server is ready. Only
  // when this instance is known to be the one that ran them: it has a name (INSTANCE_ID), or the database is the
  // embedded PGlite, which one process holds. Unnamed instances sharing a PostgreSQL leave them as they are.
  if (options.instance !== undefined || deps.database.engine === 'pglite') {
    app.addHook('onReady', async () => {
      await jobs.failInterrupted().catch((error: unknown) => app.log.error({ err: error }, 'feed imports'));
    });
  }

  void app.register(async (scope) => {
    // Every body reaches the handler as the raw stream: the contract's header check answers a wrong type with a
    // 400 naming headers.content-type, and the CSV is piped to disk as it arrives.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.addHook('onRequest', async (request) => {
      await requireOperator(app.authenticate, request);
    });

    route(scope, OPERATOR_CONTRACTS.startFeedImport, async ({ headers, request, reply }) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        reply.header('connection', 'close');
        throw new FeedTooLarge(maxBytes);
      }
      // A wrong mapping fails before the body is read: nothing to store, nothing to import.
      const mapping = readMapping(headers['x-feed-mapping']);
      const body = request.body;
      if (!(body instanceof Readable)) throw badBody('send the dealer feed as the request body');
      const file = join(uploadDir, `forecourt-feed-${randomUUID()}.csv`);
      let bytes: number;
      try {
        bytes = await receive(body, file, maxBytes);
      } catch (error) {
        if (error instanceof FeedTooLarge) reply.header('connection', 'close');
        throw error;
      }
      if (bytes === 0) {
        await rm(file, { force: true });
        throw badBody('the feed is empty');
      }
      const job = await jobs.start({
        file,
        bytes,
        fileName: headers['x-feed-filename'] ?? null,
        ...(mapping ? { mapping } : {}),
      });
      reply.header('location', `/operator-api/feed-imports/${job.id}`);
      return job;
    });

    route(scope, OPERATOR_CONTRACTS.getFeedImport, async ({ params }) => {
      const job = await jobs.get(params.importId);
      if (!job) throw notFound(`The feed import ${params.importId}`);
      return job;
    });
  });
}
