import type { SavedListing, UserProfile } from './entities';
import { uniqueIds } from './recent-history';
import type { StoreContext } from './store-context';

type IdsChange = (ids: string[]) => Iterable<string>;

/**
 * Changes the profile's carIds or searchIds in the store and in the profile cache, so the next visit shows the
 * same saves before the server answers. No profile (anonymous, or not hydrated yet): nothing to change.
 */
export function changeProfileIds(
  ctx: StoreContext,
  change: { carIds?: IdsChange; searchIds?: IdsChange },
): void {
  const profile = ctx.get().profile;
  if (!profile) return;
  const next: UserProfile = {
    ...profile,
    carIds: change.carIds ? uniqueIds(change.carIds(profile.carIds)) : profile.carIds,
    searchIds: change.searchIds ? uniqueIds(change.searchIds(profile.searchIds)) : profile.searchIds,
  };
  ctx.set({ profile: next });
  ctx.storage.writeProfile(next);
}

/** Writes the anonymous shopper's quick-saves (the saved list) to storage. */
export function persistQuickSaves(ctx: StoreContext, listings: readonly SavedListing[]): void {
  ctx.storage.writeQuickSaves(uniqueIds(listings.map((listing) => listing.listingId)));
}

/**
 * The anonymous shopper's quick-saves: what storage holds first, then those only this page knows (made before
 * the page read storage, or with no storage at all), keeping the entries already in the store.
 */
export function storedQuickSaves(ctx: StoreContext): SavedListing[] {
  const current = ctx.get().savedListings;
  return savedListingsFor(
    [...ctx.storage.readQuickSaves(), ...current.map((item) => item.listingId)],
    current,
  );
}

/** The saved list for these listing ids, keeping the bookmark ids and versions already known. */
export function savedListingsFor(
  ids: readonly string[],
  known: readonly SavedListing[],
  bookmarks: readonly { id: string; listingId?: string; version?: number }[] = [],
): SavedListing[] {
  return uniqueIds(ids).map((listingId) => {
    const listing = known.find((item) => item.listingId === listingId);
    if (listing) return listing;
    const bookmark = bookmarks.find((item) => item.listingId === listingId);
    return bookmark
      ? {
          listingId,
          bookmarkId: bookmark.id,
          ...(bookmark.version !== undefined && { version: bookmark.version }),
        }
      : { listingId, bookmarkId: '' };
  });
}
