import { SHOPPING_BASE_PATH } from '@forecourt/seo-routes';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BrowserRouter,
  isClientSidePath,
  Link,
  SCROLL_RESTORE_DELAY_MS,
  StaticRouter,
  useRouter,
} from './router';

function Where() {
  const { location } = useRouter();
  return <p>At {location.pathname + location.search}</p>;
}

function Go() {
  const { navigate } = useRouter();
  return (
    <button type="button" onClick={() => navigate('/cars-for-sale/honda')}>
      Go
    </button>
  );
}

/**
 * Clicks `element` and tells whether the page would have loaded the link (the default action was left alone).
 * A listener on the document runs after React's and stops jsdom, which cannot load pages, from trying.
 */
function loadsPage(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let loads = false;
  const last = (event: Event) => {
    loads = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', last);
  fireEvent.click(element, init);
  document.removeEventListener('click', last);
  return loads;
}

describe('isClientSidePath', () => {
  it('is true for links starting with the shopping base path (spec 001 s2)', () => {
    expect(SHOPPING_BASE_PATH).toBe('/cars-for-sale');
    expect(isClientSidePath('/cars-for-sale')).toBe(true);
    expect(isClientSidePath('/cars-for-sale/used-cars/honda')).toBe(true);
    expect(isClientSidePath('/cars-for-sale?zip=78701')).toBe(true);
    expect(isClientSidePath('/cars-for-sale/vehicle/123456')).toBe(true);
  });

  it('is false for every other link: "external links as plain anchors"', () => {
    expect(isClientSidePath('https://www.example.com/cars-for-sale/honda')).toBe(false);
    expect(isClientSidePath('//cdn.example.com/cars-for-sale')).toBe(false);
    expect(isClientSidePath('/cars-for-salesman')).toBe(false);
    expect(isClientSidePath('/car-dealers/honda')).toBe(false);
    expect(isClientSidePath('/my-autotrader')).toBe(false);
    expect(isClientSidePath('/')).toBe(false);
    expect(isClientSidePath('mailto:pat@example.com')).toBe(false);
  });
});

describe('StaticRouter', () => {
  it("gives the server's one location and a navigate that does nothing", () => {
    render(
      <StaticRouter location={{ pathname: '/cars-for-sale/used-cars', search: '?zip=78701' }}>
        <Where />
        <Go />
      </StaticRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('At /cars-for-sale/used-cars?zip=78701')).toBeInTheDocument();
  });

  it('is needed above useRouter', () => {
    // React reports the error it rethrows; the test expects it.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow('useRouter needs a <RouterProvider> above it');
    error.mockRestore();
  });
});

describe('Link in the browser', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/cars-for-sale/searchresults.xhtml');
    // jsdom does not scroll.
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const renderLinks = () =>
    render(
      <BrowserRouter>
        <Where />
        <Link href="/cars-for-sale/used-cars/honda">Used Hondas</Link>
        <Link href="https://www.example.com/cars-for-sale/honda">Partner site</Link>
        <Link href="/car-dealers/honda">Honda dealers</Link>
        <Link href="/cars-for-sale/vehicle/123456" target="_blank">
          Civic in a new window
        </Link>
      </BrowserRouter>,
    );

  it('renders a plain anchor, so crawlers and no-JavaScript shoppers can follow it', () => {
    renderLinks();
    expect(screen.getByRole('link', { name: 'Used Hondas' })).toHaveAttribute(
      'href',
      '/cars-for-sale/used-cars/honda',
    );
  });

  it('navigates client-side on a plain click: the history gets an entry, the page does not load', async () => {
    renderLinks();
    const length = window.history.length;
    expect(loadsPage(screen.getByRole('link', { name: 'Used Hondas' }))).toBe(false);
    expect(window.location.pathname).toBe('/cars-for-sale/used-cars/honda');
    expect(window.history.length).toBe(length + 1);
    expect(await screen.findByText('At /cars-for-sale/used-cars/honda')).toBeInTheDocument();
    // A new page starts at the top.
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('navigates client-side from the keyboard (Enter on the link)', async () => {
    const user = userEvent.setup();
    renderLinks();
    screen.getByRole('link', { name: 'Used Hondas' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('At /cars-for-sale/used-cars/honda')).toBeInTheDocument();
  });

  it.each<[string, MouseEventInit]>([
    ['Cmd', { metaKey: true }],
    ['Ctrl', { ctrlKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (a new tab or window)', (_, init) => {
    renderLinks();
    expect(loadsPage(screen.getByRole('link', { name: 'Used Hondas' }), init)).toBe(true);
    expect(window.location.pathname).toBe('/cars-for-sale/searchresults.xhtml');
    expect(screen.getByText('At /cars-for-sale/searchresults.xhtml')).toBeInTheDocument();
  });

  it('leaves external links, links outside the shopping base path and other targets to the browser', () => {
    renderLinks();
    expect(loadsPage(screen.getByRole('link', { name: 'Partner site' }))).toBe(true);
    expect(loadsPage(screen.getByRole('link', { name: 'Honda dealers' }))).toBe(true);
    expect(loadsPage(screen.getByRole('link', { name: 'Civic in a new window' }))).toBe(true);
    expect(window.location.pathname).toBe('/cars-for-sale/searchresults.xhtml');
  });

  it("calls the link's own onClick first, and stays put when it prevented the default", () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <BrowserRouter>
        <Link href="/cars-for-sale/honda" onClick={onClick}>
          Hondas
        </Link>
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Hondas' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/cars-for-sale/searchresults.xhtml');
  });
});

describe('BrowserRouter scroll restoration', () => {
  const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  afterEach(() => {
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('"the scroll position is stored and restored only on back/forward navigation (delay 100 ms)"', () => {
    expect(SCROLL_RESTORE_DELAY_MS).toBe(100);
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/cars-for-sale/searchresults.xhtml');
    render(
      <BrowserRouter>
        <Where />
        <Link href="/cars-for-sale/vehicle/123456">Civic</Link>
      </BrowserRouter>,
    );
    const resultsEntry = (window.history.state as { key: string }).key;
    expect(resultsEntry).toEqual(expect.any(String));

    // The shopper scrolls down the results, then opens a car: a push, which starts at the top.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Civic' })));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    // Back: the results come back, and their position 100 ms later, once they have rendered.
    window.history.replaceState({ key: resultsEntry }, '', '/cars-for-sale/searchresults.xhtml');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: { key: resultsEntry } })));
    expect(screen.getByText('At /cars-for-sale/searchresults.xhtml')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS - 1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('does not scroll on a back/forward move to an entry with no stored position', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: { key: 'unknown' } })));
    act(() => vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS * 2));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('BrowserRouter prepare (a page whose code loads first)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/cars-for-sale/searchresults.xhtml');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  /** A `prepare` whose promise the test settles. */
  function deferredPrepare() {
    const settle: { resolve: () => void; reject: (reason: unknown) => void } = {
      resolve: () => undefined,
      reject: () => undefined,
    };
    const prepare = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          settle.resolve = resolve;
          settle.reject = reject;
        }),
    );
    return { prepare, settle };
  }

  it('keeps the current page until the next one is prepared, then shows it', async () => {
    const { prepare, settle } = deferredPrepare();
    render(
      <BrowserRouter prepare={prepare}>
        <Where />
        <Go />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(prepare).toHaveBeenCalledWith({ pathname: '/cars-for-sale/honda', search: '' });
    expect(window.location.pathname).toBe('/cars-for-sale/honda');
    expect(screen.getByText('At /cars-for-sale/searchresults.xhtml')).toBeInTheDocument();
    await act(async () => settle.resolve());
    expect(screen.getByText('At /cars-for-sale/honda')).toBeInTheDocument();
  });

  it('prepares a back/forward move too', async () => {
    const { prepare, settle } = deferredPrepare();
    render(
      <BrowserRouter prepare={prepare}>
        <Where />
      </BrowserRouter>,
    );
    window.history.replaceState(null, '', '/cars-for-sale/vehicle/123456');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: null })));
    expect(screen.getByText('At /cars-for-sale/searchresults.xhtml')).toBeInTheDocument();
    await act(async () => settle.resolve());
    expect(screen.getByText('At /cars-for-sale/vehicle/123456')).toBeInTheDocument();
  });

  it('lets the browser load the URL itself when preparing fails (a chunk gone after a release)', async () => {
    const { prepare, settle } = deferredPrepare();
    render(
      <BrowserRouter prepare={prepare}>
        <Where />
        <Go />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    // jsdom cannot load pages: the reload is watched, with the URL the click left.
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await act(async () => settle.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/cars-for-sale/honda');
    expect(screen.getByText('At /cars-for-sale/searchresults.xhtml')).toBeInTheDocument();
  });
});
