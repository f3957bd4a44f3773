import { accountBrandCode } from '@forecourt/brand';
import type { SaveSearchReply } from './account-client';
import { type ActionResult, failed, OK } from './action-result';
import type { SearchBookmark, SearchCriteria } from './entities';
import { MESSAGES } from './messages';
import { changeProfileIds } from './profile-ids';
import type { RecentSearchLabelOptions } from './recent-search-labels';
import { savedSearchCriteria, savedSearchName } from './saved-search-name';
import { reportFailure, requireSignedIn, type StoreContext, serverFailure } from './store-context';
import { initialUpdateSavedSearch, openOnly } from './user-state';

export interface SaveSearchInput {
  criteria: SearchCriteria;
  /** @default savedSearchName(title, criteria) when a title is given, else none: the server names it */
  searchName?: string;
  /** The results page's heading ("Used Honda Civic for Sale"), which names a search saved without a name. */
  title?: string;
  /** Display names of codes, for the name's criteria (as recentSearchLabels takes them). */
  labelOptions?: RecentSearchLabelOptions;
  /** The results URL's query string, if the server should keep it. */
  searchString?: string;
}

export interface SearchActions {
  /** Saves a search (spec 000 section 4); anonymous shoppers get the e-mail-subscribe modal instead. */
  saveSearch(input: SaveSearchInput): Promise<ActionResult>;
  /** Opens the update-saved-search dialog for a saved search. */
  openUpdateSavedSearch(bookmark: SearchBookmark): void;
  /** Removes a saved search; only responseCode '200' removes it locally. */
  unsaveSearch(bookmark: Pick<SearchBookmark, 'id' | 'version'>): Promise<ActionResult>;
}

/** The bookmark fields of a reply, without the reply-only fields. */
export function toSearchBookmark(reply: SaveSearchReply, id: string): SearchBookmark {
  const { msgs: _msgs, responseCode: _code, ...fields } = reply;
  return { ...fields, id };
}

export function searchActions(ctx: StoreContext): SearchActions {
  const { set, get } = ctx;

  const notSaved = (reply: SaveSearchReply | undefined, error?: unknown): ActionResult => {
    reportFailure(ctx, 'saveSearch', error ?? reply, serverFailure(reply?.msgs));
    set({
      errorMessages: [MESSAGES.saveSearchError],
      updateSavedSearch: initialUpdateSavedSearch(),
      bookmarks: { ...get().bookmarks, search: null },
    });
    return failed('server', MESSAGES.saveSearchError);
  };

  return {
    async saveSearch(input) {
      if (!get().signedIn) {
        set({ open: openOnly('emailSubscribeModal') });
        return failed('sign-in');
      }
      // The page or order of one run is not part of what is saved (RUN_ONLY_KEYS).
      const criteria = savedSearchCriteria(input.criteria);
      const searchName =
        input.searchName ??
        (input.title !== undefined ? savedSearchName(input.title, criteria, input.labelOptions) : undefined);
      let reply: SaveSearchReply;
      try {
        reply = await ctx.client.saveSearch({
          brand: accountBrandCode(ctx.brand),
          searchParams: criteria,
          ...(searchName && { searchName }),
          ...(input.searchString !== undefined && { searchString: input.searchString }),
        });
      } catch (error) {
        return notSaved(undefined, error);
      }
      // "If the reply says neither saved nor already existing, the error ... is produced."
      if ((!reply.isSaved && !reply.isExisting) || !reply.id) return notSaved(reply);
      const bookmark = toSearchBookmark(reply, reply.id);
      const { bookmarks } = get();
      const searchBookmarks = [
        ...bookmarks.searchBookmarks.filter((item) => item.id !== bookmark.id),
        bookmark,
      ];
      if (reply.isExisting) {
        set({ errorMessages: [], bookmarks: { ...bookmarks, search: bookmark, searchBookmarks } });
        return OK;
      }
      set({
        errorMessages: [],
        bookmarks: {
          ...bookmarks,
          search: bookmark,
          searchBookmarks,
          searchIds: [...bookmarks.searchIds.filter((id) => id !== bookmark.id), bookmark.id],
        },
        updateSavedSearch: { bookmark, messages: {} },
        animatedButtonState: 'default',
        open: openOnly('savedSearchModal'),
      });
      changeProfileIds(ctx, { searchIds: (ids) => [...ids, bookmark.id] });
      return OK;
    },

    openUpdateSavedSearch(bookmark) {
      requireSignedIn(ctx, 'openUpdateSavedSearch');
      set({
        bookmarks: { ...get().bookmarks, search: bookmark },
        updateSavedSearch: { bookmark, messages: {} },
        animatedButtonState: 'default',
        errorMessages: [],
        open: openOnly('savedSearchModal'),
      });
    },

    async unsaveSearch({ id, version }) {
      requireSignedIn(ctx, 'unsaveSearch');
      try {
        const reply = await ctx.client.deleteSearch({
          bookmarkId: id,
          ...(version !== undefined && { version }),
        });
        if (reply.responseCode !== '200') {
          reportFailure(ctx, 'unsaveSearch', reply);
          return failed('server');
        }
      } catch (error) {
        reportFailure(ctx, 'unsaveSearch', error);
        return failed('server');
      }
      const { bookmarks } = get();
      set({
        bookmarks: {
          ...bookmarks,
          searchIds: bookmarks.searchIds.filter((item) => item !== id),
          searchBookmarks: bookmarks.searchBookmarks.filter((item) => item.id !== id),
          search: bookmarks.search?.id === id ? null : bookmarks.search,
        },
      });
      changeProfileIds(ctx, { searchIds: (ids) => ids.filter((item) => item !== id) });
      return OK;
    },
  };
}
