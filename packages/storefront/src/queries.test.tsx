// @vitest-environment node
import type { ApiClient } from '@forecourt/api-client';
import { searchReply } from '@forecourt/mocks';
import type { SearchQuery } from '@forecourt/seo-routes';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { pageHarness } from './pages/page-harness';
import { ResultsPage } from './pages/results-page';
import { cardListing, resultsReply, searchQuery } from './queries';
import { resultsQuery } from './results-query';

// The mocks' sample listings carry what the API sends: every photo, description, features, deal comparison and
// price history, so a card that starts reading one of them fails the comparison below.
const QUERY: SearchQuery = { listingType: ['ALL'] };

/** The results page as the server renders it from `reply` in its query cache. */
function renderResults(reply: ReturnType<typeof searchReply>): string {
  const api = { searchListings: vi.fn() } as unknown as ApiClient;
  const { tree, queryClient } = pageHarness(api, { path: '/cars-for-sale/all-cars' });
  queryClient.setQueryData(resultsQuery(api, QUERY).queryKey, reply as never);
  return renderToString(tree(<ResultsPage query={QUERY} />));
}

describe('the results search as the page keeps it', () => {
  it('renders the results page exactly as from the whole reply', () => {
    const reply = searchReply(QUERY);
    expect(reply.listings.length).toBeGreaterThan(3);
    const html = renderResults(reply);
    expect(html).toContain(reply.listings[0]?.images?.sources[0]?.src);
    expect(renderResults(resultsReply(reply))).toBe(html);
  });

  it('keeps a listing without its other photos, description, features and price history, with its deal rating', () => {
    const listing = searchReply(QUERY).listings.find((one) => (one.images?.sources.length ?? 0) > 1);
    if (!listing) throw new Error('the samples have a listing with photos');
    const card = cardListing(listing);
    expect(card.images).toEqual({ sources: [listing.images?.sources[0]] });
    for (const field of ['fullDescription', 'features', 'featureCodes', 'pricingHistory'] as const) {
      expect(listing[field]).toBeDefined();
      expect(card[field]).toBeUndefined();
    }
    // The card's badge is the rating's band.
    expect(card.pricingDetail).toEqual(listing.pricingDetail);
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(listing).length / 2);
  });

  it('is what the query holds, in the browser as on the server', async () => {
    const reply = searchReply(QUERY);
    const api = { searchListings: vi.fn(async () => reply) } as unknown as ApiClient;
    const { queryClient } = pageHarness(api);
    const data = await queryClient.fetchQuery(searchQuery(api, QUERY));
    expect(data).toEqual(resultsReply(reply));
    expect(api.searchListings).toHaveBeenCalledWith({ query: QUERY }, expect.anything());
  });
});
