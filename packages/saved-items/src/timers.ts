/** The timer functions the store schedules panel closes with. */
export interface SavedItemsTimers {
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global timers, looked up at each call so that fake timers installed later are used. */
export const globalTimers: SavedItemsTimers = {
  setTimeout: (handler, ms) => globalThis.setTimeout(handler, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Named timers: scheduling a name again replaces its pending timer. */
export interface Scheduler {
  schedule(name: string, ms: number, run: () => void): void;
  cancel(name: string): void;
  cancelAll(): void;
}

export function createScheduler(timers: SavedItemsTimers): Scheduler {
  const pending = new Map<string, unknown>();
  const cancel = (name: string) => {
    if (!pending.has(name)) return;
    timers.clearTimeout(pending.get(name));
    pending.delete(name);
  };
  return {
    schedule(name, ms, run) {
      cancel(name);
      pending.set(
        name,
        timers.setTimeout(() => {
          pending.delete(name);
          run();
        }, ms),
      );
    },
    cancel,
    cancelAll() {
      for (const name of [...pending.keys()]) cancel(name);
    },
  };
}
