import type { ApiClient } from '@forecourt/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageRoute } from '../page-route';
import { HomePage, SEARCH_FORM_ACTION } from './home-page';
import { pageHarness } from './page-harness';

const ENTRY = {
  url: '/cars-for-sale/honda/austin-tx',
  query: { makeCode: 'HONDA', zip: '78701', lastExec: '2026-11-21T12:00:00Z' },
  timestamp: Date.UTC(2026, 10, 21, 12),
  heading: 'Used Honda',
  fullHeading: 'Used Honda for sale',
  subHeading: 'Austin, TX',
  fullSubHeading: 'Austin, TX 78701',
  totalResultCount: 42,
};

describe('the home page', () => {
  it('shows the recent searches toggle after the list, so nothing above moves when they are read (issue 11: CLS)', async () => {
    const api = { getSearchOptions: vi.fn(async () => ({ makes: [], models: [] })) } as unknown as ApiClient;
    const harness = pageHarness(api);
    harness.environment.stores.savedItems.setState({ recentSearches: [ENTRY] });
    render(harness.browserTree(<HomePage />));
    const toggle = await screen.findByRole('button', { name: 'Hide recent searches' });
    const search = screen.getByRole('link', { name: /Used Honda/ });
    // The toggle follows the list in the document (and on the page).
    expect(search.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('submits without JavaScript to a results URL the server sends on to the search', async () => {
    const api = { getSearchOptions: vi.fn(async () => ({ makes: [], models: [] })) } as unknown as ApiClient;
    const harness = pageHarness(api);
    const { container } = render(harness.browserTree(<HomePage />));
    const form = container.querySelector('form.fc-search-form');
    expect(form?.getAttribute('action')).toBe(SEARCH_FORM_ACTION);
    expect(form?.getAttribute('method')).toBe('get');
    // What the browser sends for Ford, no model, 78701 (the fields' names), and where the server answers it.
    expect(pageRoute(SEARCH_FORM_ACTION, '?makeCode=FORD&modelCode=&zip=78701', 'atc')).toEqual({
      page: 'redirect',
      location: '/cars-for-sale/ford?zip=78701',
    });
    // Nothing chosen: the nationwide results.
    expect(pageRoute(SEARCH_FORM_ACTION, '?makeCode=&modelCode=&zip=', 'atc')).toEqual({
      page: 'redirect',
      location: SEARCH_FORM_ACTION,
    });
  });

  it('shows the recent searches and the recently viewed cars kept in storage, read by the page itself', async () => {
    const stored = new Map<string, string>([
      ['forecourt.recentSearches', JSON.stringify([{ ...ENTRY, timestamp: Date.now() - 1000 }])],
      ['forecourt.recentInventory', JSON.stringify([{ id: '700123', timestamp: Date.now() - 1000 }])],
    ]);
    const api = {
      getSearchOptions: vi.fn(async () => ({ makes: [], models: [] })),
      getListingsByIds: vi.fn(async () => ({
        listings: [{ id: '700123', title: '2020 Honda Civic EX', pricingDetail: { salePrice: 18995 } }],
        owners: [],
      })),
    } as unknown as ApiClient;
    const harness = pageHarness(api, {
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
    });
    render(harness.browserTree(<HomePage />));
    expect(await screen.findByRole('link', { name: /Used Honda/ })).toHaveAttribute('href', ENTRY.url);
    expect(screen.queryByText('Your recent searches will show here.')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /2020 Honda Civic EX/ })).toBeInTheDocument();
  });
});
