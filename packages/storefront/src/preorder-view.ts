import type { ApiClient } from '@forecourt/api-client';
import type { Brand } from '@forecourt/brand';
import { currentModelYear } from '@forecourt/listings';
import { isDealerId, type SearchQuery } from '@forecourt/seo-routes';
import type { CustomOrderDealer, PreorderPanelProps, PreorderTrim } from '@forecourt/ui';
import { dealerHref } from './dealer-view';
import { formatUsd } from './listing-view';

export type PreOrderReply = Awaited<ReturnType<ApiClient['getPreOrderListings']>>;
export type CustomOrderReply = Awaited<ReturnType<ApiClient['getCustomOrderDealers']>>;

/** What the pre-order panel shows of a model: everything but its dealers. */
export type PreorderContent = Pick<PreorderPanelProps, 'title' | 'nationalMsrp' | 'image' | 'trims'>;

/** "Trim entries have ids containing Trim and carry make, model and pricingDetail.salePrice" (spec 001 s3). */
const isTrimEntry = (trim: PreOrderReply['trims'][number]) => trim.id.includes('Trim');

/**
 * The panel's content from a pre-order reply: the first listing's "year make model" title, national MSRP and
 * photo, with the model's trims in the reply's order. "Loading clears listings but keeps trim entries when no
 * data is found" (spec 001 s4): with no listing but trims, the title comes from the trims and `year`, the MSRP
 * is the lowest trim's (the panel reads "National MSRP from"), and there is no photo. Null when there is neither.
 */
export function preorderContent(reply: PreOrderReply, year: number): PreorderContent | null {
  const entries = reply.trims.filter(isTrimEntry);
  const trims: PreorderTrim[] = entries.map((trim) => ({
    id: trim.id,
    name: trim.trimName,
    msrp: formatUsd(trim.pricingDetail.salePrice),
  }));
  const listing = reply.listings[0];
  if (listing) {
    const title = [listing.year, listing.make, listing.model].join(' ');
    const photo = listing.images.sources[0] ?? (listing.imageUrl ? { src: listing.imageUrl } : undefined);
    return {
      title,
      nationalMsrp: formatUsd(listing.pricingDetail.salePrice),
      ...(photo && { image: { src: photo.src, alt: photo.alt ?? title } }),
      trims,
    };
  }
  const first = entries[0];
  if (!first) return null;
  const lowest = Math.min(...entries.map((trim) => trim.pricingDetail.salePrice));
  return { title: [year, first.make, first.model].join(' '), nationalMsrp: formatUsd(lowest), trims };
}

/** '3.2 mi', '15 mi': the dealer search's rounding (`formatDistance`), without its 'away'. */
export function formatMiles(miles: number | undefined): string | undefined {
  if (miles === undefined || !Number.isFinite(miles)) return undefined;
  return `${miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles)} mi`;
}

/**
 * The dealers that take custom orders, as the panel lists them: the boosted dealer (the `dealerId` being
 * browsed, sent as ownerIdToBoost) first, then nearest first, dealers without a distance last and otherwise in
 * the reply's order. An owner without a dealer id has no details page to send the shopper to: left out, as are
 * private sellers and repeats.
 */
export function customOrderDealers(
  reply: CustomOrderReply,
  brand: Brand,
  boostedId?: string,
): CustomOrderDealer[] {
  const seen = new Set<string>();
  const entries = reply.customOrders.filter(({ owner }) => {
    if (owner.privateSeller || !isDealerId(owner.id) || seen.has(owner.id)) return false;
    seen.add(owner.id);
    return true;
  });
  const rank = (entry: (typeof entries)[number]) =>
    entry.owner.id === boostedId ? Number.NEGATIVE_INFINITY : (entry.distance ?? Number.POSITIVE_INFINITY);
  // A stable sort: ties (two without a distance give NaN) keep the reply's order.
  return entries
    .sort((a, b) => rank(a) - rank(b) || 0)
    .map(({ owner, distance }) => {
      const address = owner.location?.address;
      const miles = formatMiles(distance);
      return {
        id: owner.id,
        name: owner.name,
        ...(address && { location: `${address.city}, ${address.state}` }),
        ...(miles && { distance: miles }),
        ...(owner.phone && { phone: owner.phone }),
        href: dealerHref(owner, brand),
      };
    });
}

const only = (value: SearchQuery[string] | undefined): string | undefined =>
  Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value || undefined;

/**
 * The model a results page may offer for pre-order: one make and one model, new cars among the listing types
 * asked for (or none asked for: all types), and a model year on sale or next (the query's single year, else next
 * year's model). `undefined` when the page is not about one new model.
 */
export function preorderModel(
  query: SearchQuery,
  now: Date,
): { makeCode: string; modelCode: string; year: number } | undefined {
  const makeCode = only(query.makeCode);
  const modelCode = only(query.modelCode);
  if (!makeCode || !modelCode) return undefined;
  const types = query.listingType === undefined ? [] : [query.listingType].flat();
  if (types.length > 0 && !types.some((type) => type === 'NEW' || type === 'ALL')) return undefined;
  const current = currentModelYear(now);
  const start = Number(only(query.startYear));
  const end = Number(only(query.endYear));
  if (start && start === end)
    return start >= current && start <= current + 1 ? { makeCode, modelCode, year: start } : undefined;
  return { makeCode, modelCode, year: current + 1 };
}
