import type { QueryClient } from '@tanstack/react-query';
import { type Mock, vi } from 'vitest';
import type { CustomOrderReply, PreOrderReply } from '../preorder-view';
import type { StorefrontEnvironment } from '../storefront-environment';
import { pageHarness } from './page-harness';

// Test data and the stubbed API for the pre-order section (the test puts it in the providers): the 2026 Ford Bronco with two trims, three Ford dealers
// around Austin that take custom orders.

export const BRONCO_TRIMS: PreOrderReply['trims'] = [
  {
    id: 'FORD-BRONCO-2026-Trim-BIGBEND',
    make: 'Ford',
    model: 'Bronco',
    trimName: 'Big Bend',
    pricingDetail: { salePrice: 43_990 },
  },
  {
    id: 'FORD-BRONCO-2026-Trim-BADLANDS',
    make: 'Ford',
    model: 'Bronco',
    trimName: 'Badlands',
    pricingDetail: { salePrice: 52_000 },
  },
];

export const BRONCO: PreOrderReply = {
  listings: [
    {
      id: 'FORD-BRONCO-2026',
      pricingDetail: { salePrice: 39_630 },
      make: 'Ford',
      makeCode: 'FORD',
      model: 'Bronco',
      modelCode: 'BRONCO',
      images: { sources: [{ src: '/photos/preorder/ford-bronco.svg', alt: 'A 2026 Ford Bronco' }] },
      title: '2026 Ford Bronco',
      year: 2026,
    },
  ],
  trims: BRONCO_TRIMS,
};

/** "Loading clears listings but keeps trim entries when no data is found" (spec 001 s4). */
export const TRIMS_ONLY: PreOrderReply = { listings: [], trims: BRONCO_TRIMS };
export const NOTHING: PreOrderReply = { listings: [], trims: [] };

type Dealer = CustomOrderReply['customOrders'][number];

const ford = (id: string, name: string, city: string, zip: string, distance: number): Dealer => ({
  owner: {
    id,
    name,
    phone: '(512) 555-0142',
    privateSeller: false,
    nameplate: 'Ford',
    location: { address: { city, state: 'TX', zip } },
  },
  distance,
});

export const LAKEWAY_FORD = ford('60003', 'Lakeway Ford', 'Lakeway', '78734', 14.6);
export const CAPITOL_FORD = ford('60001', 'Capitol Ford', 'Austin', '78701', 3.24);
export const ROUND_ROCK_FORD = ford('60002', 'Round Rock Ford', 'Round Rock', '78664', 19.2);

/** Out of order on purpose: the section lists them nearest first. */
export const CUSTOM_ORDERS: CustomOrderReply = {
  customOrders: [LAKEWAY_FORD, CAPITOL_FORD, ROUND_ROCK_FORD],
};

type Call = (input: { query?: unknown }) => Promise<unknown>;

export interface PreorderHarness {
  readonly getPreOrderListings: Mock<Call>;
  readonly getCustomOrderDealers: Mock<Call>;
  readonly environment: StorefrontEnvironment;
  readonly queryClient: QueryClient;
}

/** The stubbed API (`vi.fn` per call the section makes), a fresh environment and query client. */
export function preorderHarness(
  calls: { getPreOrderListings?: Call; getCustomOrderDealers?: Call } = {},
): PreorderHarness {
  const getPreOrderListings = vi.fn<Call>(calls.getPreOrderListings ?? (async () => BRONCO));
  const getCustomOrderDealers = vi.fn<Call>(calls.getCustomOrderDealers ?? (async () => CUSTOM_ORDERS));
  const { environment, queryClient } = pageHarness({ getPreOrderListings, getCustomOrderDealers } as never);
  return { getPreOrderListings, getCustomOrderDealers, environment, queryClient };
}
