import type { AccountClient, SaveSearchReply, SaveVehicleReply } from './account-client';
import { type InMemoryAccountData, IN_MEMORY_MESSAGES as TEXT } from './in-memory-data';
import { formatPhone, phoneDigits } from './phone';

type Handlers = Pick<
  AccountClient,
  | 'saveVehicle'
  | 'deleteBookmark'
  | 'persistQuickSaveVehicles'
  | 'saveSearch'
  | 'deleteSearch'
  | 'optOut'
  | 'optOutSearch'
>;

const error = (value: string) => ({ severity: 'ERROR', value });
const warn = (value: string) => ({ severity: 'WARN', value });

/** The vehicle and search bookmark calls of the in-memory account service. */
export function bookmarkHandlers(data: InMemoryAccountData, newId: (prefix: string) => string): Handlers {
  const saveListing = (listingId: string) => {
    const existing = data.vehicleBookmarks.find((bookmark) => bookmark.listingId === listingId);
    if (existing) return { bookmark: existing, created: false };
    const bookmark = {
      id: newId('vb'),
      listingId,
      version: 1,
      isSaved: true,
      hasEmailAlerts: false,
      hasTextAlerts: false,
    };
    data.vehicleBookmarks.push(bookmark);
    return { bookmark, created: true };
  };

  return {
    async saveVehicle(request): Promise<SaveVehicleReply> {
      if (!request.bookmarkId) {
        if (!request.listingId) return { msgs: [error(TEXT.bookmarkNotFound)], bookmarkSaved: false };
        const { bookmark, created } = saveListing(request.listingId);
        return {
          id: bookmark.id,
          version: bookmark.version,
          bookmarkSaved: created,
          bookmarkAlreadySaved: !created,
          mobilePhone: '',
          cacheType: 'vehicle',
        };
      }
      const bookmark = data.vehicleBookmarks.find((item) => item.id === request.bookmarkId);
      if (!bookmark) return { msgs: [error(TEXT.bookmarkNotFound)], responseCode: '404' };
      if (request.mobilePhone && phoneDigits(request.mobilePhone).length !== 10) {
        return { msgs: [error(TEXT.invalidMobilePhone)], responseCode: '400' };
      }
      if (request.version !== undefined && request.version !== bookmark.version && !request.overwriteFlag) {
        return { msgs: [warn(TEXT.versionConflict)], responseCode: '409' };
      }
      if (request.notes !== undefined) bookmark.notes = request.notes;
      if (request.title !== undefined) bookmark.title = request.title;
      if (request.enableEmailAlerts !== undefined) bookmark.hasEmailAlerts = request.enableEmailAlerts;
      if (request.enableTextAlerts !== undefined) bookmark.hasTextAlerts = request.enableTextAlerts;
      // As the account API keeps it: an update without a phone keeps the stored one, an empty one erases it.
      if (request.mobilePhone !== undefined) {
        if (phoneDigits(request.mobilePhone)) bookmark.mobilePhone = formatPhone(request.mobilePhone);
        else delete bookmark.mobilePhone;
      }
      bookmark.version = (bookmark.version ?? 0) + 1;
      return {
        id: bookmark.id,
        version: bookmark.version,
        bookmarkSaved: true,
        bookmarkAlreadySaved: true,
        mobilePhone: bookmark.mobilePhone ?? '',
        responseCode: '200',
      };
    },

    async deleteBookmark({ listing }) {
      const index = data.vehicleBookmarks.findIndex(
        (item) =>
          (listing.bookmarkId && item.id === listing.bookmarkId) || item.listingId === listing.listingId,
      );
      if (index < 0) return { bookmark: { isDeleted: false, isSaved: false } };
      data.vehicleBookmarks.splice(index, 1);
      return { bookmark: { isDeleted: true, isSaved: false } };
    },

    async persistQuickSaveVehicles({ listingIds }) {
      const live = new Set(data.listings.map((listing) => String(listing.id)));
      const created = [];
      const failed = [];
      for (const listingId of listingIds.split(',').filter(Boolean)) {
        if (!live.has(listingId)) failed.push({ listingId });
        else {
          const { bookmark } = saveListing(listingId);
          created.push({ id: bookmark.id, listingId, version: bookmark.version });
        }
      }
      return {
        createdBookmarkBeans: created,
        deletedBookmarkBeans: [],
        failedToCreateBookmarkBeans: failed,
        failedToDeleteBookmarkBeans: [],
      };
    },

    async saveSearch(request): Promise<SaveSearchReply> {
      if (!request.bookmarkId) {
        if (!request.searchParams)
          return { isSaved: false, isExisting: false, msgs: [error(TEXT.searchRequired)] };
        const key = JSON.stringify(request.searchParams);
        const existing = data.searchBookmarks.find((item) => JSON.stringify(item.searchParams) === key);
        if (existing) return { ...existing, isSaved: false, isExisting: true };
        const bookmark = {
          id: newId('sb'),
          title: request.searchName ?? 'My saved search',
          version: 1,
          searchParams: request.searchParams,
          alert: { sendEmailAlerts: true, sendTextAlerts: false },
          brand: request.brand,
        };
        data.searchBookmarks.push(bookmark);
        return { ...bookmark, isSaved: true, isExisting: false, responseCode: '200' };
      }
      const bookmark = data.searchBookmarks.find((item) => item.id === request.bookmarkId);
      if (!bookmark) return { msgs: [error(TEXT.bookmarkNotFound)], responseCode: '404' };
      if (request.sendTextAlerts && phoneDigits(request.mobilePhone).length !== 10) {
        return { msgs: [error(TEXT.invalidMobilePhone)], responseCode: '400' };
      }
      if (request.version !== undefined && request.version !== bookmark.version && !request.overwriteFlag) {
        return { msgs: [warn(TEXT.versionConflict)], responseCode: '409' };
      }
      if (request.searchName !== undefined) bookmark.title = request.searchName;
      const alert = { ...bookmark.alert };
      if (request.sendEmailAlerts !== undefined) alert.sendEmailAlerts = request.sendEmailAlerts;
      if (request.sendTextAlerts !== undefined) alert.sendTextAlerts = request.sendTextAlerts;
      bookmark.alert = alert;
      bookmark.version = (bookmark.version ?? 0) + 1;
      return { ...bookmark, isSaved: true, isExisting: true, responseCode: '200' };
    },

    async deleteSearch({ bookmarkId }) {
      const index = data.searchBookmarks.findIndex((item) => item.id === bookmarkId);
      if (index < 0) return { responseCode: '404' };
      data.searchBookmarks.splice(index, 1);
      return { responseCode: '200' };
    },

    async optOut({ userId }) {
      if (userId !== data.userId) return { message: TEXT.userNotFound };
      for (const bookmark of data.vehicleBookmarks)
        Object.assign(bookmark, { hasEmailAlerts: false, hasTextAlerts: false });
      return { userId };
    },

    async optOutSearch({ userId }) {
      if (userId !== data.userId) return { message: TEXT.userNotFound };
      for (const bookmark of data.searchBookmarks)
        bookmark.alert = { sendEmailAlerts: false, sendTextAlerts: false };
      return { userId };
    },
  };
}
