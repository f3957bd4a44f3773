import type { UserInfoReply } from './account-client';
import { type ActionResult, failed, OK } from './action-result';
import { DEFAULT_PSX_NOTIFICATIONS_COUNT } from './constants';
import type { UserProfile } from './entities';
import { mergeProfiles, sameProfile } from './merge-profiles';
import { savedListingsFor } from './profile-ids';
import { uniqueIds } from './recent-history';
import { reportFailure, type StoreContext } from './store-context';
import { initialSavedItemsState } from './user-state';

export interface SessionActions {
  /**
   * Login hydration (spec 000 section 4): the cached profile first, then both brands' profiles, merged; an
   * anonymous shopper gets the quick-saves from storage. Also reads recent history from storage.
   */
  hydrateUser(session: { signedIn: boolean }): Promise<ActionResult>;
  /** Loads the saved vehicle and search bookmarks (GET bookmarkInfo). */
  loadBookmarks(): Promise<ActionResult>;
  /** Logs out and resets the profile, keeping location, history, recommended inventory and showUserState. */
  clearProfile(): Promise<void>;
  /** Loads the unread-notification count; "0" when signed out or when the call fails. */
  loadNotificationsCount(): Promise<ActionResult>;
}

/** The server's ids with what changed locally from `before` to `now` applied on top. */
function keepChangesSince(before: readonly string[], now: readonly string[], server: readonly string[]) {
  const added = now.filter((id) => !before.includes(id));
  const removed = new Set(before.filter((id) => !now.includes(id)));
  return uniqueIds([...server.filter((id) => !removed.has(id)), ...added]);
}

export function sessionActions(ctx: StoreContext, hydrateHistory: () => void): SessionActions {
  const { set, get } = ctx;

  const showProfile = (profile: UserProfile) =>
    set({
      profile,
      showUserState: true,
      bookmarks: { ...get().bookmarks, searchIds: [...profile.searchIds] },
      savedListings: savedListingsFor(
        profile.carIds,
        get().savedListings,
        get().bookmarks.inventoryBookmarks,
      ),
    });

  return {
    async hydrateUser({ signedIn }) {
      hydrateHistory();
      const wasSignedIn = get().signedIn;
      set({ signedIn, leadProfile: get().leadProfile ?? ctx.storage.readLeadProfile() ?? null });
      if (!signedIn) {
        // Quick-saves made before hydration count too (there may be no storage to have kept them).
        const local = wasSignedIn ? [] : get().savedListings.map((item) => item.listingId);
        const ids = [...ctx.storage.readQuickSaves(), ...local];
        set({ showUserState: true, savedListings: savedListingsFor(ids, []) });
        return OK;
      }
      const cached = ctx.storage.readProfile();
      if (cached) showProfile(cached);
      const shownCars = get().savedListings.map((item) => item.listingId);
      const shownSearches = get().bookmarks.searchIds;
      const [atc, kbb] = await Promise.allSettled([
        ctx.client.getUserInfo({ brand: 'AT' }),
        ctx.client.getUserInfo({ brand: 'KBB' }),
      ]);
      const value = (result: PromiseSettledResult<UserInfoReply>) => {
        if (result.status === 'fulfilled') return result.value;
        reportFailure(ctx, 'hydrateUser', result.reason, null);
        return undefined;
      };
      const [own, other] = ctx.brand === 'atc' ? [value(atc), value(kbb)] : [value(kbb), value(atc)];
      // Signed out while the profiles were on their way: nothing to show.
      if (!get().signedIn) return OK;
      const answered = mergeProfiles(own, other);
      // A save or unsave made on this page while the profiles were on their way is newer than their answer.
      const merged = answered && {
        ...answered,
        carIds: keepChangesSince(
          shownCars,
          get().savedListings.map((item) => item.listingId),
          answered.carIds,
        ),
        searchIds: keepChangesSince(shownSearches, get().bookmarks.searchIds, answered.searchIds),
      };
      if (!merged) {
        set({ showUserState: true });
        return failed('server');
      }
      if (!sameProfile(merged, cached)) {
        ctx.storage.writeProfile(merged);
        showProfile(merged);
      }
      set({ showUserState: true });
      return OK;
    },

    async loadBookmarks() {
      try {
        const { bookmarks } = await ctx.client.getBookmarkInfo();
        const inventoryBookmarks = bookmarks?.inventoryBookmarks ?? [];
        const searchBookmarks = bookmarks?.searchBookmarks ?? [];
        set({
          bookmarks: { ...get().bookmarks, inventoryBookmarks, searchBookmarks },
          savedListings: get().savedListings.map((item) => {
            const bookmark = inventoryBookmarks.find((entry) => entry.listingId === item.listingId);
            if (!bookmark) return item;
            return {
              ...item,
              bookmarkId: bookmark.id,
              ...(bookmark.version !== undefined && { version: bookmark.version }),
            };
          }),
        });
        return OK;
      } catch (error) {
        reportFailure(ctx, 'loadBookmarks', error, null);
        return failed('server');
      }
    },

    async clearProfile() {
      ctx.scheduler.cancelAll();
      const logout = (async () => ctx.onLogout?.())();
      ctx.storage.writeProfile(undefined);
      ctx.storage.writeTextAlerts(undefined);
      const state = get();
      set(
        initialSavedItemsState({
          location: state.location,
          recentSearches: state.recentSearches,
          recentInventory: state.recentInventory,
          accountRecentSearches: state.accountRecentSearches,
          recentSearchesSet: state.recentSearchesSet,
          recommendedInventory: state.recommendedInventory,
          showUserState: state.showUserState,
          maxQuickSavesLimit: state.maxQuickSavesLimit,
          savedListings: savedListingsFor(ctx.storage.readQuickSaves(), []),
        }),
      );
      await logout.catch((error) => reportFailure(ctx, 'clearProfile logout', error, null));
    },

    async loadNotificationsCount() {
      if (!get().signedIn) {
        set({ psxNotificationsCount: DEFAULT_PSX_NOTIFICATIONS_COUNT });
        return OK;
      }
      try {
        const { unreadNotificationsCount } = await ctx.client.getUnreadNotificationsCount();
        const count = Number(unreadNotificationsCount);
        set({
          psxNotificationsCount:
            Number.isFinite(count) && count >= 0 ? String(count) : DEFAULT_PSX_NOTIFICATIONS_COUNT,
        });
        return OK;
      } catch (error) {
        reportFailure(ctx, 'loadNotificationsCount', error, null);
        set({ psxNotificationsCount: DEFAULT_PSX_NOTIFICATIONS_COUNT });
        return failed('server');
      }
    },
  };
}
