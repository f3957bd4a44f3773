import { accountBrandCode } from '@forecourt/brand';
import type { SaveSearchReply } from './account-client';
import { type ActionResult, failed, OK } from './action-result';
import { UPDATE_SAVED_SEARCH_CLOSE_MS } from './constants';
import type { SearchBookmark } from './entities';
import { SavedItemsError } from './errors';
import { phoneDigits } from './phone';
import { groupServerMessages, hasMessages } from './server-messages';
import { reportFailure, requireSignedIn, type StoreContext } from './store-context';

/** What the update-saved-search dialog edits ("the name and alerts of a saved search"). */
export interface SavedSearchChanges {
  searchName?: string;
  /** Any format; sent as digits only. */
  phone?: string;
  sendEmailAlerts?: boolean;
  sendTextAlerts?: boolean;
}

export interface UpdateSearchActions {
  /** Sends the dialog's changes (spec 000 section 4, "Updating a saved search"). */
  updateSearchBookmark(changes: SavedSearchChanges): Promise<ActionResult>;
}

export function updateSearchActions(ctx: StoreContext): UpdateSearchActions {
  const { set, get } = ctx;
  return {
    async updateSearchBookmark(changes) {
      requireSignedIn(ctx, 'updateSearchBookmark');
      const dialog = get().updateSavedSearch;
      const bookmark = dialog.bookmark ?? get().bookmarks.search;
      if (!bookmark) throw new SavedItemsError('NO_BOOKMARK', 'No saved search is open in the dialog');
      ctx.scheduler.cancelAll();
      set({ animatedButtonState: 'loading' });
      let reply: SaveSearchReply;
      try {
        reply = await ctx.client.saveSearch({
          bookmarkId: bookmark.id,
          brand: accountBrandCode(ctx.brand),
          ...(changes.searchName !== undefined && { searchName: changes.searchName }),
          ...(changes.phone !== undefined && { mobilePhone: phoneDigits(changes.phone) }),
          ...(changes.sendEmailAlerts !== undefined && { sendEmailAlerts: changes.sendEmailAlerts }),
          ...(changes.sendTextAlerts !== undefined && { sendTextAlerts: changes.sendTextAlerts }),
          ...(bookmark.version !== undefined && { version: bookmark.version }),
          // "If an earlier warning exists, the update is sent with the overwrite flag."
          overwriteFlag: dialog.messages.warning !== undefined,
        });
      } catch (error) {
        reportFailure(ctx, 'updateSearchBookmark', error);
        set({ animatedButtonState: 'default' });
        return failed('server');
      }
      const messages = groupServerMessages(reply.msgs);
      if (hasMessages(messages)) {
        set({ updateSavedSearch: { bookmark, messages }, animatedButtonState: 'default' });
        return failed('messages', messages.error ?? messages.warning);
      }
      const alert = { ...bookmark.alert };
      if (changes.sendEmailAlerts !== undefined) alert.sendEmailAlerts = changes.sendEmailAlerts;
      if (changes.sendTextAlerts !== undefined) alert.sendTextAlerts = changes.sendTextAlerts;
      const updated: SearchBookmark = {
        ...bookmark,
        alert,
        ...(changes.searchName !== undefined && { title: changes.searchName }),
        ...(reply.version !== undefined && { version: reply.version }),
      };
      const { bookmarks } = get();
      set({
        bookmarks: {
          ...bookmarks,
          search: bookmarks.search?.id === updated.id ? updated : bookmarks.search,
          searchBookmarks: bookmarks.searchBookmarks.map((item) => (item.id === updated.id ? updated : item)),
        },
        updateSavedSearch: { bookmark: updated, messages: {} },
        animatedButtonState: 'loaded',
      });
      ctx.scheduler.schedule('updateSavedSearch', UPDATE_SAVED_SEARCH_CLOSE_MS, () =>
        set({ open: { ...get().open, savedSearchModal: false }, animatedButtonState: 'default' }),
      );
      return OK;
    },
  };
}
