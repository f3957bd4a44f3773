// @vitest-environment node
import type { ApiClient } from '@forecourt/api-client';
import { searchReply } from '@forecourt/mocks';
import type { SearchQuery } from '@forecourt/seo-routes';
import { FACET_OPTIONS_SHOWN } from '@forecourt/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { pageHarness } from './pages/page-harness';
import { ResultsPage } from './pages/results-page';
import { resultsReply } from './queries';
import { allFacetsQuery, resultsQuery } from './results-query';

const QUERY: SearchQuery = { listingType: ['ALL'] };

/** The results page as the server renders it from `reply` in its query cache, for `query`. */
function renderResults(reply: unknown, query: SearchQuery = QUERY): string {
  const api = { searchListings: vi.fn() } as unknown as ApiClient;
  const { tree, queryClient } = pageHarness(api, { path: '/cars-for-sale/all-cars' });
  queryClient.setQueryData(resultsQuery(api, query).queryKey, reply as never);
  return renderToString(tree(<ResultsPage query={query} />));
}

/** What `resultsQuery` keeps of `reply`, fetched as the server and the browser fetch it. */
async function keptOf(reply: ReturnType<typeof searchReply>, query: SearchQuery = QUERY) {
  const api = { searchListings: vi.fn(async () => reply) } as unknown as ApiClient;
  const { queryClient } = pageHarness(api);
  return queryClient.fetchQuery(resultsQuery(api, query));
}

/** The samples' reply with 30 models and 40 trims, most listings first, as a nationwide search counts many. */
function longReply() {
  const reply = searchReply(QUERY);
  const options = (prefix: string, length: number) =>
    Array.from({ length }, (_, index) => ({
      value: `${prefix}${index}`,
      label: `${prefix} ${index}`,
      count: 1000 - index,
    }));
  return { ...reply, facets: { ...reply.facets, modelCode: options('M', 30), trimCode: options('T', 40) } };
}

describe("the results page's search, with the facet options its filter panel lists", () => {
  it('renders the results page exactly as from the whole reply', async () => {
    // A checked model far down the list: it is listed, and kept, with the most common ones.
    const query: SearchQuery = { listingType: ['ALL'], modelCode: ['M20'] };
    const reply = longReply();
    expect(reply.listings.length).toBeGreaterThan(3);
    const html = renderResults(reply, query);
    expect(html).toContain(reply.listings[0]?.images?.sources[0]?.src);
    expect(html).toMatch(/Show all\D*30\D*model/);
    expect(html).toContain('value="M20"');
    expect(renderResults(await keptOf(reply, query), query)).toBe(html);
  });

  it("keeps each facet group's first options and the checked ones, with the size of each group it cut", async () => {
    const query: SearchQuery = { listingType: ['ALL'], trimCode: ['T33'] };
    const reply = longReply();
    const kept = await keptOf(reply, query);
    for (const [key, options] of Object.entries(kept.facets))
      expect(options?.length, key).toBeLessThanOrEqual(FACET_OPTIONS_SHOWN + 1);
    expect(kept.facets.modelCode).toEqual(reply.facets.modelCode.slice(0, FACET_OPTIONS_SHOWN));
    expect(kept.facets.trimCode?.map((option) => option.value)).toEqual([
      ...reply.facets.trimCode.slice(0, FACET_OPTIONS_SHOWN).map((option) => option.value),
      'T33',
    ]);
    expect(kept.facets.listingType).toEqual(reply.facets.listingType);
    expect(kept.facetOptionCounts).toEqual(
      Object.fromEntries(
        Object.entries(reply.facets).flatMap(([key, options]) =>
          options.length > FACET_OPTIONS_SHOWN ? [[key, options.length]] : [],
        ),
      ),
    );
    expect(kept.facetOptionCounts).toMatchObject({ modelCode: 30, trimCode: 40 });
    // A reply whose groups all fit is kept as it is.
    const short = { ...reply, facets: { makeCode: reply.facets.makeCode?.slice(0, 3) ?? [] } };
    expect(await keptOf(short)).toEqual(resultsReply(short));
  });

  it("asks for every facet option with the same search's smallest page, whole", async () => {
    const query: SearchQuery = { listingType: ['USED'], sortBy: 'priceASC', firstRecord: '50' };
    const reply = longReply();
    const api = { searchListings: vi.fn(async () => reply) } as unknown as ApiClient;
    const { queryClient } = pageHarness(api);
    const all = await queryClient.fetchQuery(allFacetsQuery(api, query));
    expect(all.facets).toEqual(reply.facets);
    expect(api.searchListings).toHaveBeenCalledWith(
      { query: { listingType: ['USED'], numRecords: '1' } },
      expect.anything(),
    );
    expect(allFacetsQuery(api, query).queryKey).not.toEqual(resultsQuery(api, query).queryKey);
  });
});
