import { createApiClient } from '@forecourt/api-client';
import {
  delayedReply,
  emptyReply,
  errorReply,
  handlers,
  type MockCall,
  type MockOverrides,
  searchReply,
} from '@forecourt/mocks';
import type { SearchQuery } from '@forecourt/seo-routes';
import { FACET_OPTIONS_SHOWN, FILTER_TEXTS, RESULTS_TEXTS } from '@forecourt/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PROXY_PATH } from '../api-proxy-path';
import { searchHref } from '../search-url';
import { pageHarness } from './page-harness';
import { ResultsPage } from './results-page';

// The results page over the API as @forecourt/mocks serves it (the handlers Storybook's page stories use): a real
// API client, the contracts' checks on every request and reply, the sample listings in real US cities.

const server = setupServer(...handlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The page for `query`, its API answered by the mocks' handlers with `overrides`, as the browser calls it. */
function renderResults(query: SearchQuery, overrides: MockOverrides = {}) {
  server.use(...handlers(overrides));
  const api = createApiClient({ baseUrl: `${window.location.origin}${API_PROXY_PATH}` });
  const { tree } = pageHarness(api, { path: searchHref(query) });
  return render(tree(<ResultsPage query={query} />));
}

/** The mocks' reply with 30 models (most listings first): more than the filter panel lists before 'Show all'. */
function manyModels({ query }: MockCall<'searchListings'>) {
  const reply = searchReply(query as never);
  const modelCode = Array.from({ length: 30 }, (_, index) => ({
    value: `M${index}`,
    label: `Model ${index}`,
    count: 100 - index,
  }));
  return { ...reply, facets: { ...reply.facets, modelCode } };
}

describe('ResultsPage: the location form', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('moves the search to the zip typed, written as the path\'s "{city}-{state}-{zip}" segment (spec 001 s2, issue 29)', async () => {
    server.use(...handlers());
    const api = createApiClient({ baseUrl: `${window.location.origin}${API_PROXY_PATH}` });
    const { browserTree } = pageHarness(api);
    window.history.replaceState(null, '', '/cars-for-sale/honda');
    render(browserTree(<ResultsPage query={{ makeCode: ['HONDA'] }} />));
    const user = userEvent.setup({ delay: null });
    const zip = await screen.findByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '80202');
    await user.click(screen.getByRole('button', { name: 'Update location' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cars-for-sale/honda/denver-co-80202'));
  });
});

describe('ResultsPage over the mocks', () => {
  it('shows the listings found, with the filters and category tabs counted by the search', async () => {
    renderResults({ makeCode: ['HONDA'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: '4 Honda cars for sale' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(cards).toEqual(
      expect.arrayContaining([
        'Used 2021 Honda Civic EX',
        'Certified 2022 Honda CR-V EX-L',
        'New 2025 Honda Accord Sport',
      ]),
    );
    const filters = screen.getByRole('region', { name: FILTER_TEXTS.heading });
    const make = within(filters).getByRole('group', { name: 'Make' });
    // The make's counts ignore the make filter: the other makes can still be added.
    expect(within(make).getByRole('checkbox', { name: 'Honda (4)' })).toBeChecked();
    expect(within(make).getByRole('checkbox', { name: 'Toyota (4)' })).not.toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Certified by the maker (1)' })).not.toBeChecked();
    // "Active category defaults to All Results." (spec 001 s2)
    const tabs = screen.getByRole('navigation', { name: 'Result categories' });
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent('All Results');
    expect(within(tabs).getByRole('link', { name: 'Used (2)' })).toHaveAttribute(
      'href',
      searchHref({ makeCode: ['HONDA'], listingType: ['USED'] }),
    );
  });

  it("fetches a group's other options when the shopper asks for all of them, saying it is loading meanwhile", async () => {
    const pageSizes: number[] = [];
    renderResults(
      { makeCode: ['HONDA'] },
      {
        searchListings: (call) => {
          pageSizes.push(call.query.numRecords);
          return call.query.numRecords === 1 ? delayedReply(100, manyModels(call)) : manyModels(call);
        },
      },
    );
    const user = userEvent.setup();
    const model = await screen.findByRole('group', { name: 'Model' });
    // The page's search holds the models it lists: the first 8 of 30.
    expect(within(model).getAllByRole('checkbox')).toHaveLength(FACET_OPTIONS_SHOWN);
    expect(pageSizes).toEqual([25]);

    await user.click(within(model).getByRole('button', { name: `${FILTER_TEXTS.showAll} 30 model options` }));
    expect(await within(model).findByRole('status')).toHaveTextContent(FILTER_TEXTS.optionsLoading('model'));
    expect(await within(model).findByRole('checkbox', { name: 'Model 29 (71)' })).toBeInTheDocument();
    expect(within(model).getAllByRole('checkbox')).toHaveLength(30);
    expect(within(model).queryByRole('status')).toBeNull();
    // The same search for its smallest page: its facets are the same.
    expect(pageSizes).toEqual([25, 1]);
  });

  it("says so when a group's other options cannot be fetched, and fetches them on Try again", async () => {
    let facetsCalls = 0;
    renderResults(
      { makeCode: ['HONDA'] },
      {
        searchListings: (call) => {
          if (call.query.numRecords !== 1) return manyModels(call);
          facetsCalls += 1;
          return facetsCalls === 1 ? errorReply(500) : manyModels(call);
        },
      },
    );
    const user = userEvent.setup();
    const model = await screen.findByRole('group', { name: 'Model' });
    await user.click(within(model).getByRole('button', { name: `${FILTER_TEXTS.showAll} 30 model options` }));
    expect(await within(model).findByRole('alert')).toHaveTextContent(FILTER_TEXTS.optionsFailed('model'));
    // What the page had stays listed, and the results are untouched.
    expect(within(model).getAllByRole('checkbox')).toHaveLength(FACET_OPTIONS_SHOWN);
    expect(screen.getByRole('heading', { level: 1, name: '4 Honda cars for sale' })).toBeInTheDocument();

    await user.click(within(model).getByRole('button', { name: `${FILTER_TEXTS.tryAgain} model options` }));
    expect(await within(model).findByRole('checkbox', { name: 'Model 29 (71)' })).toBeInTheDocument();
    expect(within(model).queryByRole('alert')).toBeNull();
    expect(facetsCalls).toBe(2);
  });

  it('answers a search that finds nothing with the nearest searches that do, as links', async () => {
    // No Honda CR-V Touring anywhere: the search offers all trims, and all Honda models, near Austin.
    const query = { makeCode: ['HONDA'], modelCode: ['CRV'], trimCode: ['CRV|TOURING'], zip: '78701' };
    renderResults(query);

    // The heading names the search that found nothing (issue 32), not only "No cars match".
    expect(
      await screen.findByRole('heading', { level: 1, name: /^No Honda .* for sale/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(RESULTS_TEXTS.emptyHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all trims (1 car)' })).toHaveAttribute(
      'href',
      searchHref({ makeCode: ['HONDA'], modelCode: ['CRV'], zip: '78701' }),
    );
    expect(screen.getByRole('link', { name: 'Search all Honda models (4 cars)' })).toHaveAttribute(
      'href',
      searchHref({ makeCode: ['HONDA'], zip: '78701' }),
    );
  });

  it('says so when a search without results has nothing nearer to offer', async () => {
    renderResults({ makeCode: ['TESLA'] }, { searchListings: emptyReply('searchListings') });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No Tesla cars for sale' }),
    ).toBeInTheDocument();
    expect(screen.getByText(RESULTS_TEXTS.emptyNoSuggestions)).toBeInTheDocument();
  });

  it('shows the fetch error with a retry that searches again', async () => {
    renderResults({ makeCode: ['FORD'] }, { searchListings: errorReply(500) });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RESULTS_TEXTS.error);
    server.use(...handlers());
    within(alert).getByRole('button', { name: RESULTS_TEXTS.retry }).click();
    expect(
      await screen.findByRole('heading', { level: 1, name: '3 Ford cars for sale' }),
    ).toBeInTheDocument();
  });

  it('keeps the results it has on screen when refreshing them fails (issue 12: "the app keeps showing what it has")', async () => {
    server.use(...handlers());
    const query = { makeCode: ['FORD'] };
    const api = createApiClient({ baseUrl: `${window.location.origin}${API_PROXY_PATH}` });
    const { tree, queryClient } = pageHarness(api, { path: searchHref(query) });
    render(tree(<ResultsPage query={query} />));
    expect(
      await screen.findByRole('heading', { level: 1, name: '3 Ford cars for sale' }),
    ).toBeInTheDocument();

    server.use(...handlers({ searchListings: errorReply(500) }));
    await act(() => queryClient.refetchQueries());
    expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error');
    expect(screen.getByRole('heading', { level: 1, name: '3 Ford cars for sale' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
