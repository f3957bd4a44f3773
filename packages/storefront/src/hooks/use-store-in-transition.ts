import { startTransition, useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/**
 * A slice of a vanilla store, like zustand's `useStore`, but a change re-renders in a transition. `useStore` reads
 * through `useSyncExternalStore`, whose updates React renders at once and whole: the wallet's load after sign-in
 * re-rendered a results page and its 25 cards' payments in one task (issue 11's total blocking time). For what is
 * only shown, not what a control the shopper just used shows (that must answer at once): payments, not toggles.
 */
export function useStoreInTransition<S, T>(store: StoreApi<S>, selector: (state: S) => T): T {
  const [value, setValue] = useState(() => selector(store.getState()));
  const latest = useRef(selector);
  latest.current = selector;
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => latest.current(store.getState())));
    // A change between the render and this subscription is not missed.
    update();
    return store.subscribe(update);
  }, [store]);
  return value;
}
