import { ApiClientError } from '@forecourt/api-client';
import { match } from '@forecourt/seo-routes';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealerSearchCriteria, dealerSearchQuery } from '../dealer-view';
import { BrowserRouter } from '../router';
import { EnvironmentProvider } from '../storefront-environment';
import {
  ACCORD,
  CAMRY,
  CAPITOL_HONDA,
  CIVIC,
  harness,
  LAKE_TOYOTA,
  PRIVATE_FIT,
  PRIVATE_SELLER,
  searchReply,
} from './dealer-pages.fixtures';
import { DEALERS_TEXTS, DealersPage, partialCountsNote } from './dealers-page';
import { hydrateInBrowser } from './hydrate-in-browser';

const USED_HONDA_AUSTIN = '/car-dealers/used-cars/honda/austin-tx-78701';
const paramsOf = (pathname: string) => match(pathname, { brand: 'atc' })?.params ?? {};
const ALL_LISTINGS = [CIVIC, PRIVATE_FIT, CAMRY, ACCORD];
const ALL_OWNERS = [CAPITOL_HONDA, PRIVATE_SELLER, LAKE_TOYOTA];
const never = () => new Promise<never>(() => undefined);

function renderDealers(pathname = USED_HONDA_AUSTIN, calls: Parameters<typeof harness>[0] = {}, search = '') {
  const context = harness({ searchListings: async () => searchReply(ALL_LISTINGS, ALL_OWNERS), ...calls });
  render(context.tree(<DealersPage params={paramsOf(pathname)} />, { pathname, search }));
  return context;
}

const cardOf = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

describe('DealersPage', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('finds the dealers of a listing search for the make, listing type and place: dealers only, nearest first', async () => {
    const { searchListings } = renderDealers();
    expect(await screen.findByRole('heading', { level: 2, name: '2 dealers' })).toBeInTheDocument();
    expect(searchListings).toHaveBeenCalledTimes(1);
    expect(searchListings.mock.calls[0]?.[0]).toEqual({
      query: {
        sellerType: ['d'],
        listingType: ['USED'],
        makeCode: ['HONDA'],
        zip: '78701',
        sortBy: 'distanceASC',
        numRecords: 100,
      },
    });
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Capitol Honda', 'Lake Travis Toyota']);
    expect(screen.queryByText('Pat Smith')).not.toBeInTheDocument();

    const honda = cardOf('Capitol Honda');
    expect(within(honda).getByRole('link', { name: 'Capitol Honda' })).toHaveAttribute(
      'href',
      '/car-dealers/austin-tx-78701/50001/capitol-honda',
    );
    expect(within(honda).getByText('0.4 mi away')).toBeInTheDocument();
    expect(within(honda).getByText('100 Congress Ave')).toBeInTheDocument();
    expect(within(honda).getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute(
      'href',
      'tel:5125550100',
    );
    // The dealer's cars among the search's, in the results filtered by the dealer and the search's make and type.
    expect(within(honda).getByRole('link', { name: 'View 2 cars at Capitol Honda' })).toHaveAttribute(
      'href',
      '/cars-for-sale/used-cars/honda?dealerId=50001',
    );
    expect(within(cardOf('Lake Travis Toyota')).getByText('15 mi away')).toBeInTheDocument();
    expect(
      within(cardOf('Lake Travis Toyota')).getByRole('link', { name: 'View 1 car at Lake Travis Toyota' }),
    ).toBeInTheDocument();
  });

  it('has a title, a heading, breadcrumbs and the canonical dealer search path', async () => {
    renderDealers();
    const heading = 'Used Honda car dealers near Austin, TX';
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} | Forecourt`));
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(trail.getByRole('link', { name: 'Car dealers' })).toHaveAttribute('href', '/car-dealers');
    expect(trail.getByText(heading)).toHaveAttribute('aria-current', 'page');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.com/car-dealers/used/honda/austin-tx-78701',
    );
  });

  it('searches every dealer when the path names nothing, and the breadcrumbs end at "Car dealers"', async () => {
    const { searchListings } = renderDealers('/car-dealers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Car dealers' })).toBeInTheDocument();
    expect(searchListings.mock.calls[0]?.[0]).toEqual({ query: { sellerType: ['d'], numRecords: 100 } });
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByText('Car dealers')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: '2 dealers' })).toBeInTheDocument();
  });

  it('shows the loading state while the search runs', () => {
    renderDealers(USED_HONDA_AUSTIN, { searchListings: never });
    expect(screen.getByRole('status')).toHaveTextContent(DEALERS_TEXTS.loading);
    expect(screen.getByRole('heading', { level: 2, name: 'Loading dealers' })).toBeInTheDocument();
    // The page's own heading and the form do not wait for the data.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Used Honda car dealers near Austin, TX',
    );
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('78701');
  });

  it('says when the search fails and tries again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { searchListings } = renderDealers(USED_HONDA_AUSTIN, {
      searchListings: async () => {
        calls += 1;
        if (calls === 1) throw new ApiClientError('HTTP_STATUS', 'searchListings', 'down', { status: 503 });
        return searchReply([CIVIC], [CAPITOL_HONDA]);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the dealers.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 dealer' })).toBeInTheDocument();
    expect(searchListings).toHaveBeenCalledTimes(2);
  });

  it('says it does not know the place of the path, with no retry that could not help', async () => {
    const { searchListings } = renderDealers('/car-dealers/nowhere-tx', {
      searchListings: async () => {
        throw new ApiClientError('HTTP_STATUS', 'searchListings', 'cannot find zipcode data for Nowhere TX', {
          status: 400,
        });
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We could not find that place' }),
    ).toBeVisible();
    expect(screen.getByText('Enter a ZIP code to find dealers near you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toBeInTheDocument();
    expect(searchListings).toHaveBeenCalledTimes(1);
  });

  it('says when no dealer has a car for the search, also when only private sellers do', async () => {
    renderDealers(USED_HONDA_AUSTIN, {
      searchListings: async () => searchReply([PRIVATE_FIT], [PRIVATE_SELLER]),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'No dealers found' })).toBeInTheDocument();
    expect(screen.getByText('Try another ZIP code, or all makes.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('leaves the counts out, and says what the list covers, when the search has more cars than it read', async () => {
    renderDealers(USED_HONDA_AUSTIN, {
      searchListings: async () => searchReply(ALL_LISTINGS, ALL_OWNERS, 250),
    });
    expect(await screen.findByText('Dealers with the 4 nearest of 250 matching cars.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Capitol Honda' })).toBeInTheDocument();
    expect(partialCountsNote(100, 1234, false)).toBe('Dealers with the first 100 of 1,234 matching cars.');
  });

  it('offers the makes that have a dealer path, with the current one chosen', async () => {
    renderDealers();
    const make = screen.getByRole('combobox', { name: 'Make' });
    await waitFor(() =>
      expect(
        within(make)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All makes', 'Honda', 'Toyota']),
    );
    expect(make).toHaveValue('HONDA');
  });

  it("goes to the dealer search path of the zip's city on submit, keeping the listing type", async () => {
    const user = userEvent.setup();
    // jsdom has no scrolling; a new page scrolls to the top.
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState(null, '', USED_HONDA_AUSTIN);
    const context = harness({
      searchListings: async () => searchReply(ALL_LISTINGS, ALL_OWNERS),
      getZipLocation: async () => ({
        city: 'Lakeway',
        state: 'TX',
        zip: '78734',
        defaultSearchRadius: 50,
        latitude: 30.36,
        longitude: -97.98,
      }),
    });
    render(
      <QueryClientProvider client={context.queryClient}>
        <EnvironmentProvider value={context.environment}>
          <BrowserRouter>
            <DealersPage params={paramsOf(USED_HONDA_AUSTIN)} />
          </BrowserRouter>
        </EnvironmentProvider>
      </QueryClientProvider>,
    );
    await screen.findByRole('option', { name: 'Toyota' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'TOYOTA');
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.clear(zip);
    await user.type(zip, '78734{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/car-dealers/used/toyota/lakeway-tx-78734'));
    expect(context.getZipLocation).toHaveBeenCalledWith({ params: { zip: '78734' } }, expect.anything());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('says so under the zip when the location service does not know it, and stays on the page', async () => {
    const user = userEvent.setup();
    const { getZipLocation } = renderDealers(USED_HONDA_AUSTIN, {
      getZipLocation: async () => {
        throw new ApiClientError('HTTP_STATUS', 'getZipLocation', 'not found', { status: 404 });
      },
    });
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.clear(zip);
    await user.type(zip, '00000');
    await user.click(screen.getByRole('button', { name: 'Find Dealers' }));
    expect(await screen.findByText(DEALERS_TEXTS.zipNotFound)).toHaveAttribute('role', 'alert');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(getZipLocation).toHaveBeenCalledTimes(1);
  });

  it('says the lookup failed when the location service is away', async () => {
    const user = userEvent.setup();
    renderDealers(USED_HONDA_AUSTIN, {
      getZipLocation: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Find Dealers' }));
    expect(
      await screen.findByText('We could not look up that ZIP code. Try again in a moment.'),
    ).toBeInTheDocument();
  });

  it('answers the form sent without JavaScript (make and zip in the query string), with no canonical path', async () => {
    const { searchListings } = renderDealers('/car-dealers', {}, '?makeCode=HONDA&zip=78701');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Honda car dealers near 78701' }),
    ).toBeVisible();
    expect(searchListings.mock.calls[0]?.[0]).toEqual({
      query: { sellerType: ['d'], makeCode: ['HONDA'], zip: '78701', sortBy: 'distanceASC', numRecords: 100 },
    });
    expect(document.querySelector('form')).toHaveAttribute('action', '/car-dealers');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('renders on the server what the browser renders first, and the browser does not fetch again', async () => {
    const server = harness({ searchListings: async () => searchReply(ALL_LISTINGS, ALL_OWNERS) });
    const criteria = dealerSearchCriteria(paramsOf(USED_HONDA_AUSTIN));
    await server.queryClient.prefetchQuery(
      server.environment.queries.searchListings(dealerSearchQuery(criteria)),
    );
    await server.queryClient.prefetchQuery(server.environment.queries.searchOptions());
    const location = { pathname: USED_HONDA_AUSTIN, search: '' };
    const html = renderToString(server.tree(<DealersPage params={paramsOf(USED_HONDA_AUSTIN)} />, location));
    expect(html).toContain('Capitol Honda');
    expect(html).toContain('Used Honda car dealers near Austin, TX');

    const { container, onRecoverableError, unmount } = await hydrateInBrowser(html, {
      page: <DealersPage params={paramsOf(USED_HONDA_AUSTIN)} />,
      state: dehydrate(server.queryClient),
      environment: server.environment,
      location,
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toContain('View 2 cars at Capitol Honda');
    expect(server.searchListings).toHaveBeenCalledTimes(1);
    expect(server.getSearchOptions).toHaveBeenCalledTimes(1);
    unmount();
  });
});
