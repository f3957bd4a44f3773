import { useContext, useSyncExternalStore } from 'react';
import { HydratedContext } from './hydrated-provider';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true after. Anything that shows
 * browser-only state (local saves, the wallet, the compare list) renders its neutral form until then, so the
 * hydrated markup equals the server's and there is no flash or mismatch.
 *
 * Under `HydratedProvider` (the storefront app) the answer is the provider's, switched in a transition; the
 * snapshots below then agree between server and browser, so React has no reason to re-render synchronously.
 * Rendered alone (tests, stories), server rendering and hydration say false and a browser render true.
 */
export function useHydrated(): boolean {
  const provided = useContext(HydratedContext);
  return useSyncExternalStore(
    subscribe,
    () => provided ?? true,
    () => provided ?? false,
  );
}
