import type { ApiClient } from '@forecourt/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Mock, vi } from 'vitest';
import type { Listing, Owner } from '../listing-view';
import type { StorefrontSession } from '../storefront-config';
import type { StorefrontEnvironment } from '../storefront-environment';
import { pageHarness } from './page-harness';

// Test data and a harness for the vehicle details page and its listing modals: a Civic at an Austin Honda dealer
// (with and without something that sets the dealer apart), a private seller's Fit, five cars to fill the compare
// list, and the Civic's trims as the search counts them.

export const CAPITOL_HONDA: Owner = {
  id: '50001',
  name: 'Capitol Honda',
  phone: '(512) 555-0100',
  privateSeller: false,
  location: { address: { address1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' } },
};

/** What the listing service answers for a private seller: privateSeller and hideEmailForm both set. */
export const PRIVATE_SELLER: Owner = {
  id: '50003',
  name: 'Pat Smith',
  privateSeller: true,
  hideEmailForm: true,
  location: { address: { city: 'Austin', state: 'TX', zip: '78702' } },
};

/** A private seller whose record does not repeat the flag in hideEmailForm (the contract makes it optional). */
export const PRIVATE_SELLER_WITHOUT_FLAG: Owner = {
  id: '50004',
  name: 'Jo Seller',
  privateSeller: true,
  location: { address: { city: 'Austin', state: 'TX', zip: '78702' } },
};

const car = (id: string, owner: Owner, fields: Partial<Listing> & Record<string, unknown>): Listing =>
  ({ id, owner: owner.id, ownerId: owner.id, listingType: 'USED', ...fields }) as Listing;

/** Nothing sets its dealer apart: no money-back guarantee, no-haggle price, dealer financing or website. */
export const CIVIC = car('700001', CAPITOL_HONDA, {
  title: 'Used 2020 Honda Civic EX',
  year: 2020,
  make: 'Honda',
  makeCode: 'HONDA',
  model: 'Civic',
  modelCode: 'CIVIC',
  trim: 'EX',
  trimCode: 'CIVIC|EX',
  pricingDetail: { salePrice: 18995 },
});

/** The same car with the dealer's money-back guarantee: the page offers "Why buy from Capitol Honda". */
export const CIVIC_WITH_GUARANTEE = car('700002', CAPITOL_HONDA, {
  title: 'Used 2021 Honda Civic Sport',
  year: 2021,
  make: 'Honda',
  makeCode: 'HONDA',
  model: 'Civic',
  modelCode: 'CIVIC',
  trim: 'Sport',
  trimCode: 'CIVIC|SPORT',
  pricingDetail: { salePrice: 21500 },
  moneyBackGuarantee: true,
});

export const PRIVATE_FIT = car('700004', PRIVATE_SELLER, {
  title: 'Used 2015 Honda Fit',
  year: 2015,
  make: 'Honda',
  makeCode: 'HONDA',
  model: 'Fit',
  modelCode: 'FIT',
  pricingDetail: { salePrice: 8900 },
});

export const PRIVATE_FIT_WITHOUT_FLAG = car('700005', PRIVATE_SELLER_WITHOUT_FLAG, {
  title: 'Used 2016 Honda Fit',
  year: 2016,
  make: 'Honda',
  makeCode: 'HONDA',
  model: 'Fit',
  modelCode: 'FIT',
  pricingDetail: { salePrice: 9400 },
});

/** Five other cars: seeded into the compare list, they fill it ("at five an add is ignored", spec 001 s4). */
export const COMPARED: readonly Listing[] = [
  ['700011', 'Used 2019 Honda Accord Sport'],
  ['700012', 'Used 2021 Toyota Camry SE'],
  ['700013', 'Used 2018 Mazda 3 Touring'],
  ['700014', 'Used 2020 Hyundai Elantra SEL'],
  ['700015', 'Used 2022 Kia Forte LXS'],
].map(([id, title]) => car(id as string, CAPITOL_HONDA, { title: title as string }));

const CATALOG: readonly Listing[] = [
  CIVIC,
  CIVIC_WITH_GUARANTEE,
  PRIVATE_FIT,
  PRIVATE_FIT_WITHOUT_FLAG,
  ...COMPARED,
];
const OWNERS: readonly Owner[] = [CAPITOL_HONDA, PRIVATE_SELLER, PRIVATE_SELLER_WITHOUT_FLAG];

/** The Civic's trims as the search counts them (`facets.trimCode`: `MODEL|TRIM` values, most listings first). */
export const CIVIC_TRIMS = [
  { value: 'CIVIC|LX', label: 'LX', count: 1204 },
  { value: 'CIVIC|EX', label: 'EX', count: 873 },
  { value: 'CIVIC|SI', label: 'Si', count: 41 },
];

type SearchReply = Awaited<ReturnType<ApiClient['searchListings']>>;

/** The similar-cars and trims search: no other car (so no result cards), the Civic's trim counts. */
export const SEARCH_REPLY: SearchReply = {
  listings: [],
  owners: [],
  totalResultCount: 0,
  firstRecord: 0,
  numRecords: 5,
  facets: { trimCode: CIVIC_TRIMS },
  relaxations: [],
};

/** The payments service's quote for the default wallet's 60-month loan. */
export const PAYMENTS_REPLY = {
  rates: [],
  ratesByCreditType: {},
  payments: {
    '60': {
      monthlyPayment: 367.4,
      termMonths: 60,
      aprPercent: 6.9,
      downPayment: 1899.5,
      dealType: 'finance',
    },
  },
  incentives: {},
  paymentOffers: {},
  nationalOffers: {},
};

type Fake<N extends keyof ApiClient> = Mock<ApiClient[N]>;

export interface VehicleHarness {
  readonly getListingsByIds: Fake<'getListingsByIds'>;
  readonly searchListings: Fake<'searchListings'>;
  /** The dealer-lot comparables (spec 001 s7): none unless a test says otherwise. */
  readonly getDealerLot: Fake<'getDealerLot'>;
  readonly getPayments: Fake<'getPayments'>;
  readonly emailOwner: Fake<'emailOwner'>;
  readonly reportListing: Fake<'reportListing'>;
  readonly emailFriend: Fake<'emailFriend'>;
  readonly shareText: Fake<'shareText'>;
  /** The saved-items store's light registration (`registerEmail` goes through the account client to it). */
  readonly lightUserSearch: Fake<'lightUserSearch'>;
  readonly environment: StorefrontEnvironment;
  readonly queryClient: QueryClient;
  /** The page inside the providers: the server's router at the vehicle's path, or the browser's router. */
  tree(page: ReactNode, options?: { browser?: boolean }): ReactNode;
}

export interface VehicleHarnessOptions {
  readonly session?: StorefrontSession;
  readonly emailOwner?: ApiClient['emailOwner'];
  readonly reportListing?: ApiClient['reportListing'];
}

/** The stubbed API (`vi.fn` per call the page and its modals make), a fresh environment and query client. */
export function vehicleHarness(options: VehicleHarnessOptions = {}): VehicleHarness {
  const getListingsByIds = vi.fn<ApiClient['getListingsByIds']>(async ({ query }) => {
    // The query's input type is the wire's (a list or a comma string): the page and the compare store send a list.
    const ids = query.listingId as readonly string[];
    return { listings: CATALOG.filter((listing) => ids.includes(listing.id)), owners: [...OWNERS] };
  });
  const searchListings = vi.fn<ApiClient['searchListings']>(async () => SEARCH_REPLY);
  const getDealerLot = vi.fn<ApiClient['getDealerLot']>(async () => ({ listings: [] }));
  const getPayments = vi.fn<ApiClient['getPayments']>(async () => PAYMENTS_REPLY as never);
  const emailOwner = vi.fn<ApiClient['emailOwner']>(options.emailOwner ?? (async () => ({ success: true })));
  const reportListing = vi.fn<ApiClient['reportListing']>(
    options.reportListing ?? (async () => ({ success: true }) as const),
  );
  const emailFriend = vi.fn<ApiClient['emailFriend']>(async () => ({ success: true }));
  const shareText = vi.fn<ApiClient['shareText']>(async () => ({ success: true }));
  // Registered without a saved search to show a success screen for: no timer is left running after the test.
  const lightUserSearch = vi.fn<ApiClient['lightUserSearch']>(
    async () => ({ status: 200, bookmarkSaved: false }) as never,
  );
  const api = {
    getListingsByIds,
    searchListings,
    getDealerLot,
    getPayments,
    emailOwner,
    reportListing,
    emailFriend,
    shareText,
    lightUserSearch,
  } as unknown as ApiClient;
  const page = pageHarness(api, {
    ...(options.session && { session: options.session }),
    path: '/cars-for-sale/vehicle/700001',
  });
  return {
    getListingsByIds,
    searchListings,
    getDealerLot,
    getPayments,
    emailOwner,
    reportListing,
    emailFriend,
    shareText,
    lightUserSearch,
    environment: page.environment,
    queryClient: page.queryClient,
    tree: (content, { browser = false } = {}) => (browser ? page.browserTree(content) : page.tree(content)),
  };
}
