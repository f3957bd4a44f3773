import { formatDecimal, formatDollars } from '@forecourt/ui';
import { type Listing, listingCondition, listingPrice, type Owner } from '../listing-view';
import { NOINDEX_FOLLOW } from './canonical-search';
import { type HeadSite, NOT_FOUND_TEXTS, type PageHead, siteTitle } from './page-head';
import { autoDealerData, carData, type PlaceFacts } from './structured-data';

const placeOf = (owner: Owner | null | undefined): PlaceFacts | undefined => {
  const address = owner?.location?.address;
  return address && { street: address.address1, city: address.city, state: address.state, zip: address.zip };
};

const cityState = (place: PlaceFacts | undefined) =>
  place?.city && place.state ? `${place.city}, ${place.state}` : undefined;

const trimName = (listing: Listing) =>
  typeof listing.trim === 'string' ? listing.trim : (listing.trim?.name ?? undefined);

/**
 * The vehicle page's head: "2020 Honda CR-V EX for sale in Houston, TX: $24,995 | Brand" (year, make, model, trim,
 * price and place), a description with the seller and mileage, and the `Car` with its `Offer`.
 */
export function vehicleHead(
  listing: Listing,
  title: string,
  owner: Owner | null | undefined,
  ownerName: string | undefined,
  site: HeadSite,
): PageHead {
  const price = listingPrice(listing);
  const place = placeOf(owner);
  const where = cityState(place);
  const priceText = price === undefined ? undefined : formatDollars(price);
  const mileage = (listing as { mileage?: { value?: number } }).mileage?.value;
  const url = `${site.origin}/cars-for-sale/vehicle/${listing.id}`;
  const facts = [
    priceText && `for ${priceText}`,
    where && `in ${where}${place?.zip ? ` ${place.zip}` : ''}`,
    ownerName && `from ${ownerName}`,
  ].filter(Boolean);
  const condition = listingCondition(listing) === 'new' ? 'new' : 'used';
  const photo = (listing as { images?: { sources?: { src?: string }[] } }).images?.sources?.[0]?.src;
  return {
    title: siteTitle(
      [title, where && `for sale in ${where}`].filter(Boolean).join(' ') +
        (priceText ? `: ${priceText}` : ''),
      site.siteName,
    ),
    heading: title,
    description:
      `${title}${facts.length > 0 ? ` ${facts.join(' ')}` : ''}` +
      `${mileage !== undefined ? `, ${formatDecimal(mileage)} miles` : ''}. ` +
      `See photos, price history and a monthly payment on ${site.siteName}.`,
    canonical: url,
    structuredData: [
      carData({
        url,
        name: title,
        year: listing.year,
        make: listing.make,
        model: listing.model,
        trim: trimName(listing),
        vin: listing.vin,
        mileage,
        condition,
        image: photo && new URL(photo, site.origin).href,
        price,
        ...(owner && {
          seller: {
            name: ownerName ?? owner.name,
            dealer: !owner.privateSeller,
            telephone: owner.phone,
            address: place,
          },
        }),
      }),
    ],
  };
}

/** The dealer page's head: name and place in title and description, the `AutoDealer`. */
export function dealerHead(
  dealer: Owner,
  inventoryCount: number,
  canonicalPath: string,
  site: HeadSite,
): PageHead {
  const place = placeOf(dealer);
  const where = cityState(place);
  const url = `${site.origin}${canonicalPath}`;
  return {
    title: siteTitle(where ? `${dealer.name} | Car dealer in ${where}` : dealer.name, site.siteName),
    heading: dealer.name,
    description:
      `${dealer.name}${where ? `, car dealer in ${where}` : ''}: ${formatDecimal(inventoryCount)} ` +
      `${inventoryCount === 1 ? 'car' : 'cars'} for sale on ${site.siteName}, with address, phone and directions.`,
    canonical: url,
    structuredData: [autoDealerData({ name: dealer.name, url, telephone: dealer.phone, address: place })],
  };
}

/** The page of a listing that is gone (410): what it was, and that it sold. */
export function goneVehicleHead(vehicle: string | undefined, site: HeadSite): PageHead {
  const heading = NOT_FOUND_TEXTS.goneHeading;
  return {
    title: siteTitle(vehicle ? `${vehicle}: no longer for sale` : heading, site.siteName),
    heading,
    robots: NOINDEX_FOLLOW,
  };
}
