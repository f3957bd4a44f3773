import { type ActionResult, failed, OK } from './action-result';
import { UPDATE_SAVED_VEHICLE_CLOSE_MS } from './constants';
import type { ListingSummary, VehicleBookmark } from './entities';
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

/** A saved car after an update, its phone the server's formatted answer, else `kept`; an empty one is none. */
function withPhone(
  item: VehicleBookmark,
  replied: string | undefined,
  kept: string | undefined,
): VehicleBookmark {
  const { mobilePhone: _before, ...rest } = item;
  const phone = formatPhone(replied || kept);
  return phone ? { ...rest, mobilePhone: phone } : rest;
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
          // The car's own stored phone first: an edit opened with another (or none) would send it back.
          phone: formatPhone(
            bookmark?.mobilePhone || ctx.storage.readTextAlerts()?.phone || get().profile?.phone,
          ),
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
      const stored = get().bookmarks.inventoryBookmarks.find((item) => item.id === bookmark.id);
      // The phone goes only when it is not the one stored: a panel that opened without the stored number (or
      // a form sending every field) must not erase it, while a phone the shopper cleared is sent, and erased.
      const phoneChanged =
        changes.phone !== undefined && phoneDigits(changes.phone) !== phoneDigits(stored?.mobilePhone ?? '');
      ctx.scheduler.cancelAll();
      set({ animatedButtonState: 'loading' });
      let reply: Awaited<ReturnType<typeof ctx.client.saveVehicle>>;
      try {
        reply = await ctx.client.saveVehicle({
          bookmarkId: bookmark.id,
          ...(phoneChanged && { mobilePhone: phoneDigits(changes.phone ?? '') }),
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
              ? withPhone(
                  {
                    ...item,
                    ...(changes.notes !== undefined && { notes: changes.notes }),
                    ...(changes.title !== undefined && { title: changes.title }),
                    ...(changes.enableEmailAlerts !== undefined && {
                      hasEmailAlerts: changes.enableEmailAlerts,
                    }),
                    ...(changes.enableTextAlerts !== undefined && {
                      hasTextAlerts: changes.enableTextAlerts,
                    }),
                    ...(version !== undefined && { version }),
                  },
                  reply.mobilePhone,
                  phoneChanged ? changes.phone : item.mobilePhone,
                )
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
