import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { useHydrated } from './use-hydrated';

/**
 * A slice of a browser-kept store (`useStore` over a vanilla store), or `serverValue` until the page has
 * hydrated: the server cannot know local saves or a stored wallet, so it renders the neutral value.
 */
export function useClientState<S, T>(store: StoreApi<S>, selector: (state: S) => T, serverValue: T): T {
  const hydrated = useHydrated();
  const value = useStore(store, selector);
  return hydrated ? value : serverValue;
}
