import { type DealerDifference, formatDecimal, type SpecGroup } from '@forecourt/ui';
import { bodyStyleNames, type Listing, type Owner } from './listing-view';

type Detail = Listing & {
  mileage?: { value?: number };
  mpgCity?: number;
  mpgHighway?: number;
  features?: string[];
  daysOnSite?: number;
  isReducedPrice?: boolean;
  pricingHistory?: { date: string; price: number }[];
  images?: { sources?: { src: string; alt?: string }[] };
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** The specifications table: what a shopper compares, grouped; rows with nothing to say are left out. */
export function specGroups(listing: Listing): SpecGroup[] {
  const detail = listing as Detail;
  const rows = (pairs: [string, unknown][]) =>
    pairs.flatMap(([label, value]) => {
      const shown = text(value);
      return shown ? [{ label, value: shown }] : [];
    });
  const groups: SpecGroup[] = [
    {
      heading: 'Overview',
      rows: rows([
        ['Year', listing.year],
        ['Make', listing.make],
        ['Model', listing.model],
        ['Trim', typeof listing.trim === 'object' ? listing.trim?.name : listing.trim],
        [
          'Mileage',
          detail.mileage?.value === undefined ? undefined : `${formatDecimal(detail.mileage.value)} mi`,
        ],
        ['VIN', listing.vin],
      ]),
    },
    {
      heading: 'Performance',
      rows: rows([
        ['Engine', listing.engine],
        ['Transmission', listing.transmission],
        ['Drive', listing.driveType ?? listing.driveGroup],
        ['Fuel', listing.fuelType],
        [
          'MPG',
          detail.mpgCity && detail.mpgHighway
            ? `${detail.mpgCity} city / ${detail.mpgHighway} highway`
            : undefined,
        ],
      ]),
    },
    {
      heading: 'Appearance',
      rows: rows([
        ['Exterior colour', listing.color?.exteriorColor],
        ['Interior colour', listing.color?.interiorColor],
        ['Body style', bodyStyleNames(listing).join(', ') || undefined],
      ]),
    },
    {
      heading: 'Features',
      rows: (detail.features ?? []).map((feature) => ({ label: feature, value: 'Yes' })),
    },
  ];
  return groups.filter((group) => group.rows.length > 0);
}

export const photosOf = (listing: Listing) => (listing as Detail).images?.sources ?? [];
export const priceHistoryOf = (listing: Listing) => (listing as Detail).pricingHistory ?? [];
export const daysOnSiteOf = (listing: Listing) => (listing as Detail).daysOnSite;
export const isReducedPriceOf = (listing: Listing) => Boolean((listing as Detail).isReducedPrice);

/**
 * What sets a dealer apart ("Modals on listing pages: ... dealer difference", spec 001 s2; the listing's
 * hasDealerDiff). The spec shows no content for it: these are the listing's and dealer's own facts, in the order a
 * shopper weighs them. None for a private seller, who is not a dealer; the page offers the modal only when there
 * is something to say.
 */
export function dealerDifferences(listing: Listing, owner: Owner | undefined): DealerDifference[] {
  if (!owner || owner.privateSeller) return [];
  const detail = listing as Detail & {
    finance?: unknown;
    moneyBackGuarantee?: boolean;
    isNoHagglePrice?: boolean;
  };
  const items: DealerDifference[] = [];
  if (detail.moneyBackGuarantee) {
    items.push({
      title: 'Money-back guarantee',
      description: 'Return the car if it is not right for you, on the terms the dealer sets.',
    });
  }
  if (detail.isNoHagglePrice) {
    items.push({ title: 'No-haggle price', description: 'The price you see is the price you pay.' });
  }
  const finance = detail.finance;
  if (finance && typeof finance === 'object' && Object.keys(finance).length > 0) {
    items.push({
      title: 'Financing at the dealer',
      description: 'Arrange your loan where you buy the car, on your wallet terms.',
    });
  }
  if (owner.website) {
    items.push({
      title: 'More cars online',
      description: `See the rest of ${owner.name}'s inventory on their website.`,
    });
  }
  return items;
}
