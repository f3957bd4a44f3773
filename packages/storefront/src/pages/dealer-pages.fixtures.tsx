import type { ApiClient } from '@forecourt/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Mock, vi } from 'vitest';
import type { Listing, Owner } from '../listing-view';
import type { RouterLocation } from '../router';
import type { StorefrontEnvironment } from '../storefront-environment';
import { pageHarness } from './page-harness';

// Test data and a harness for the dealer pages' tests: two dealers in Austin and a private seller.

export const CAPITOL_HONDA: Owner = {
  id: '50001',
  name: 'Capitol Honda',
  phone: '(512) 555-0100',
  website: 'capitolhonda78701.example',
  privateSeller: false,
  location: { address: { address1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' } },
};

export const LAKE_TOYOTA: Owner = {
  id: '50002',
  name: 'Lake Travis Toyota',
  phone: '(512) 555-0199',
  privateSeller: false,
  location: { address: { city: 'Lakeway', state: 'TX', zip: '78734' } },
};

export const PRIVATE_SELLER: Owner = {
  id: '50003',
  name: 'Pat Smith',
  privateSeller: true,
  location: { address: { city: 'Austin', state: 'TX', zip: '78702' } },
};

export const listing = (id: string, owner: Owner, extra: Partial<Listing> = {}): Listing => ({
  id,
  ownerId: owner.id,
  owner: owner.id,
  ...extra,
});

export const CIVIC = listing('700001', CAPITOL_HONDA, {
  title: 'Used 2020 Honda Civic EX',
  make: 'Honda',
  makeCode: 'HONDA',
  distance: 0.4,
  pricingDetail: { salePrice: 18995 },
});
export const ACCORD = listing('700002', CAPITOL_HONDA, {
  title: 'Used 2019 Honda Accord Sport',
  make: 'Honda',
  makeCode: 'HONDA',
  distance: 0.4,
  pricingDetail: { salePrice: 21500 },
});
export const CAMRY = listing('700003', LAKE_TOYOTA, {
  title: 'Used 2021 Toyota Camry SE',
  make: 'Toyota',
  makeCode: 'TOYOTA',
  distance: 14.6,
});
export const PRIVATE_FIT = listing('700004', PRIVATE_SELLER, {
  title: 'Used 2015 Honda Fit',
  make: 'Honda',
  makeCode: 'HONDA',
  distance: 2,
});

type SearchReply = Awaited<ReturnType<ApiClient['searchListings']>>;

export function searchReply(
  listings: Listing[],
  owners: Owner[],
  totalResultCount = listings.length,
): SearchReply {
  return { listings, owners, totalResultCount, firstRecord: 0, numRecords: 100, facets: {}, relaxations: [] };
}

export const SEARCH_OPTIONS = {
  makes: [
    { code: 'HONDA', name: 'Honda' },
    { code: 'TOYOTA', name: 'Toyota' },
    // A make without a path segment: the dealer search form leaves it out.
    { code: 'NOPATH', name: 'No Path Motors' },
  ],
  models: [],
  vehicleStyles: [],
  extColorGroups: [],
};

type Call = (input: { query?: unknown; params?: unknown }) => Promise<unknown>;

export interface Harness {
  readonly api: ApiClient;
  readonly searchListings: Mock<Call>;
  readonly getSearchOptions: Mock<Call>;
  readonly getZipLocation: Mock<Call>;
  readonly environment: StorefrontEnvironment;
  readonly queryClient: QueryClient;
  /** The page inside the providers, on the server's router at `location`. */
  tree(page: ReactNode, location?: RouterLocation): ReactNode;
}

/** The stubbed API (`vi.fn` per call the pages make), a fresh environment and query client. */
export function harness(calls: { searchListings?: Call; getZipLocation?: Call } = {}): Harness {
  const searchListings = vi.fn<Call>(calls.searchListings ?? (async () => searchReply([], [])));
  const getSearchOptions = vi.fn<Call>(async () => SEARCH_OPTIONS);
  const getZipLocation = vi.fn<Call>(calls.getZipLocation ?? (async () => ({})));
  const api = { searchListings, getSearchOptions, getZipLocation } as unknown as ApiClient;
  const { environment, queryClient, tree } = pageHarness(api, { path: '/car-dealers' });
  return { api, searchListings, getSearchOptions, getZipLocation, environment, queryClient, tree };
}
