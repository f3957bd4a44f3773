import { type ActionResult, failed, OK } from './action-result';
import type { ListingSummary, SavedListing } from './entities';
import { formatPhone } from './phone';
import { changeProfileIds, persistQuickSaves, storedQuickSaves } from './profile-ids';
import { reportFailure, type StoreContext, serverFailure } from './store-context';
import { initialUpdateSavedInventory, openOnly } from './user-state';

export interface SaveVehicleOptions {
  /** The listing as shown, for the update-saved-listing panel. @default none */
  listing?: ListingSummary;
  /** The bookmark title shown in the panel. @default '' */
  title?: string;
}

export interface VehicleActions {
  /** Saves a listing: on the server when signed in, as a quick-save when not (spec 000 section 4). */
  saveVehicle(listingId: string, options?: SaveVehicleOptions): Promise<ActionResult>;
  /** Removes a listing at once, then tells the server; re-adds it when the server did not delete it. */
  unsaveVehicle(listingId: string): Promise<ActionResult>;
}

export function vehicleActions(ctx: StoreContext): VehicleActions {
  const { set, get } = ctx;
  const remove = (listingId: string) => get().savedListings.filter((item) => item.listingId !== listingId);

  const saveLocal = (listingId: string): ActionResult => {
    // "a save reads what storage holds first": quick-saves kept by an earlier page (or another tab) that this
    // page has not read yet are merged in, never overwritten by this page's shorter list.
    const savedListings = storedQuickSaves(ctx);
    const { maxQuickSavesLimit } = get();
    if (savedListings.length !== get().savedListings.length) set({ savedListings });
    if (savedListings.some((item) => item.listingId === listingId)) return OK;
    const entry: SavedListing = { listingId, bookmarkId: '' };
    if (savedListings.length >= maxQuickSavesLimit) {
      // "on one brand the item is added first and then un-saved": the button animates, then the limit shows.
      if (ctx.quickSaveLimitBehaviour === 'add-then-unsave')
        set({ savedListings: [...savedListings, entry] });
      set({ savedListings, open: openOnly('quickSaveNotification') });
      return failed('quick-save-limit');
    }
    const next = [...savedListings, entry];
    set({ savedListings: next });
    persistQuickSaves(ctx, next);
    return OK;
  };

  const saveRemote = async (listingId: string, options: SaveVehicleOptions): Promise<ActionResult> => {
    if (get().savedListings.some((item) => item.listingId === listingId)) return OK;
    set({ savedListings: [...get().savedListings, { listingId, bookmarkId: '' }] });
    let reply: Awaited<ReturnType<typeof ctx.client.saveVehicle>>;
    try {
      reply = await ctx.client.saveVehicle({ listingId });
    } catch (error) {
      set({ savedListings: remove(listingId) });
      reportFailure(ctx, 'saveVehicle', error);
      return failed('server');
    }
    if (!reply.bookmarkSaved && !reply.bookmarkAlreadySaved) {
      set({ savedListings: remove(listingId) });
      reportFailure(ctx, 'saveVehicle', reply, serverFailure(reply.msgs));
      return failed('server');
    }
    const saved: SavedListing = { listingId, bookmarkId: reply.id ?? '' };
    if (reply.version !== undefined) saved.version = reply.version;
    set({ savedListings: get().savedListings.map((item) => (item.listingId === listingId ? saved : item)) });
    changeProfileIds(ctx, { carIds: (ids) => [...ids, listingId] });
    if (reply.bookmarkSaved && !reply.bookmarkAlreadySaved && reply.id) {
      const title = options.title ?? '';
      set({
        bookmarks: {
          ...get().bookmarks,
          inventoryBookmarks: [
            ...get().bookmarks.inventoryBookmarks.filter((item) => item.listingId !== listingId),
            {
              id: reply.id,
              listingId,
              title,
              isSaved: true,
              isExisting: false,
              ...(saved.version !== undefined && { version: saved.version }),
              ...(reply.mobilePhone && { mobilePhone: formatPhone(reply.mobilePhone) }),
            },
          ],
        },
        updateSavedInventory: {
          ...initialUpdateSavedInventory(),
          listing: options.listing ?? null,
          bookmark: { id: reply.id, isSaved: true, isExisting: false, title },
          phone: formatPhone(reply.mobilePhone),
        },
        animatedButtonState: 'default',
        open: openOnly('updateSavedListingModal'),
      });
    }
    return OK;
  };

  const unsaveLocal = (listingId: string): ActionResult => {
    const after = storedQuickSaves(ctx).filter((item) => item.listingId !== listingId);
    set({
      savedListings: after,
      quickSaveListings: get().quickSaveListings.filter((listing) => String(listing.id) !== listingId),
      // "Removing the last saved listing closes the quick-save list."
      ...(after.length === 0 && { open: { ...get().open, quickSaveList: false } }),
    });
    persistQuickSaves(ctx, after);
    return OK;
  };

  return {
    saveVehicle(listingId, options = {}) {
      return get().signedIn ? saveRemote(listingId, options) : Promise.resolve(saveLocal(listingId));
    },

    async unsaveVehicle(listingId) {
      if (!get().signedIn) return unsaveLocal(listingId);
      const before = get().savedListings;
      const index = before.findIndex((item) => item.listingId === listingId);
      const entry = before[index];
      if (!entry) return OK;
      const after = remove(listingId);
      set({
        savedListings: after,
        quickSaveListings: get().quickSaveListings.filter((listing) => String(listing.id) !== listingId),
        // "Removing the last saved listing closes the quick-save list."
        ...(after.length === 0 && { open: { ...get().open, quickSaveList: false } }),
      });
      const readd = () => {
        const now = get().savedListings;
        if (now.some((item) => item.listingId === listingId)) return;
        set({ savedListings: [...now.slice(0, index), entry, ...now.slice(index)] });
      };
      try {
        const reply = await ctx.client.deleteBookmark({ listing: entry });
        if (!reply.bookmark?.isDeleted) {
          reportFailure(ctx, 'unsaveVehicle', reply);
          // "re-added if it is still saved": unless the server says the bookmark is gone anyway.
          if (reply.bookmark?.isSaved !== false) readd();
          return failed('server');
        }
      } catch (error) {
        reportFailure(ctx, 'unsaveVehicle', error);
        readd();
        return failed('server');
      }
      const { bookmarks } = get();
      const inventoryBookmarks = bookmarks.inventoryBookmarks.filter((item) => item.listingId !== listingId);
      set({ bookmarks: { ...bookmarks, inventoryBookmarks } });
      changeProfileIds(ctx, { carIds: (ids) => ids.filter((id) => id !== listingId) });
      return OK;
    },
  };
}
