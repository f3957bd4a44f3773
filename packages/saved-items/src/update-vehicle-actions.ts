import { type ActionResult, failed, OK } from './action-result';
import { UPDATE_SAVED_VEHICLE_CLOSE_MS } from './constants';
import type { ListingSummary } from './entities';
import { SavedItemsError } from './errors';
import { formatPhone, phoneDigits } from './phone';
import { groupServerMessages, hasMessages } from './server-messages';
import { reportFailure, requireSignedIn, type StoreContext } from './store-context';
import { initialUpdateSavedInventory, openOnly } from './user-state';

/** What the update-saved-vehicle panel edits ("notes, title, phone and alert flags"). */
export interface SavedVehicleChanges {
  notes?: string;
  title?: string;
  /** Any format; sent as digits only. */
  phone?: string;
  enableEmailAlerts?: boolean;
  enableTextAlerts?: boolean;
}

export interface UpdateVehicleActions {
  /** Opens the update-saved-vehicle panel for a listing saved on the server. */
  openUpdateSavedVehicle(listingId: string, listing?: ListingSummary): void;
  /** Sends the panel's changes (spec 000 section 4, "Updating a saved vehicle"). */
  updateSavedVehicle(changes: SavedVehicleChanges): Promise<ActionResult>;
}

export function updateVehicleActions(ctx: StoreContext): UpdateVehicleActions {
  const { set, get } = ctx;
  return {
    openUpdateSavedVehicle(listingId, listing) {
      requireSignedIn(ctx, 'openUpdateSavedVehicle');
      const saved = get().savedListings.find((item) => item.listingId === listingId);
      const bookmark = get().bookmarks.inventoryBookmarks.find(
        (item) => item.listingId === listingId || (saved?.bookmarkId && item.id === saved.bookmarkId),
      );
      const id = saved?.bookmarkId || bookmark?.id;
      if (!id) throw new SavedItemsError('NO_BOOKMARK', `Listing ${listingId} is not saved`);
      set({
        updateSavedInventory: {
          ...initialUpdateSavedInventory(),
          listing: listing ?? null,
          bookmark: { id, isSaved: true, isExisting: true, title: bookmark?.title ?? '' },
          phone: formatPhone(ctx.storage.readTextAlerts()?.phone ?? get().profile?.phone),
        },
        animatedButtonState: 'default',
        open: openOnly('updateSavedListingModal'),
      });
    },

    async updateSavedVehicle(changes) {
      requireSignedIn(ctx, 'updateSavedVehicle');
      const panel = get().updateSavedInventory;
      const bookmark = panel.bookmark;
      if (!bookmark) throw new SavedItemsError('NO_BOOKMARK', 'No saved vehicle is open in the update panel');
      const saved = get().savedListings.find((item) => item.bookmarkId === bookmark.id);
      ctx.scheduler.cancelAll();
      set({ animatedButtonState: 'loading' });
      let reply: Awaited<ReturnType<typeof ctx.client.saveVehicle>>;
      try {
        reply = await ctx.client.saveVehicle({
          bookmarkId: bookmark.id,
          ...(changes.phone !== undefined && { mobilePhone: phoneDigits(changes.phone) }),
          ...(changes.enableEmailAlerts !== undefined && { enableEmailAlerts: changes.enableEmailAlerts }),
          ...(changes.enableTextAlerts !== undefined && { enableTextAlerts: changes.enableTextAlerts }),
          ...(changes.notes !== undefined && { notes: changes.notes }),
          ...(changes.title !== undefined && { title: changes.title }),
          ...(saved?.version !== undefined && { version: saved.version }),
          // "A warning already on the panel makes the next update carry the overwrite flag."
          overwriteFlag: panel.messages.warning !== undefined,
        });
      } catch (error) {
        reportFailure(ctx, 'updateSavedVehicle', error);
        set({ animatedButtonState: 'default' });
        return failed('server');
      }
      const messages = groupServerMessages(reply.msgs);
      if (hasMessages(messages)) {
        set({
          updateSavedInventory: { ...get().updateSavedInventory, messages },
          animatedButtonState: 'default',
        });
        return failed('messages', messages.error ?? messages.warning);
      }
      const version = reply.version;
      const { bookmarks } = get();
      set({
        savedListings: get().savedListings.map((item) =>
          item.bookmarkId === bookmark.id && version !== undefined ? { ...item, version } : item,
        ),
        bookmarks: {
          ...bookmarks,
          inventoryBookmarks: bookmarks.inventoryBookmarks.map((item) =>
            item.id === bookmark.id
              ? {
                  ...item,
                  ...(changes.notes !== undefined && { notes: changes.notes }),
                  ...(changes.title !== undefined && { title: changes.title }),
                  ...(changes.enableEmailAlerts !== undefined && {
                    hasEmailAlerts: changes.enableEmailAlerts,
                  }),
                  ...(changes.enableTextAlerts !== undefined && { hasTextAlerts: changes.enableTextAlerts }),
                  ...(version !== undefined && { version }),
                }
              : item,
          ),
        },
        updateSavedInventory: {
          ...get().updateSavedInventory,
          bookmark: { ...bookmark, title: changes.title ?? bookmark.title },
          phone: formatPhone(reply.mobilePhone || changes.phone || get().updateSavedInventory.phone),
          messages: {},
        },
        animatedButtonState: 'loaded',
      });
      ctx.scheduler.schedule('updateSavedVehicle', UPDATE_SAVED_VEHICLE_CLOSE_MS, () =>
        set({ open: { ...get().open, updateSavedListingModal: false }, animatedButtonState: 'default' }),
      );
      return OK;
    },
  };
}
