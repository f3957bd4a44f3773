import type { Worker } from 'node:worker_threads';
import type { ThreadMemory } from '@forecourt/contracts';
import type { FacetKey, ListingSearch } from './listing-search';
import type { IndexAnswer, RadiusCounts, SearchIndex } from './search-index-handle';
import type { IndexChange } from './search-layers';
import type { SearchSnapshot } from './search-snapshot';
import { buffersOf, spawnWorker } from './spawn-worker';

type Question =
  | { kind: 'query'; search: ListingSearch; facetKeys: readonly FacetKey[] | undefined }
  | { kind: 'countWithin'; search: ListingSearch; radii: readonly number[] }
  | { kind: 'apply'; change: IndexChange }
  | { kind: 'compact' }
  | { kind: 'memory' };

/** What the worker holds after a change: the listings, and the rows beside its snapshot. */
export interface AppliedChange {
  size: number;
  layered: number;
}

export type IndexWorkerRequest = Question & { id: number };

export type IndexWorkerReply =
  | { id: number; result: IndexAnswer | RadiusCounts | AppliedChange | ThreadMemory }
  | { id: number; error: string };

/**
 * The worker could not answer: `INDEX_WORKER_STOPPED` when it failed to start, stopped or was closed (the search
 * can go to SQL while a new index loads), `INDEX_SEARCH_FAILED` when the search threw inside it (a bug of ours).
 */
export class IndexWorkerError extends Error {
  override readonly name = 'IndexWorkerError';
  constructor(
    readonly code: 'INDEX_WORKER_STOPPED' | 'INDEX_SEARCH_FAILED',
    message: string,
  ) {
    super(message);
  }
}

const stopped = (message: string) => new IndexWorkerError('INDEX_WORKER_STOPPED', message);

function spawn(snapshot: SearchSnapshot): Worker {
  return spawnWorker('search-worker', { workerData: { snapshot }, transferList: buffersOf(snapshot) });
}

/**
 * The index in a worker thread of its own, for a snapshot large enough that its searches are worth a second core:
 * the server's thread then builds replies while the worker scans. The snapshot's buffers are moved to the worker
 * (the caller must not read them afterwards); it resolves once the worker has readied the snapshot.
 */
export async function startIndexWorker(snapshot: SearchSnapshot): Promise<SearchIndex> {
  let size = snapshot.size;
  let layered = 0;
  const worker = spawn(snapshot);
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let failure: IndexWorkerError | undefined;
  const fail = (error: IndexWorkerError) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  await new Promise<void>((resolve, reject) => {
    const started = () => {
      worker.off('error', failed).off('exit', exited);
      resolve();
    };
    const failed = (error: Error) => {
      worker.off('message', started).off('exit', exited);
      reject(stopped(`the search worker failed to start: ${error}`));
    };
    const exited = (code: number) => {
      worker.off('message', started).off('error', failed);
      reject(stopped(`the search worker exited (${code}) as it started`));
    };
    worker.once('message', started).once('error', failed).once('exit', exited);
  });
  const drained: (() => void)[] = [];
  worker.on('message', (reply: IndexWorkerReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new IndexWorkerError('INDEX_SEARCH_FAILED', reply.error));
    else waiting?.resolve(reply.result as never);
    if (pending.size === 0) for (const done of drained.splice(0)) done();
  });
  worker.on('error', (error) => fail(stopped(`the search worker failed: ${error}`)));
  worker.on('exit', (code) => fail(stopped(`the search worker stopped (exit code ${code})`)));

  let next = 0;
  const ask = <T>(question: Question): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      worker.postMessage({ ...question, id } satisfies IndexWorkerRequest);
    });
  };
  return {
    get size() {
      return size;
    },
    get layered() {
      return layered;
    },
    apply: async (change) => {
      const held = await ask<AppliedChange>({ kind: 'apply', change });
      size = held.size;
      layered = held.layered;
    },
    compact: async () => {
      const held = await ask<AppliedChange>({ kind: 'compact' });
      size = held.size;
      layered = held.layered;
    },
    query: (search, facetKeys) => ask<IndexAnswer>({ kind: 'query', search, facetKeys }),
    countWithin: (search, radii) => ask<RadiusCounts>({ kind: 'countWithin', search, radii }),
    memory: () => ask<ThreadMemory>({ kind: 'memory' }),
    // Searches already asked are answered first (those of a replaced index are under way); new ones are refused.
    close: async () => {
      failure ??= stopped('the search index was closed');
      if (pending.size > 0) await new Promise<void>((resolve) => drained.push(resolve));
      await worker.terminate();
    },
  };
}
