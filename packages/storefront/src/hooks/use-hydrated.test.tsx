import { act, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydratedProvider } from './hydrated-provider';
import { useHydrated } from './use-hydrated';

/** Says which side rendered it; once hydrated it first waits for `ready` (a page's data, say). */
function Probe({ ready }: { ready: Promise<string> }) {
  const hydrated = useHydrated();
  return <p>{hydrated ? use(ready) : 'neutral'}</p>;
}

// The provider inside the boundary, as the storefront's has no boundary in the server's HTML below it: a boundary
// hydrates in a pass after the rest, so one below the provider would hydrate after the switch, against new state.
function page(ready: Promise<string>, provider: boolean): ReactNode {
  const probe = <Probe ready={ready} />;
  return (
    <Suspense fallback={<p>loading</p>}>
      {provider ? <HydratedProvider>{probe}</HydratedProvider> : probe}
    </Suspense>
  );
}

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

async function hydrate(tree: ReactNode): Promise<HTMLElement> {
  container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const into = container;
  await act(async () => {
    hydrateRoot(into, tree);
  });
  return into;
}

describe('useHydrated', () => {
  it('is false in the server render and true after the browser hydrates', async () => {
    const ready = Promise.resolve('hydrated');
    expect(renderToString(page(ready, true))).toContain('neutral');
    const into = await hydrate(page(ready, true));
    await act(() => ready);
    expect(into.textContent).toBe('hydrated');
  });

  it("switches after hydration in a transition: the server's markup stays until the new one is ready", async () => {
    // A synchronous switch (a store snapshot that differs between server and browser) cannot wait: React shows
    // the fallback in place of the page the shopper is reading. A transition keeps the page on screen.
    let finish = (_value: string) => {};
    const ready = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const into = await hydrate(page(ready, true));
    expect(into.textContent).toBe('neutral');
    await act(async () => finish('hydrated'));
    expect(into.textContent).toBe('hydrated');
  });

  it('is true in a browser render without the provider (a page rendered alone)', async () => {
    await act(async () => {
      render(page(Promise.resolve('hydrated'), false));
    });
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });

  it('is false in a server render without the provider', () => {
    expect(renderToString(page(Promise.resolve('x'), false))).toContain('neutral');
  });
});
