// The AccountClient interface of @forecourt/saved-items against the account contracts (spec 000 s7): each call,
// the contract it becomes, what it sends, and what the store gets back; then the 4xx replies the store reads as
// reply fields (spec 000 s4).
import type { ContractName } from '@forecourt/contracts';
import type { AccountClient } from '@forecourt/saved-items';
import type { ACCOUNT_REFUSALS } from './index';
import { LISTINGS } from './test-fixtures';

export type Run = (client: AccountClient) => Promise<unknown>;

interface CallCase {
  call: keyof AccountClient;
  contract: ContractName;
  run: Run;
  /** The outgoing body, or the query string. */
  sends: { body: unknown } | { search: string } | Record<string, never>;
  reply: unknown;
  gives: unknown;
}

const RECENT = {
  url: '/cars-for-sale/used-cars/honda',
  query: { lastExec: '2026-11-01T12:00:00.000Z', makeCode: 'HONDA' },
  timestamp: 1_793_448_000_000,
  heading: 'Used Honda',
  fullHeading: 'Used Honda for Sale',
  subHeading: '',
  fullSubHeading: '',
};

const same = (value: unknown) => ({ reply: value, gives: value });

// Every call of the AccountClient interface: the contract it becomes (renamed where the names differ), what it
// sends in the contract's body or query, and what the store gets back.
export const CALLS: CallCase[] = [
  {
    call: 'saveVehicle',
    contract: 'saveVehicle',
    run: (c) => c.saveVehicle({ listingId: '712345678' }),
    sends: { body: { listingId: '712345678' } },
    ...same({
      bookmarkSaved: true,
      bookmarkAlreadySaved: false,
      id: 'vb-1',
      version: 1,
      responseCode: '200',
    }),
  },
  {
    call: 'deleteBookmark',
    contract: 'deleteBookmark',
    run: (c) => c.deleteBookmark({ listing: { listingId: '712345678', bookmarkId: 'vb-1' } }),
    sends: { body: { listing: { listingId: '712345678', bookmarkId: 'vb-1' } } },
    ...same({ bookmark: { isDeleted: true, isSaved: false } }),
  },
  {
    call: 'persistQuickSaveVehicles',
    contract: 'persistQuickSaveVehicles',
    run: (c) => c.persistQuickSaveVehicles({ listingIds: '712345678,712345679' }),
    sends: { body: { listingIds: '712345678,712345679' } },
    ...same({
      createdBookmarkBeans: [{ id: 'vb-2', listingId: '712345678', version: 1 }],
      deletedBookmarkBeans: [],
      failedToCreateBookmarkBeans: [{ listingId: '712345679' }],
      failedToDeleteBookmarkBeans: [],
    }),
  },
  {
    call: 'saveSearch',
    contract: 'saveSearch',
    run: (c) => c.saveSearch({ brand: 'AT', searchParams: { makeCode: ['HONDA'], startYear: 2015 } }),
    sends: { body: { brand: 'AT', searchParams: { makeCode: ['HONDA'], startYear: '2015' } } },
    ...same({ id: 'sb-1', isSaved: true, isExisting: false, version: 1, responseCode: '200' }),
  },
  {
    call: 'deleteSearch',
    contract: 'deleteSearch',
    run: (c) => c.deleteSearch({ bookmarkId: 'sb-1', version: 2 }),
    sends: { body: { bookmarkId: 'sb-1', version: 2 } },
    ...same({ responseCode: '200' }),
  },
  {
    call: 'optOut',
    contract: 'optOut',
    run: (c) => c.optOut({ userId: 'c-1' }),
    sends: { body: { userId: 'c-1' } },
    ...same({ userId: 'c-1' }),
  },
  {
    call: 'optOutSearch',
    contract: 'optOutSearch',
    run: (c) => c.optOutSearch({ userId: 'c-1' }),
    sends: { body: { userId: 'c-1' } },
    ...same({ userId: 'c-1' }),
  },
  {
    call: 'validateProfileForm',
    contract: 'validateProfileForm',
    run: (c) =>
      c.validateProfileForm({
        currentPhoneNumber: '5125550100',
        updatedPhoneNumber: '5125550101',
        zipCode: '78701',
      }),
    sends: {
      body: { currentPhoneNumber: '5125550100', updatedPhoneNumber: '5125550101', zipCode: '78701' },
    },
    ...same({ success: true, formattedUserPhone: '(512) 555-0101' }),
  },
  {
    call: 'registerLightUser',
    contract: 'lightUserSearch',
    run: (c) =>
      c.registerLightUser({
        emailAddress: 'jo@example.com',
        brand: 'KBB',
        searchParams: { makeCode: 'HONDA' },
      }),
    sends: { body: { emailAddress: 'jo@example.com', brand: 'KBB', searchParams: { makeCode: 'HONDA' } } },
    ...same({ status: 200, consumerId: 'c-9', bookmarkSaved: true, bookmarkAlreadySaved: false }),
  },
  {
    call: 'saveBestDeals',
    contract: 'saveBestDeals',
    run: (c) =>
      c.saveBestDeals({ search: { bestDealsOptIn: true, zipcode: '78701' }, email: 'jo@example.com' }),
    sends: { body: { search: { bestDealsOptIn: true, zipcode: '78701' }, email: 'jo@example.com' } },
    ...same({ status: 200 }),
  },
  {
    call: 'getUserInfo',
    contract: 'getUserInfo',
    run: (c) => c.getUserInfo({ brand: 'AT' }),
    sends: { search: '?brand=AT' },
    ...same({ firstName: 'Jo', searchIds: ['sb-1'], carIds: ['712345678'] }),
  },
  {
    call: 'getBookmarkInfo',
    contract: 'getBookmarkInfo',
    run: (c) => c.getBookmarkInfo(),
    sends: {},
    ...same({
      bookmarks: { inventoryBookmarks: [{ id: 'vb-1', listingId: '712345678' }], searchBookmarks: [] },
    }),
  },
  {
    call: 'getOwnedVehicles',
    contract: 'getOwnedVehicles',
    run: (c) => c.getOwnedVehicles(),
    sends: {},
    ...same([{ vehicleid: 'v-1', vehicle_details: { latest_zipcode: '78701' }, kbb_vehicle_id: 12 }]),
  },
  {
    call: 'deleteOwnedVehicle',
    contract: 'deleteOwnedVehicle',
    run: (c) => c.deleteOwnedVehicle({ vehicleId: 'v-1' }),
    sends: { search: '?vehicleId=v-1' },
    ...same([]),
  },
  {
    call: 'getAccountVehicles',
    contract: 'getAccountVehicles',
    run: (c) => c.getAccountVehicles(),
    sends: {},
    ...same([{ id: 'v-1', make: 'Honda' }]),
  },
  {
    call: 'addAccountVehicle',
    contract: 'addAccountVehicle',
    run: (c) => c.addAccountVehicle({ vin: '1HGCV1F34LA012345', zip: '78701' }),
    sends: { body: { vin: '1HGCV1F34LA012345', zip: '78701' } },
    ...same([{ id: 'v-1', vin: '1HGCV1F34LA012345', zip: '78701', kbbVehicleId: 'vin:1HGCV1F3LA' }]),
  },
  {
    call: 'putAccountVehicle',
    contract: 'updateAccountVehicle',
    run: (c) => c.putAccountVehicle({ vehicleId: 'v-1', vehicle: { id: 'v-1', nickname: 'Daily' } }),
    sends: { body: { nickname: 'Daily' } },
    ...same([{ id: 'v-1', nickname: 'Daily' }]),
  },
  {
    call: 'deleteAccountVehicle',
    contract: 'deleteAccountVehicle',
    run: (c) => c.deleteAccountVehicle({ id: 'v-1' }),
    sends: {},
    ...same([]),
  },
  {
    call: 'getUnreadNotificationsCount',
    contract: 'getUnreadNotificationsCount',
    run: (c) => c.getUnreadNotificationsCount(),
    sends: { body: { query: '{ unreadNotificationsCount }' } },
    reply: { data: { unreadNotificationsCount: 7 } },
    gives: { unreadNotificationsCount: 7 },
  },
  {
    call: 'getListings',
    contract: 'getListingsByIds',
    run: (c) => c.getListings({ listingId: '712345678,712345679', numRecords: 2, hideFilters: true }),
    sends: { search: '?listingId=712345678%2C712345679&numRecords=2&hideFilters=true' },
    ...same(LISTINGS),
  },
  {
    call: 'getRecentSearchListings',
    contract: 'getRecentSearchListings',
    run: (c) => c.getRecentSearchListings({ makeCode: 'HONDA', numRecords: '12' }),
    sends: { search: '?makeCode=HONDA&numRecords=12' },
    ...same({ listings: [], owners: [], totalResultCount: 0, newResultCount: 0 }),
  },
  {
    call: 'getRecentSearchCounts',
    contract: 'getRecentSearchCounts',
    run: (c) => c.getRecentSearchCounts({ makeCode: 'HONDA' }),
    sends: { search: '?makeCode=HONDA' },
    ...same({ counts: { totalResultCount: 3, newResultCount: 1 } }),
  },
  {
    call: 'refreshCache',
    contract: 'getRecentSearches',
    run: (c) => c.refreshCache(),
    sends: {},
    reply: { recentSearches: [RECENT] },
    // "The account area also keeps a lighter form: heading plus a timestamp."
    gives: { recentSearches: [{ heading: 'Used Honda', timestamp: 1_793_448_000_000 }] },
  },
  {
    call: 'updateProfileCache',
    contract: 'updateProfileCache',
    run: (c) => c.updateProfileCache({ carIds: ['712345678'] }),
    sends: { body: { carIds: ['712345678'] } },
    reply: { carIds: ['712345678'], searchIds: [] },
    gives: undefined,
  },
];

export const REFUSED = 'Saved vehicle vb-9 was not found';

// A 4xx the store reads as a reply field (spec 000 s4), in the in-memory client's shapes.
export const REFUSALS: [keyof typeof ACCOUNT_REFUSALS, ContractName, number, Run, unknown][] = [
  [
    'saveVehicle',
    'saveVehicle',
    404,
    (c) => c.saveVehicle({ bookmarkId: 'vb-9', notes: 'x' }),
    {
      msgs: [{ severity: 'ERROR', value: REFUSED }],
      bookmarkSaved: false,
      bookmarkAlreadySaved: false,
      responseCode: '404',
    },
  ],
  [
    'deleteBookmark',
    'deleteBookmark',
    404,
    (c) => c.deleteBookmark({ listing: { listingId: '712345678', bookmarkId: 'vb-9' } }),
    { bookmark: { isDeleted: false, isSaved: false } },
  ],
  [
    'deleteBookmark',
    'deleteBookmark',
    400,
    (c) => c.deleteBookmark({ listing: { listingId: '712345678', bookmarkId: 'vb-9' } }),
    { bookmark: { isDeleted: false } },
  ],
  [
    'saveSearch',
    'saveSearch',
    404,
    (c) => c.saveSearch({ brand: 'AT', bookmarkId: 'sb-9', sendEmailAlerts: true }),
    { msgs: [{ severity: 'ERROR', value: REFUSED }], isSaved: false, isExisting: false, responseCode: '404' },
  ],
  [
    'deleteSearch',
    'deleteSearch',
    404,
    (c) => c.deleteSearch({ bookmarkId: 'sb-9' }),
    { responseCode: '404' },
  ],
  ['optOut', 'optOut', 404, (c) => c.optOut({ userId: 'c-2' }), { message: REFUSED }],
  ['optOutSearch', 'optOutSearch', 404, (c) => c.optOutSearch({ userId: 'c-2' }), { message: REFUSED }],
  [
    'validateProfileForm',
    'validateProfileForm',
    400,
    (c) => c.validateProfileForm({ currentPhoneNumber: '', updatedPhoneNumber: '', zipCode: '' }),
    { success: false },
  ],
  [
    'registerLightUser',
    'lightUserSearch',
    429,
    (c) =>
      c.registerLightUser({ emailAddress: 'jo@example.com', brand: 'AT', searchParams: { zip: '78701' } }),
    { status: 429 },
  ],
  [
    'saveBestDeals',
    'saveBestDeals',
    404,
    (c) =>
      c.saveBestDeals({
        search: { bestDealsOptIn: true, userId: 'c-2', zipcode: '78701' },
        email: 'jo@example.com',
      }),
    { status: 404, message: REFUSED },
  ],
];
