import type { BookmarkBean } from './account-client';
import { type ActionResult, failed, OK } from './action-result';
import type { SavedListing } from './entities';
import { globalAlert } from './global-alerts';
import { changeProfileIds, persistQuickSaves, storedQuickSaves } from './profile-ids';
import { uniqueIds } from './recent-history';
import { reportFailure, requireSignedIn, type StoreContext } from './store-context';
import { openOnly } from './user-state';

export interface QuickSaveActions {
  /**
   * Hydrates the saved ids, drops expired listings (with the expired banner) and opens the quick-save list if
   * listings remain (spec 000 section 4, "Quick-save list").
   */
  openQuickSaveList(): Promise<ActionResult>;
  /**
   * The same without opening the panel, for a page that lists the saves itself (the garage): the anonymous
   * shopper's stored quick-saves are read first, then hydrated, and expired ones dropped with the banner.
   */
  loadQuickSaves(): Promise<ActionResult>;
  /** Sends the local quick-saves to the server in one call after sign-in. */
  convertQuickSaves(): Promise<ActionResult>;
}

export function quickSaveActions(ctx: StoreContext): QuickSaveActions {
  const { set, get } = ctx;
  /** Hydrates the saved ids and drops the expired ones; `remaining` is how many listings are left. */
  const refresh = async (): Promise<{ result: ActionResult; remaining: number }> => {
    if (!get().signedIn) set({ savedListings: storedQuickSaves(ctx) });
    const saved = get().savedListings;
    const ids = uniqueIds(saved.map((item) => item.listingId));
    if (ids.length === 0) {
      set({ quickSaveListings: [] });
      return { result: OK, remaining: 0 };
    }
    let listings: NonNullable<Awaited<ReturnType<typeof ctx.client.getListings>>['listings']>;
    try {
      const reply = await ctx.client.getListings({
        listingId: ids.join(','),
        numRecords: ids.length,
        hideFilters: true,
      });
      // A breaker's fallback answers without listings: the service is away, not every car sold. Dropping the
      // saves then would lose them all.
      if (!reply.listings) throw new Error('The listing service answered without listings');
      listings = reply.listings;
    } catch (error) {
      reportFailure(ctx, 'openQuickSaveList', error);
      return { result: failed('server'), remaining: 0 };
    }
    const live = new Set(listings.map((listing) => String(listing.id)));
    const current = get().savedListings;
    const remaining = current.filter((item) => !ids.includes(item.listingId) || live.has(item.listingId));
    const ordered = remaining.flatMap(
      (item) => listings.find((listing) => String(listing.id) === item.listingId) ?? [],
    );
    set({ quickSaveListings: ordered });
    if (remaining.length < current.length) {
      // "if any were dropped, the expired banner is shown and the lists are rewritten"
      set({ savedListings: remaining, globalAlert: globalAlert('expiredListings') });
      if (get().signedIn) {
        changeProfileIds(ctx, {
          carIds: (carIds) => carIds.filter((id) => live.has(id) || !ids.includes(id)),
        });
        const carIds = get().profile?.carIds ?? remaining.map((item) => item.listingId);
        ctx.client
          .updateProfileCache({ carIds })
          .catch((error) => reportFailure(ctx, 'updateProfileCache', error, null));
      } else persistQuickSaves(ctx, remaining);
    }
    return { result: OK, remaining: remaining.length };
  };

  return {
    async openQuickSaveList() {
      const { result, remaining } = await refresh();
      // "The panel opens only if listings remain."
      if (remaining > 0) set({ open: openOnly('quickSaveList') });
      return result;
    },

    async loadQuickSaves() {
      return (await refresh()).result;
    },

    async convertQuickSaves() {
      requireSignedIn(ctx, 'convertQuickSaves');
      const ids = ctx.storage.readQuickSaves();
      if (ids.length === 0) return OK;
      let created: BookmarkBean[];
      try {
        const reply = await ctx.client.persistQuickSaveVehicles({ listingIds: ids.join(',') });
        // "success only if neither failure list has entries"
        if (reply.failedToCreateBookmarkBeans?.length || reply.failedToDeleteBookmarkBeans?.length) {
          reportFailure(ctx, 'convertQuickSaves', reply, globalAlert('conversionFailure'));
          return failed('server');
        }
        created = reply.createdBookmarkBeans ?? [];
      } catch (error) {
        // Signed out while the call was out: the failure is no longer this shopper's to be told about.
        if (!get().signedIn) return failed('sign-in');
        reportFailure(ctx, 'convertQuickSaves', error, globalAlert('conversionFailure'));
        return failed('server');
      }
      // Signed out while the call was out (a sign-out mid-session): the account has the cars now, and this device
      // keeps them as the anonymous shopper's quick-saves (what the sign-out reloaded); nothing of the account's
      // (bookmark ids, the profile cache) is written into the signed-out state.
      if (!get().signedIn) return failed('sign-in');
      ctx.storage.writeQuickSaves([]);
      const byListing = new Map(created.flatMap((bean) => (bean.listingId ? [[bean.listingId, bean]] : [])));
      const toSaved = (listingId: string): SavedListing => {
        const bean = byListing.get(listingId);
        if (!bean?.id) return { listingId, bookmarkId: '' };
        return {
          listingId,
          bookmarkId: bean.id,
          ...(bean.version !== undefined && { version: bean.version }),
        };
      };
      const current = get().savedListings;
      const updated = current.map((item) => (byListing.has(item.listingId) ? toSaved(item.listingId) : item));
      const added = ids.filter((id) => !current.some((item) => item.listingId === id)).map(toSaved);
      set({ savedListings: [...updated, ...added] });
      changeProfileIds(ctx, { carIds: (carIds) => [...carIds, ...ids] });
      return OK;
    },
  };
}
