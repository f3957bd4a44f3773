import { type Breaker, type BreakerAction, type BreakerOptions, createBreaker } from './create-breaker';
import type { BreakerPolicy } from './policies';

export interface BreakerGroup {
  /** `createBreaker` with the group's options; the breaker is shut down with the group. */
  create<A extends unknown[], R, F = never>(
    policy: BreakerPolicy<F>,
    action: BreakerAction<A, R>,
  ): Breaker<A, R | F>;
  /** Every breaker made so far. */
  readonly breakers: readonly Breaker<never, unknown>[];
  /** Shuts every breaker down (a server closing, a test ending): no timer of theirs is left. */
  shutdown(): void;
}

/** Breakers that share a logger, a monitor and defaults, and are shut down together. */
export function createBreakerGroup(options: BreakerOptions = {}): BreakerGroup {
  const breakers: Breaker<never, unknown>[] = [];
  return {
    create(policy, action) {
      const breaker = createBreaker(policy, action, options);
      breakers.push(breaker as unknown as Breaker<never, unknown>);
      return breaker;
    },
    get breakers() {
      return [...breakers];
    },
    shutdown() {
      for (const breaker of breakers) breaker.shutdown();
    },
  };
}
