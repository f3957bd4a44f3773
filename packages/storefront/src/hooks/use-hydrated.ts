import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true after. Anything that shows
 * browser-only state (local saves, the wallet, the compare list) renders its neutral form until then, so the
 * hydrated markup equals the server's and there is no flash or mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
