import { createContext, type ReactNode, startTransition, useEffect, useState } from 'react';

/** Whether the page has hydrated, as `HydratedProvider` says; undefined without one (a page rendered alone). */
export const HydratedContext = createContext<boolean | undefined>(undefined);

/**
 * Tells `useHydrated` below it when hydration is over: false on the server and while the browser hydrates, then
 * true, set in a transition. A store snapshot that differs between server and browser (what `useHydrated` did
 * alone) makes React re-render every reader at once, synchronously, in the task that ends hydration: on the results
 * page that was every card, one task of up to 40 ms on this machine (issue 11's total blocking time). As a
 * transition the re-render runs in slices React can yield between, and a click or key press goes first.
 *
 * No Suspense boundary below it may be in the server's HTML: React hydrates a boundary's content in a pass after
 * the rest, which would then meet the switched state and render the boundary anew instead of hydrating it. The
 * storefront's boundaries (the drawers', the modals') render only after hydration.
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
