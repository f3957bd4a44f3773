import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStoreInTransition } from './use-store-in-transition';

type Terms = { term: number };

/** Shows the store's term; any term but 60 first waits for `quote` (a payment being fetched, say). */
function Payment({ store, quote }: { store: StoreApi<Terms>; quote: Promise<void> }) {
  const term = useStoreInTransition(store, (state) => state.term);
  if (term !== 60) use(quote);
  return <p>{term} months</p>;
}

function payment(store: StoreApi<Terms>, quote: Promise<void>) {
  return (
    <Suspense fallback={<p>loading</p>}>
      <Payment store={store} quote={quote} />
    </Suspense>
  );
}

describe('useStoreInTransition', () => {
  it('follows the store', async () => {
    const store = createStore<Terms>(() => ({ term: 60 }));
    await act(async () => {
      render(payment(store, Promise.resolve()));
    });
    expect(screen.getByText('60 months')).toBeInTheDocument();
    await act(async () => store.setState({ term: 72 }));
    expect(screen.getByText('72 months')).toBeInTheDocument();
  });

  it('re-renders in a transition: what is shown stays until the new render is ready', async () => {
    // A store read through useSyncExternalStore cannot wait: React would show the fallback instead.
    const store = createStore<Terms>(() => ({ term: 60 }));
    let finish = () => {};
    const quote = new Promise<void>((resolve) => {
      finish = resolve;
    });
    render(payment(store, quote));
    await act(async () => store.setState({ term: 72 }));
    expect(screen.getByText('60 months')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await act(async () => finish());
    expect(screen.getByText('72 months')).toBeInTheDocument();
  });
});
