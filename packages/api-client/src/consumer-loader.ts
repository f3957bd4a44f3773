import type { Consumer } from '@forecourt/contracts';
import { ApiClientError } from './api-client-error';

/** "Consumer record load debounce 25 ms" (spec 001 s9; spec 002 s4 "debounced 25 ms"). */
export const CONSUMER_LOAD_DEBOUNCE = 25;

export interface LoaderTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ConsumerLoaderOptions {
  /** @default CONSUMER_LOAD_DEBOUNCE (25 ms) */
  delay?: number;
  /** @default the global setTimeout and clearTimeout, looked up when called */
  timers?: LoaderTimers;
}

export interface ConsumerLoader {
  /**
   * Asks for the consumer record; triggers within `delay` of the last one share one request. Resolves with the
   * record, or `undefined` for an anonymous shopper ("anonymous users get an empty result"); other errors reject.
   */
  load(): Promise<Consumer | undefined>;
  /** Drops a pending load; its callers get `undefined`. */
  cancel(): void;
}

interface Waiter {
  resolve(consumer: Consumer | undefined): void;
  reject(error: unknown): void;
}

const globalTimers: LoaderTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Loads `getConsumer` after sign-in, debounced (spec 002 s4): a burst of triggers makes one request. */
export function createConsumerLoader(
  client: { getConsumer(): Promise<Consumer> },
  options: ConsumerLoaderOptions = {},
): ConsumerLoader {
  const delay = options.delay ?? CONSUMER_LOAD_DEBOUNCE;
  const timers = options.timers ?? globalTimers;
  let waiters: Waiter[] = [];
  let handle: unknown;

  async function run(batch: readonly Waiter[]): Promise<void> {
    try {
      const consumer = await client.getConsumer();
      for (const waiter of batch) waiter.resolve(consumer);
    } catch (error) {
      const anonymous = error instanceof ApiClientError && error.code === 'SIGNED_OUT';
      for (const waiter of batch) anonymous ? waiter.resolve(undefined) : waiter.reject(error);
    }
  }

  return {
    load() {
      if (handle !== undefined) timers.clearTimeout(handle);
      const promise = new Promise<Consumer | undefined>((resolve, reject) =>
        waiters.push({ resolve, reject }),
      );
      handle = timers.setTimeout(() => {
        handle = undefined;
        const batch = waiters;
        waiters = [];
        void run(batch);
      }, delay);
      return promise;
    },
    cancel() {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
      for (const waiter of waiters) waiter.resolve(undefined);
      waiters = [];
    },
  };
}
