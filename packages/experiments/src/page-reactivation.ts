import { systemTimers, type TimerHandle, type Timers } from './environment';
import { PAGE_REACTIVATION_DELAY_MS } from './experiment-timing';

export interface PageReactivationOptions {
  /** Re-runs the experiment platform's page activation (a vendor snippet's `activate`). */
  activate: () => void;
  /** @default the global setTimeout / clearTimeout */
  timers?: Timers;
  /** @default 200 */
  delay?: number;
}

export interface PageReactivation {
  /** Call on every client-side route change. */
  routeChanged(): void;
  stop(): void;
}

/**
 * Spec 002 s2: "The experiment platform page is re-activated 200 ms after a route change." Route changes in
 * quick succession (a redirect) re-activate once, 200 ms after the last.
 */
export function createPageReactivation(options: PageReactivationOptions): PageReactivation {
  const timers = options.timers ?? systemTimers();
  const delay = options.delay ?? PAGE_REACTIVATION_DELAY_MS;
  let timer: TimerHandle | undefined;

  function clear(): void {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  }

  return {
    routeChanged() {
      clear();
      timer = timers.setTimeout(() => {
        timer = undefined;
        options.activate();
      }, delay);
    },
    stop: clear,
  };
}
