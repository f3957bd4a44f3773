import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { FeedImport } from '@forecourt/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { FeedFormatError, type FeedMapping } from '../data/import/feed-format';
import { importDealerFeed } from '../data/import/import-dealer-feed';
import type { Schema } from '../db/schema';

/** Imports an instance remembers (ours): the oldest finished one is forgotten past this. */
export const FEED_IMPORTS_KEPT = 100;

export interface FeedImportJobsOptions {
  db: Kysely<Schema>;
  clock: Clock;
  /**
   * After an import wrote (all of it, or batches before it failed), before the job says it finished: the listing
   * reads' cache is cleared and the search index catches up, so a search after "done" finds the cars.
   */
  onListingsChanged: () => Promise<void> | void;
  /** An import that failed for a reason of ours (not the feed's): logged. */
  onError: (error: unknown) => void;
}

export interface StartedUpload {
  /** The uploaded feed on disk, removed once imported. */
  file: string;
  bytes: number;
  fileName: string | null;
  /** The column mapping sent with the upload (already checked), when the feed is not the cars.com layout. */
  mapping?: FeedMapping;
}

export interface FeedImportJobs {
  /** Queues the file's import (one runs at a time) and returns it as it stands: queued or running. */
  start(upload: StartedUpload): FeedImport;
  get(id: string): FeedImport | undefined;
  /** Resolves once every import queued so far has finished (tests; closing the server). */
  idle(): Promise<void>;
}

/** A copy, so a caller never holds the live record (and a reply is never half updated). */
const copy = (job: FeedImport): FeedImport => ({
  ...job,
  rejected: [...job.rejected],
  replaced: [...job.replaced],
});

/**
 * The running API's feed imports: each upload is imported from its file by the same `importDealerFeed` as
 * `forecourt import`, into the server's own database, one after another, with its progress (bytes read, rows,
 * imported, updated, rejected) kept in memory for `GET /operator-api/feed-imports/:id`.
 */
export function createFeedImportJobs(options: FeedImportJobsOptions): FeedImportJobs {
  const jobs = new Map<string, FeedImport>();
  let queue: Promise<void> = Promise.resolve();

  const forgetOld = () => {
    for (const [id, job] of jobs) {
      if (jobs.size <= FEED_IMPORTS_KEPT) break;
      if (job.status === 'done' || job.status === 'failed') jobs.delete(id);
    }
  };

  const run = async (job: FeedImport, upload: StartedUpload) => {
    job.status = 'running';
    const input = createReadStream(upload.file);
    // The chunks as the importer takes them: how far into the file it is.
    async function* counted() {
      for await (const chunk of input as AsyncIterable<Buffer>) {
        job.bytesRead += chunk.length;
        yield chunk;
      }
    }
    let finished: FeedImport['status'] = 'failed';
    try {
      const report = await importDealerFeed(options.db, counted(), {
        now: options.clock.now(),
        ...(upload.mapping ? { mapping: upload.mapping } : {}),
        onProgress: (progress) => {
          job.rows = progress.rows;
          job.imported = progress.imported;
          job.updated = progress.updated;
          job.rejected = [...progress.rejected];
          job.replaced = [...progress.replaced];
        },
      });
      job.rows = report.rows;
      job.imported = report.imported;
      job.updated = report.updated;
      job.rejected = [...report.rejected];
      job.replaced = [...report.replaced];
      finished = 'done';
    } catch (error) {
      if (error instanceof FeedFormatError) job.error = { code: error.code, message: error.message };
      else {
        job.error = { code: 'IMPORT_FAILED', message: 'The import failed on our side; see the API log.' };
        options.onError(error);
      }
    } finally {
      input.destroy();
      // Batches are committed one by one: even a failed import may have written some.
      await Promise.resolve().then(options.onListingsChanged).catch(options.onError);
      job.finishedAt = options.clock.now().toISOString();
      job.status = finished;
      await rm(upload.file, { force: true });
    }
  };

  return {
    start(upload) {
      const job: FeedImport = {
        id: randomUUID(),
        status: 'queued',
        fileName: upload.fileName,
        bytesTotal: upload.bytes,
        bytesRead: 0,
        rows: 0,
        imported: 0,
        updated: 0,
        rejected: [],
        replaced: [],
        error: null,
        startedAt: options.clock.now().toISOString(),
        finishedAt: null,
      };
      jobs.set(job.id, job);
      forgetOld();
      queue = queue.then(() => run(job, upload));
      return copy(job);
    },
    get(id) {
      const job = jobs.get(id);
      return job && copy(job);
    },
    idle: () => queue,
  };
}
