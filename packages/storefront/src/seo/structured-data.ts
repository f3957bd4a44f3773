import type {
  AutoDealer,
  BreadcrumbList,
  Car,
  ItemList,
  Person,
  PostalAddress,
  WithContext,
} from 'schema-dts';

/**
 * schema.org nodes (JSON-LD) of the storefront's pages: `Car` with its `Offer` on the vehicle page, `ItemList` and
 * `BreadcrumbList` on results pages, `AutoDealer` on dealer pages. Typed with `schema-dts` (the vocabulary's types
 * at compile time); `structured-data.test.ts` checks what they build against the vocabulary's JSON Schemas.
 */
export type StructuredData =
  | WithContext<Car>
  | WithContext<ItemList>
  | WithContext<BreadcrumbList>
  | WithContext<AutoDealer>;

export interface PlaceFacts {
  readonly street?: string | undefined;
  readonly city?: string | undefined;
  readonly state?: string | undefined;
  readonly zip?: string | undefined;
}

export interface SellerFacts {
  readonly name: string;
  /** A dealer is an `AutoDealer`, a private seller a `Person`. */
  readonly dealer: boolean;
  readonly url?: string | undefined;
  readonly telephone?: string | undefined;
  readonly address?: PlaceFacts | undefined;
}

export interface CarFacts {
  /** The page's absolute URL. */
  readonly url: string;
  readonly name: string;
  readonly year?: number | undefined;
  readonly make?: string | undefined;
  readonly model?: string | undefined;
  readonly trim?: string | undefined;
  readonly vin?: string | undefined;
  readonly mileage?: number | undefined;
  readonly condition: 'new' | 'used';
  readonly image?: string | undefined;
  readonly color?: string | undefined;
  /** Whole dollars; no price, no offer's price (an offer still names the seller). */
  readonly price?: number | undefined;
  /** A sold listing's page says so: its offer is `SoldOut`. @default false */
  readonly sold?: boolean;
  readonly seller?: SellerFacts | undefined;
}

const SCHEMA = 'https://schema.org' as const;

function postalAddress(place: PlaceFacts): PostalAddress {
  return {
    '@type': 'PostalAddress',
    ...(place.street && { streetAddress: place.street }),
    ...(place.city && { addressLocality: place.city }),
    ...(place.state && { addressRegion: place.state }),
    ...(place.zip && { postalCode: place.zip }),
    addressCountry: 'US',
  };
}

function sellerNode(seller: SellerFacts): AutoDealer | Person {
  const facts = {
    name: seller.name,
    ...(seller.url && { url: seller.url }),
    ...(seller.telephone && { telephone: seller.telephone }),
    ...(seller.address && { address: postalAddress(seller.address) }),
  };
  return seller.dealer ? { '@type': 'AutoDealer', ...facts } : { '@type': 'Person', ...facts };
}

/** The vehicle page's `Car`, its `Offer` carrying price, currency, availability and seller. */
export function carData(car: CarFacts): WithContext<Car> {
  return {
    '@context': SCHEMA,
    '@type': 'Car',
    name: car.name,
    url: car.url,
    ...(car.make && { brand: { '@type': 'Brand', name: car.make } }),
    ...(car.model && { model: car.model }),
    ...(car.trim && { vehicleConfiguration: car.trim }),
    ...(car.year !== undefined && { vehicleModelDate: String(car.year) }),
    ...(car.vin && { vehicleIdentificationNumber: car.vin }),
    ...(car.color && { color: car.color }),
    ...(car.image && { image: car.image }),
    ...(car.mileage !== undefined && {
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'SMI' },
    }),
    itemCondition: car.condition === 'new' ? `${SCHEMA}/NewCondition` : `${SCHEMA}/UsedCondition`,
    offers: {
      '@type': 'Offer',
      url: car.url,
      ...(car.price !== undefined && { price: car.price, priceCurrency: 'USD' }),
      availability: car.sold ? `${SCHEMA}/SoldOut` : `${SCHEMA}/InStock`,
      itemCondition: car.condition === 'new' ? `${SCHEMA}/NewCondition` : `${SCHEMA}/UsedCondition`,
      ...(car.seller && { seller: sellerNode(car.seller) }),
    },
  };
}

/** A results page's cars, in the page's order (`position` from the page's first record, 1-based). */
export function itemListData(
  name: string,
  total: number,
  items: readonly { readonly url: string; readonly name: string }[],
  firstPosition = 1,
): WithContext<ItemList> {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name,
    numberOfItems: total,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: item.url,
      name: item.name,
    })),
  };
}

/** The trail to a page, home first, each step an absolute URL. */
export function breadcrumbData(
  crumbs: readonly { readonly name: string; readonly url: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      // A ListItem's item is a Thing: the page, named by its URL.
      item: { '@id': crumb.url, name: crumb.name },
    })),
  };
}

/** A dealer page's `AutoDealer`. */
export function autoDealerData(
  dealer: Omit<SellerFacts, 'dealer'> & { readonly url: string },
): WithContext<AutoDealer> {
  return {
    '@context': SCHEMA,
    ...(sellerNode({ ...dealer, dealer: true }) as AutoDealer & object),
  } as WithContext<AutoDealer>;
}

/**
 * The JSON of a `<script type="application/ld+json">`, safe inside HTML: `<`, `>` and `&` (so no `</script>` or
 * `<!--` can end or change the element) and the line separators U+2028/U+2029 are written as JSON escapes, which
 * every JSON reader turns back into the same characters.
 */
export function jsonLdText(data: StructuredData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
