import type { Listing } from '@forecourt/contracts';
import { errorReply } from '../mock-reply';
import type { MockAnswers } from '../mock-types';
import { carPhoto } from '../samples/car-photo';
import { trimCodeOf } from '../samples/labels';
import { ownerOfListing, SAMPLE_LISTINGS } from '../samples/listings';
import { SAMPLE_OWNERS } from '../samples/owners';
import { milesBetween, placeByZip } from '../samples/places';
import { modelOf, SAMPLE_SEARCH_OPTIONS, trimMsrp } from '../samples/reference';
import { searchReply } from '../search-reply';

/** The owners of `listings`, each once. */
const ownersOf = (listings: readonly Listing[]) => [
  ...new Map(
    listings.flatMap((listing) => {
      const owner = ownerOfListing(listing);
      return owner ? [[owner.id, owner] as const] : [];
    }),
  ).values(),
];

const price = (listing: Listing) => listing.pricingDetail?.salePrice ?? 0;

/** The listing service over the sample listings: by id, by VIN, the search, dealer lots, pre-orders, reports. */
export const LISTING_ANSWERS: MockAnswers<
  | 'getListingsByIds'
  | 'searchListings'
  | 'getListingByVin'
  | 'getDealerLot'
  | 'getCustomOrderDealers'
  | 'getPreOrderListings'
  | 'reportListing'
  | 'getSitemapIndex'
  | 'getSitemapPage'
  | 'getListingStatus'
> = {
  // "unknown or expired ids are left out"
  getListingsByIds: ({ query }) => {
    const listings = SAMPLE_LISTINGS.filter((listing) => query.listingId.includes(listing.id));
    return { listings, owners: ownersOf(listings) };
  },
  searchListings: ({ query }) => searchReply(query),
  getListingByVin: ({ params }) => {
    const listing = SAMPLE_LISTINGS.find((item) => item.vin === params.vin);
    if (!listing) return errorReply(404, `No listing has VIN ${params.vin}`);
    return { listings: [listing], owners: ownersOf([listing]) };
  },
  // Comparable cars: same make and model, within the price window, the owner inside each listing.
  getDealerLot: ({ query }) => ({
    listings: SAMPLE_LISTINGS.filter(
      (listing) =>
        listing.id !== query.excludedListingId &&
        listing.makeCode === query.makeCode &&
        listing.modelCode === query.modelCode &&
        (query.minPrice === undefined || price(listing) >= query.minPrice) &&
        (query.maxPrice === undefined || price(listing) <= query.maxPrice),
    )
      .slice(0, 10)
      .map((listing) => {
        const owner = ownerOfListing(listing);
        return owner ? { ...listing, owner } : listing;
      }),
  }),
  getCustomOrderDealers: ({ query }) => {
    const make = SAMPLE_SEARCH_OPTIONS.makes.find((entry) => entry.code === query.makeCode)?.name;
    const origin = placeByZip(query.zip);
    const customOrders = SAMPLE_OWNERS.flatMap((owner) => {
      if (owner.privateSeller || !owner.nameplate || owner.nameplate !== make) return [];
      const coordinates = owner.location?.coordinates;
      const distance = origin && coordinates ? milesBetween(origin, coordinates) : undefined;
      return [
        { owner: { ...owner, nameplate: owner.nameplate }, ...(distance !== undefined && { distance }) },
      ];
    }).sort(
      (a, b) =>
        Number(b.owner.id === query.ownerIdToBoost) - Number(a.owner.id === query.ownerIdToBoost) ||
        (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY),
    );
    return { customOrders };
  },
  // A model of the reference data, at its national MSRP, with its trims; nothing for another.
  getPreOrderListings: ({ query }) => {
    const model = modelOf(query.makeCode, query.modelCode);
    if (!model) return { listings: [], trims: [] };
    const id = `${model.makeCode}-${model.code}-${query.year}`;
    const title = `${query.year} ${model.make} ${model.name}`;
    return {
      listings: [
        {
          id,
          pricingDetail: { salePrice: model.msrp },
          make: model.make,
          makeCode: model.makeCode,
          model: model.name,
          modelCode: model.code,
          images: {
            sources: [
              {
                src: carPhoto({ title, style: model.style, paint: '#7d838a', index: 1, count: 1 }),
                alt: `A ${title}`,
              },
            ],
          },
          title,
          year: query.year,
        },
      ],
      trims: model.trims.map((trimName, index) => ({
        id: `${id}-Trim-${trimCodeOf(trimName)}`,
        make: model.make,
        model: model.name,
        trimName,
        trimCode: trimCodeOf(trimName),
        pricingDetail: { salePrice: trimMsrp(model, index) },
      })),
    };
  },
  reportListing: ({ params }) =>
    SAMPLE_LISTINGS.some((listing) => listing.id === params.listingId)
      ? { success: true }
      : errorReply(404, `No listing has id ${params.listingId}`),
  // The sample listings as one sitemap: their makes and models, then their ids.
  getSitemapIndex: () => ({
    version: '1',
    pages: [
      { id: 'landing-1', urls: sampleLandingPages().length },
      { id: 'vehicles-1', urls: SAMPLE_LISTINGS.length },
    ],
  }),
  getSitemapPage: ({ params }) =>
    params.sitemapPageId === 'landing-1'
      ? { version: '1', landingPages: sampleLandingPages(), listingIds: [] }
      : params.sitemapPageId === 'vehicles-1'
        ? { version: '1', landingPages: [], listingIds: SAMPLE_LISTINGS.map((listing) => listing.id) }
        : errorReply(404, `No sitemap page ${params.sitemapPageId}`),
  // A sample listing is for sale; SOLD_LISTING_ID sold; any other id was never listed.
  getListingStatus: ({ params }) => {
    const listing = SAMPLE_LISTINGS.find((item) => item.id === params.listingId);
    if (listing || params.listingId === SOLD_LISTING_ID)
      return {
        listingId: params.listingId,
        status: listing ? 'active' : 'sold',
        year: listing?.year ?? 2019,
        makeCode: listing?.makeCode ?? 'HONDA',
        make: listing?.make ?? 'Honda',
        modelCode: listing?.modelCode ?? 'CIVIC',
        model: listing?.model ?? 'Civic',
      };
    return errorReply(404, `No listing has id ${params.listingId}`);
  },
};

/** A listing id of the mocks that was listed and has sold: its vehicle page is a 410 with similar Honda Civics. */
export const SOLD_LISTING_ID = '712399999';

function sampleLandingPages() {
  const keys = new Map<string, { makeCode: string; modelCode?: string }>();
  for (const listing of SAMPLE_LISTINGS) {
    if (!listing.makeCode || !listing.modelCode) continue;
    keys.set(listing.makeCode, { makeCode: listing.makeCode });
    keys.set(`${listing.makeCode}|${listing.modelCode}`, {
      makeCode: listing.makeCode,
      modelCode: listing.modelCode,
    });
  }
  return [...keys.values()];
}
