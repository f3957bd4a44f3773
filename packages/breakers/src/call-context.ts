import type { BreakerCall } from './breaker-call';

/** What the calls of one breaker share: the calls in flight with a signal, and why it stopped, once it has. */
export interface CallOwner {
  readonly inFlight: Set<CallContext>;
  stopped: Error | undefined;
}

/**
 * What an action gets besides its arguments. The `AbortController` is made only when the action reads
 * `signal`: in Node 20 that costs several microseconds, more than the whole breaker, and many actions never
 * look at it. A time-out or shutdown before then is remembered, so a late reader still sees it aborted.
 */
export class CallContext implements BreakerCall {
  private controller: AbortController | undefined;
  private abortReason: unknown;
  private aborted = false;
  private tracked = false;
  private pending: Promise<unknown> | undefined;
  /** Aborted by the caller's own signal or a shutdown: not the backend's fault, so not counted. */
  cancelled = false;

  constructor(private readonly owner: CallOwner) {}

  get signal(): AbortSignal {
    if (this.controller === undefined) {
      this.controller = new AbortController();
      if (!this.aborted && this.owner.stopped) {
        this.cancelled = true;
        this.abort(this.owner.stopped);
      }
      if (this.aborted) this.controller.abort(this.abortReason);
      else {
        this.tracked = true;
        this.owner.inFlight.add(this);
        if (this.pending) this.untrackOnSettle(this.pending);
      }
    }
    return this.controller.signal;
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.abortReason = reason;
    this.controller?.abort(reason);
  }

  /** Takes the action's promise, so that a call with a signal leaves `inFlight` when it settles. */
  watch(promise: Promise<unknown>): void {
    if (this.tracked) this.untrackOnSettle(promise);
    else this.pending = promise;
  }

  private untrackOnSettle(promise: Promise<unknown>): void {
    const untrack = () => {
      this.owner.inFlight.delete(this);
    };
    promise.then(untrack, untrack);
  }
}
