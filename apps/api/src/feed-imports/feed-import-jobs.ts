import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { FeedImport, feedRejectedRowSchema, feedReplacedListingSchema } from '@forecourt/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { FeedFormatError, type FeedMapping } from '../data/import/feed-format';
import { importDealerFeed } from '../data/import/import-dealer-feed';
import type { FeedImportsTable, Schema } from '../db/schema';

/** Finished imports the database keeps (ours): past this the oldest finished ones are deleted. */
export const FEED_IMPORTS_KEPT = 100;
/**
 * How often a running import writes its progress (bytes read) to the database, at most (ours): a poll every second
 * sees it move, and a 64 MiB feed read in 64 KiB chunks is not a thousand updates. Each batch of rows also writes.
 */
export const PROGRESS_SAVE_MS = 250;

export interface FeedImportJobsOptions {
  db: Kysely<Schema>;
  clock: Clock;
  /**
   * After an import wrote (all of it, or batches before it failed), before the job says it finished: the listing
   * reads' cache is cleared and the search index catches up, so a search after "done" finds the cars.
   */
  onListingsChanged: () => Promise<void> | void;
  /** An import that failed for a reason of ours (not the feed's), or progress that could not be saved: logged. */
  onError: (error: unknown) => void;
  /** This instance's name (INSTANCE_ID), stored with the imports it runs. @default none */
  instance?: string;
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
  /** Records the import (queued), queues it (one runs at a time per instance) and returns it as it stands. */
  start(upload: StartedUpload): Promise<FeedImport>;
  /** Any import of any instance on this database, as last saved. */
  get(id: string): Promise<FeedImport | undefined>;
  /** Resolves once every import queued here so far has finished and saved (tests; closing the server). */
  idle(): Promise<void>;
  /**
   * Marks this instance's imports that a previous run of it left queued or running (it stopped mid-way: their
   * queue and file are gone) as failed with INTERRUPTED, so a poll ends instead of waiting for ever. Resolves to how
   * many it marked.
   */
  failInterrupted(): Promise<number>;
}

/** The error of an import whose instance stopped before it finished. */
export const INTERRUPTED_ERROR = Object.freeze({
  code: 'INTERRUPTED',
  message: 'The API stopped during this import; upload the feed again (the same rows update the same cars).',
});

type Row = Selectable<FeedImportsTable>;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function fromRow(row: Row): FeedImport {
  return {
    id: row.id,
    status: row.status,
    fileName: row.file_name,
    bytesTotal: Number(row.bytes_total),
    bytesRead: Number(row.bytes_read),
    rows: row.rows,
    imported: row.imported,
    updated: row.updated,
    rejected: row.rejected as z.output<typeof feedRejectedRowSchema>[],
    replaced: row.replaced as z.output<typeof feedReplacedListingSchema>[],
    error: row.error,
    startedAt: iso(row.started_at),
    finishedAt: row.finished_at === null ? null : iso(row.finished_at),
  };
}

/** What an import's progress writes: everything that changes while it runs. */
const progressOf = (job: FeedImport) => ({
  status: job.status,
  bytes_read: job.bytesRead,
  rows: job.rows,
  imported: job.imported,
  updated: job.updated,
  rejected: JSON.stringify(job.rejected),
  replaced: JSON.stringify(job.replaced),
  error: job.error === null ? null : JSON.stringify(job.error),
  finished_at: job.finishedAt,
});

/**
 * The running API's feed imports: each upload is imported from its file by the same `importDealerFeed` as
 * `forecourt import`, into the server's own database, one after another on the instance that took the upload (it
 * holds the file). The import's state lives in the database's `feed_imports` (migration 013), saved as it runs, so
 * `GET /operator-api/feed-imports/:id` answers the same on every instance behind a load balancer.
 */
export function createFeedImportJobs(options: FeedImportJobsOptions): FeedImportJobs {
  const { db } = options;
  let queue: Promise<void> = Promise.resolve();
  // Imports started before this moment by an instance of this name are no run of this process's.
  const startedAt = options.clock.now();

  const run = async (job: FeedImport, upload: StartedUpload) => {
    // Saves one after another, so an older state never lands after a newer one; a save that fails is logged and the
    // import goes on (the last save, once it is done, writes everything again).
    let saving: Promise<void> = Promise.resolve();
    let lastSaved = 0;
    const save = () => {
      lastSaved = Date.now();
      const state = progressOf(job);
      saving = saving
        .then(() => db.updateTable('feed_imports').set(state).where('id', '=', job.id).execute())
        .then(
          () => undefined,
          (error: unknown) => options.onError(error),
        );
      return saving;
    };
    const saveSoon = () => {
      if (Date.now() - lastSaved >= PROGRESS_SAVE_MS) void save();
    };

    job.status = 'running';
    await save();
    const input = createReadStream(upload.file);
    // The chunks as the importer takes them: how far into the file it is.
    async function* counted() {
      for await (const chunk of input as AsyncIterable<Buffer>) {
        job.bytesRead += chunk.length;
        saveSoon();
        yield chunk;
      }
    }
    let finished: FeedImport['status'] = 'failed';
    try {
      const report = await importDealerFeed(db, counted(), {
        now: options.clock.now(),
        ...(upload.mapping ? { mapping: upload.mapping } : {}),
        onProgress: (progress) => {
          job.rows = progress.rows;
          job.imported = progress.imported;
          job.updated = progress.updated;
          job.rejected = [...progress.rejected];
          job.replaced = [...progress.replaced];
          void save();
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
      await save();
      await rm(upload.file, { force: true });
    }
  };

  /** Deletes the oldest finished imports past FEED_IMPORTS_KEPT; queued and running ones are never deleted. */
  const forgetOld = async () => {
    const stale = db
      .selectFrom('feed_imports')
      .select('id')
      .where('status', 'in', ['done', 'failed'])
      .orderBy('started_at', 'desc')
      .offset(FEED_IMPORTS_KEPT);
    await db.deleteFrom('feed_imports').where('id', 'in', stale).execute();
  };

  return {
    async start(upload) {
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
      await db
        .insertInto('feed_imports')
        .values({
          id: job.id,
          status: job.status,
          file_name: job.fileName,
          bytes_total: job.bytesTotal,
          instance: options.instance ?? null,
          started_at: job.startedAt,
        })
        .execute();
      await forgetOld();
      const answer = structuredClone(job);
      queue = queue.then(() => run(job, upload));
      return answer;
    },
    async get(id) {
      const row = await db.selectFrom('feed_imports').selectAll().where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    idle: () => queue,
    async failInterrupted() {
      const instance = options.instance ?? null;
      const marked = await db
        .updateTable('feed_imports')
        .set({ status: 'failed', error: JSON.stringify(INTERRUPTED_ERROR), finished_at: options.clock.now() })
        .where('status', 'in', ['queued', 'running'])
        .where('started_at', '<', startedAt)
        .where((eb) => (instance === null ? eb('instance', 'is', null) : eb('instance', '=', instance)))
        .executeTakeFirst();
      return Number(marked.numUpdatedRows);
    },
  };
}
