import type { AccountClient } from './account-client';
import { type InMemoryAccountData, IN_MEMORY_MESSAGES as TEXT } from './in-memory-data';
import { formatPhone, phoneDigits } from './phone';
import { uniqueIds } from './recent-history';

type Handlers = Omit<
  AccountClient,
  | 'saveVehicle'
  | 'deleteBookmark'
  | 'persistQuickSaveVehicles'
  | 'saveSearch'
  | 'deleteSearch'
  | 'optOut'
  | 'optOutSearch'
>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Profile, registration, list and count calls of the in-memory account service. */
export function accountHandlers(data: InMemoryAccountData, newId: (prefix: string) => string): Handlers {
  const listingsById = (ids: readonly string[]) => {
    const byId = new Map(data.listings.map((listing) => [String(listing.id), listing]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  return {
    async validateProfileForm({ updatedPhoneNumber, zipCode }) {
      const zipCodeError = zipCode && !/^\d{5}$/.test(zipCode) ? TEXT.invalidZip : undefined;
      const digits = phoneDigits(updatedPhoneNumber);
      const phoneNumberError = digits && digits.length !== 10 ? TEXT.invalidPhone : undefined;
      return {
        success: !zipCodeError && !phoneNumberError,
        ...(zipCodeError && { zipCodeError }),
        ...(phoneNumberError && { phoneNumberError }),
        formattedUserPhone: formatPhone(digits),
      };
    },

    async registerLightUser({ emailAddress, searchParams }) {
      if (!EMAIL.test(emailAddress)) return { status: 400 };
      const user = data.lightUsers[emailAddress] ?? { consumerId: newId('consumer'), searches: [] };
      data.lightUsers[emailAddress] = user;
      const search = JSON.stringify(searchParams);
      const reply = { status: 200, consumerId: user.consumerId, bookmarkSaved: false };
      if (user.searches.includes(search)) return { ...reply, bookmarkAlreadySaved: true, isOverLimit: false };
      if (user.searches.length >= data.lightUserSearchLimit) {
        return { ...reply, bookmarkAlreadySaved: false, isOverLimit: true };
      }
      user.searches.push(search);
      return { ...reply, bookmarkSaved: true, bookmarkAlreadySaved: false, isOverLimit: false };
    },

    async saveBestDeals({ email }) {
      if (data.bestDealsEmails.includes(email)) return { status: 409, message: TEXT.userExists };
      data.bestDealsEmails.push(email);
      return { status: 200 };
    },

    async getUserInfo({ brand }) {
      const user = data.users[brand] ?? {};
      const searches = data.searchBookmarks
        .filter((item) => (item.brand ?? brand) === brand)
        .map((item) => item.id);
      return {
        ...user,
        searchIds: uniqueIds([...(user.searchIds ?? []), ...searches]),
        carIds: uniqueIds([...(user.carIds ?? []), ...data.vehicleBookmarks.map((item) => item.listingId)]),
      };
    },

    async getBookmarkInfo() {
      return {
        bookmarks: {
          inventoryBookmarks: data.vehicleBookmarks,
          searchBookmarks: data.searchBookmarks.map(({ brand: _brand, ...bookmark }) => bookmark),
        },
      };
    },

    async getOwnedVehicles() {
      return data.ownedVehicles;
    },

    async deleteOwnedVehicle({ vehicleId }) {
      data.ownedVehicles = data.ownedVehicles.filter((vehicle) => vehicle.vehicleid !== vehicleId);
      return data.ownedVehicles;
    },

    async getAccountVehicles() {
      return data.accountVehicles;
    },

    async addAccountVehicle(vehicle) {
      // As the API does: a new id, and a valuation id, so the car counts (spec 000 s3).
      const id = newId('car');
      const kbbVehicleId = vehicle.vin
        ? `vin:${vehicle.vin}`
        : `ymm:${vehicle.year}:${vehicle.make}:${vehicle.model}`;
      data.accountVehicles = [...data.accountVehicles, { ...vehicle, id, kbbVehicleId }];
      return data.accountVehicles;
    },

    async putAccountVehicle({ vehicleId, vehicle }) {
      const others = data.accountVehicles.filter((item) => item.id !== vehicleId);
      data.accountVehicles = [...others, { ...vehicle, id: vehicleId }];
      return data.accountVehicles;
    },

    async deleteAccountVehicle({ id }) {
      data.accountVehicles = data.accountVehicles.filter((item) => item.id !== id);
      return data.accountVehicles;
    },

    async getUnreadNotificationsCount() {
      return { unreadNotificationsCount: data.unreadNotificationsCount };
    },

    async getListings({ listingId, numRecords }) {
      const listings = listingsById(uniqueIds(listingId.split(',')));
      return { listings: numRecords === undefined ? listings : listings.slice(0, numRecords) };
    },

    async getRecentSearchListings({ numRecords }) {
      return { listings: data.listings.slice(0, Number(numRecords ?? data.listings.length)) };
    },

    async getRecentSearchCounts() {
      return { counts: { total: data.listings.length } };
    },

    async refreshCache() {
      return { recentSearches: data.recentSearches };
    },

    async updateProfileCache() {},
  };
}
