import type { AccountBrandCode } from '@forecourt/brand';
import type {
  AccountVehicle,
  ListingSummary,
  OwnedVehicle,
  RecentSearchSummary,
  SearchBookmark,
  UserProfile,
  VehicleBookmark,
} from './entities';

/** What the in-memory account service holds. Every field may be seeded; the calls change it in place. */
export interface InMemoryAccountData {
  /** The signed-in user's id, which the opt-out calls must name. @default 'user-1' */
  userId: string;
  /** The profile `userinfo` returns per brand. @default both empty */
  users: Partial<Record<AccountBrandCode, Partial<UserProfile>>>;
  /**
   * Listings still for sale: `getListings` returns these, and quick-saves of other ids fail to convert.
   * @default [] (every listing has expired)
   */
  listings: ListingSummary[];
  vehicleBookmarks: VehicleBookmark[];
  /** Saved searches, each with the brand it was saved under. */
  searchBookmarks: (SearchBookmark & { brand?: AccountBrandCode })[];
  ownedVehicles: OwnedVehicle[];
  accountVehicles: AccountVehicle[];
  /** @default 0 */
  unreadNotificationsCount: number;
  /** What the cache refresh returns. */
  recentSearches: RecentSearchSummary[];
  /** Light-registered e-mail addresses: consumer id and the searches saved (as JSON). */
  lightUsers: Record<string, { consumerId: string; searches: string[] }>;
  /** Addresses opted in to best deals. */
  bestDealsEmails: string[];
  /** How many searches one light user may save. @default 5 */
  lightUserSearchLimit: number;
}

/** Texts the in-memory service answers with (ours: the spec leaves the server's messages out). */
export const IN_MEMORY_MESSAGES = Object.freeze({
  bookmarkNotFound: 'We could not find that saved item.',
  versionConflict: 'This item was changed elsewhere. Save again to keep your changes.',
  invalidMobilePhone: 'The mobile phone number is not valid.',
  searchRequired: 'A search is required.',
  invalidZip: 'Please enter a valid ZIP code.',
  invalidPhone: 'Please enter a valid phone number.',
  userNotFound: 'User not found.',
  userExists: 'userExists',
});

export function initialInMemoryData(seed: Partial<InMemoryAccountData> = {}): InMemoryAccountData {
  return structuredClone({
    userId: 'user-1',
    users: {},
    listings: [],
    vehicleBookmarks: [],
    searchBookmarks: [],
    ownedVehicles: [],
    accountVehicles: [],
    unreadNotificationsCount: 0,
    recentSearches: [],
    lightUsers: {},
    bestDealsEmails: [],
    lightUserSearchLimit: 5,
    ...seed,
  });
}

/** Sequential ids, so a story or a test sees the same ids on every run. */
export function idMaker(): (prefix: string) => string {
  let next = 0;
  return (prefix) => {
    next += 1;
    return `${prefix}-${next}`;
  };
}
