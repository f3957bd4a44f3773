import { RecentlyViewedList, RecentSearchesList } from '@forecourt/ui';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useHydrated } from './hooks/use-hydrated';
import { firstPhoto, formatUsd, type Listing, listingHref, listingPrice, listingTitle } from './listing-view';
import { renderLink } from './render-link';
import { useEnvironment } from './storefront-environment';

/** `getListingsByIds` takes at most 100 ids (MAX_NUM_RECORDS of @forecourt/contracts). */
const IDS_PER_CALL = 100;

/** Listings by id in as few calls as the contract allows, client-side only (the server knows no saves). */
export function useListingsByIds(ids: readonly string[]) {
  const { queries } = useEnvironment();
  const hydrated = useHydrated();
  const sorted = [...new Set(ids)].sort();
  const chunks: string[][] = [];
  for (let start = 0; start < sorted.length; start += IDS_PER_CALL)
    chunks.push(sorted.slice(start, start + IDS_PER_CALL));
  return useQueries({
    queries: chunks.map((part) => ({
      ...queries.listingsByIds(part),
      enabled: hydrated,
      // A removal changes the key: keep showing the other cars while the smaller list loads.
      placeholderData: keepPreviousData,
    })),
    combine: (results) => ({
      byId: new Map<string, Listing>(
        results
          .flatMap((result) => result.data?.listings ?? [])
          .map((listing) => [String(listing.id), listing]),
      ),
      pending: results.some((result) => result.isPending),
      // A breaker's fallback answers without listings: the service is away, not every car sold.
      failed: results.some((result) => result.isError || (result.data && !result.data.listings)),
      retry: () => {
        for (const result of results) void result.refetch();
      },
    }),
  });
}

/**
 * The cars the shopper looked at, newest first (spec 000 s3 "Recent inventory entry"; 50 kept, 60 days, s9):
 * on the home page and in the garage. Cars no longer for sale are left out.
 */
export function RecentlyViewed({ ids }: { ids: readonly string[] }) {
  const { config } = useEnvironment();
  const hydrated = useHydrated();
  const listings = useListingsByIds(ids);
  const items = ids.flatMap((id) => {
    const listing = listings.byId.get(id);
    if (!listing) return [];
    const price = listingPrice(listing);
    const photo = firstPhoto(listing, config.brand);
    return [
      {
        id,
        title: listingTitle(listing, config.brand),
        href: listingHref(listing),
        ...(photo && { imageSrc: photo.src }),
        ...(price !== undefined && { price: formatUsd(price) }),
      },
    ];
  });
  return (
    <RecentlyViewedList
      items={items}
      renderLink={renderLink}
      {...((!hydrated || (ids.length > 0 && listings.pending)) && {
        emptyText: 'Loading the cars you looked at…',
      })}
    />
  );
}

/**
 * The shopper's recent searches, newest first (spec 000 s5, s9: labels, dedup by heading, 10 kept, 60 days).
 * The server renders the empty list: it cannot know them.
 */
export function RecentSearches() {
  const { stores } = useEnvironment();
  const hydrated = useHydrated();
  const recent = useStore(stores.savedItems, (state) => state.recentSearches);
  return (
    <RecentSearchesList
      renderLink={renderLink}
      items={(hydrated ? recent : []).map((entry) => ({
        key: entry.url,
        href: entry.url,
        heading: entry.heading,
        subHeading: entry.subHeading,
        ...(entry.totalResultCount !== undefined && { totalResultCount: entry.totalResultCount }),
      }))}
    />
  );
}
