import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Mock, vi } from 'vitest';
import type { RouterLocation } from '../router';
import type { ShopperLocation } from '../shopper-location';
import type { StorefrontEnvironment } from '../storefront-environment';
import { pageHarness } from './page-harness';

// Test data and a harness for the search form page's tests: two makes with their models, body styles out of
// the spec's order, and a shopper placed in Austin.

const model = (code: string, name: string, makeCode: string) => ({
  code,
  name,
  makeCode,
  trims: [],
  classSeries: [],
  categories: [],
});

export const ADVANCED_SEARCH_OPTIONS = {
  makes: [
    { code: 'HONDA', name: 'Honda' },
    { code: 'TOYOTA', name: 'Toyota' },
  ],
  models: [
    model('CIVIC', 'Civic', 'HONDA'),
    model('ACCORD', 'Accord', 'HONDA'),
    model('CAMRY', 'Camry', 'TOYOTA'),
  ],
  vehicleStyles: [
    { code: 'HATCH', name: 'Hatchback' },
    { code: 'SUVCROSS', name: 'SUV / Crossover' },
    { code: 'SEDAN', name: 'Sedan' },
    { code: 'TRUCKS', name: 'Pickup' },
    { code: 'OTHER', name: 'Other' },
    { code: 'VANMV', name: 'Van / Minivan' },
  ],
  extColorGroups: [],
};

export const AUSTIN: ShopperLocation = {
  zip: '78701',
  city: 'Austin',
  state: 'TX',
  searchRadius: 50,
  radiusChosen: false,
};

type Call = (input: unknown) => Promise<unknown>;

export interface AdvancedSearchHarness {
  readonly getSearchOptions: Mock<Call>;
  readonly environment: StorefrontEnvironment;
  readonly queryClient: QueryClient;
  /** The page inside the providers, on the server's router at `location`. */
  tree(page: ReactNode, location?: RouterLocation): ReactNode;
  /** The page inside the providers, on the browser's router: `navigate` moves `window.location`. */
  browserTree(page: ReactNode): ReactNode;
}

/** The stubbed reference call, a fresh environment (with the shopper's location, if any) and query client. */
export function advancedSearchHarness(
  options: { location?: ShopperLocation; getSearchOptions?: Call } = {},
): AdvancedSearchHarness {
  const getSearchOptions = vi.fn<Call>(options.getSearchOptions ?? (async () => ADVANCED_SEARCH_OPTIONS));
  return {
    getSearchOptions,
    ...pageHarness({ getSearchOptions } as never, {
      ...(options.location && { location: options.location }),
      path: '/cars-for-sale/advanced-search',
    }),
  };
}
