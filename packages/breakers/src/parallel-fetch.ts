import { globalTimers, type Timers } from './environment';
import { ParallelTimeoutError } from './errors';

/** Spec 002 section 9: "Parallel fetch time-out 30 s". */
export const PARALLEL_FETCH_TIMEOUT = 30_000;

export type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

export type ParallelTasks = Readonly<Record<string, (signal: AbortSignal) => Promise<unknown>>>;

export type ParallelResults<T extends ParallelTasks> = {
  [K in keyof T]: Settled<Awaited<ReturnType<T[K]>>>;
};

export interface ParallelFetchOptions {
  /** Milliseconds before every request still running fails with `ParallelTimeoutError`. @default 30000 */
  timeout?: number;
  /** Aborts every request still running; they fail with the signal's reason. @default none */
  signal?: AbortSignal;
  /** @default the global setTimeout and clearTimeout */
  timers?: Timers;
}

/**
 * Runs several requests at once and returns, per key, its result or its failure (spec 002 section 7). Each
 * task gets its own signal, aborted when the shared time-out elapses; a task that ignores it is failed anyway.
 */
export function parallelFetch<T extends ParallelTasks>(
  tasks: T,
  options: ParallelFetchOptions = {},
): Promise<ParallelResults<T>> {
  const { timeout = PARALLEL_FETCH_TIMEOUT, signal, timers = globalTimers } = options;
  const keys = Object.keys(tasks) as (keyof T & string)[];
  const results = {} as Record<string, Settled<unknown>>;
  if (keys.length === 0) return Promise.resolve(results as ParallelResults<T>);

  return new Promise((resolve) => {
    let left = keys.length;
    const controllers = new Map<string, AbortController>();
    const settle = (key: string, outcome: Settled<unknown>) => {
      if (key in results) return;
      results[key] = outcome;
      controllers.delete(key);
      if (--left > 0) return;
      timers.clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      resolve(results as ParallelResults<T>);
    };
    const failAll = (reasonFor: (key: string) => unknown) => {
      for (const [key, controller] of [...controllers]) {
        const reason = reasonFor(key);
        settle(key, { status: 'rejected', reason });
        controller.abort(reason);
      }
    };
    const cancel = () => failAll(() => signal?.reason);
    const timer = timers.setTimeout(() => failAll((key) => new ParallelTimeoutError(key, timeout)), timeout);
    for (const key of keys) controllers.set(key, new AbortController());
    signal?.addEventListener('abort', cancel, { once: true });
    if (signal?.aborted) cancel();
    for (const key of keys) {
      const controller = controllers.get(key);
      if (!controller) continue;
      const task = tasks[key] as (signal: AbortSignal) => Promise<unknown>;
      Promise.resolve()
        .then(() => task(controller.signal))
        .then(
          (value) => settle(key, { status: 'fulfilled', value }),
          (reason) => settle(key, { status: 'rejected', reason }),
        );
    }
  });
}
