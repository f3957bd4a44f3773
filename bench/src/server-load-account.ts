// The account calls as one signed-in shopper makes them (packages/contracts: saved-item, account and
// personalization contracts). Writes run as a cycle that leaves the account as it found it, so a run of any
// length measures the same state: save a car, update the profile cache, unsave it, add a recent search, save a
// search, delete it. Each shopper also keeps a few saved cars and searches, so reads return real lists.
import type { LoadRequest } from './server-load-cannon.js';

const KEPT_CARS = 5;
const MAKES = ['HONDA', 'TOYOTA', 'FORD', 'CHEV', 'SUBARU'];
const ZIPS = ['78701', '53703', '80202', '30303', '98101'];

const headersOf = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

function recentSearch(turn: number) {
  const make = MAKES[turn % MAKES.length] as string;
  const zip = ZIPS[turn % ZIPS.length] as string;
  return {
    url: `/cars-for-sale/used-cars/${make.toLowerCase()}?zip=${zip}`,
    query: { lastExec: new Date().toISOString(), makeCode: make, listingType: 'USED', zip },
    timestamp: Date.now(),
    heading: `Used ${make}`,
    fullHeading: `Used ${make} for sale`,
    subHeading: zip,
    fullSubHeading: `within 50 miles of ${zip}`,
    totalResultCount: 100 + turn,
  };
}

const searchBody = (turn: number) => ({
  brand: 'AT',
  searchName: `Bench search ${turn % 50}`,
  searchParams: { makeCode: MAKES[turn % MAKES.length] as string, zip: ZIPS[turn % ZIPS.length] as string },
});

/** The saved cars and searches a shopper keeps (made before the load, through the same calls). */
export function accountSetup(token: string, listingIds: readonly string[]): LoadRequest[] {
  const headers = headersOf(token);
  return [
    ...listingIds.slice(0, KEPT_CARS).map((listingId) => ({
      label: 'POST /account-api/vehicle',
      method: 'POST' as const,
      path: '/account-api/vehicle',
      headers,
      body: JSON.stringify({ listingId }),
    })),
    ...[0, 1].map((turn) => ({
      label: 'POST /account-api/search',
      method: 'POST' as const,
      path: '/account-api/search',
      headers,
      // A make the write cycle never saves, so the cycle cannot find (and then delete) a kept search.
      body: JSON.stringify({
        brand: 'AT',
        searchName: `Kept search ${turn}`,
        searchParams: { makeCode: 'BMW', zip: ZIPS[turn] as string },
      }),
    })),
    ...[0, 1, 2].map((turn) => ({
      label: 'POST /personalization-api/recentsearches',
      method: 'POST' as const,
      path: '/personalization-api/recentsearches',
      headers,
      body: JSON.stringify(recentSearch(turn)),
    })),
  ];
}

/** One shopper's write cycle; `client` spreads the shoppers over different listings. */
export function accountWrites(token: string, listingIds: readonly string[], client: number): LoadRequest[] {
  const headers = headersOf(token);
  const kept = listingIds.slice(0, KEPT_CARS);
  const pool = listingIds.slice(KEPT_CARS);
  let turn = client * 13;
  const post = (label: string, path: string, method: 'POST' | 'PUT' = 'POST') => ({
    label: `${method} ${label}`,
    method,
    path,
    headers,
    body: '{}',
  });
  return [
    {
      ...post('/account-api/vehicle', '/account-api/vehicle'),
      setup: (request, context) => {
        turn++;
        context.listingId = pool[turn % pool.length];
        request.body = JSON.stringify({ listingId: context.listingId });
      },
      read: (status, body, context) => {
        if (status === 200) context.bookmarkId = (JSON.parse(body) as { id?: string }).id;
      },
    },
    {
      ...post('/account-api/profilecache', '/account-api/profilecache', 'PUT'),
      setup: (request, context) => {
        request.body = JSON.stringify({ carIds: [...kept, context.listingId] });
      },
    },
    {
      ...post('/account-api/deletebookmark', '/account-api/deletebookmark'),
      setup: (request, context) => {
        const listing = { listingId: context.listingId, bookmarkId: context.bookmarkId ?? '' };
        request.body = JSON.stringify({ listing });
      },
    },
    {
      ...post('/personalization-api/recentsearches', '/personalization-api/recentsearches'),
      setup: (request) => {
        request.body = JSON.stringify(recentSearch(turn));
      },
    },
    {
      ...post('/account-api/search', '/account-api/search'),
      setup: (request) => {
        request.body = JSON.stringify(searchBody(turn));
      },
      read: (status, body, context) => {
        if (status === 200) context.searchId = (JSON.parse(body) as { id?: string }).id;
      },
    },
    {
      ...post('/account-api/search/delete', '/account-api/search/delete'),
      setup: (request, context) => {
        request.body = JSON.stringify({ bookmarkId: context.searchId ?? 'none' });
      },
    },
  ];
}

/** What a signed-in page load reads: profile, consumer record, saved items, recent searches, owned cars. */
export function accountReads(token: string): LoadRequest[] {
  const headers = { authorization: `Bearer ${token}` };
  return [
    '/account-api/userinfo?brand=AT',
    '/account-api/consumer',
    '/myatc-api/bookmarkInfo',
    '/personalization-api/recentsearches',
    '/account-api/consumer/consumer-vehicle-owners',
  ].map((path) => ({ label: `GET ${path.split('?')[0]}`, path, headers }));
}
