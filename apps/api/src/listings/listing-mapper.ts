import type { Listing, Owner } from '@forecourt/contracts';
import { listingTitle, listingTitleLong } from '@forecourt/listings';
import { buildVehicleDetailsPath } from '@forecourt/seo-routes';
import type { Selectable } from 'kysely';
import type { DealRating, ListingRow, Owner as OwnerRow, PriceChangesTable } from '../db/schema';
import { listingPhotoUrl } from './listing-media';
import { codeName, makeLabel, modelLabel, seriesLabel } from './vehicle-names';

export type PriceChangeRow = Selectable<PriceChangesTable>;

const DAY_MS = 86_400_000;

/** "Listing priority codes: 5 FREE, 10 STANDARD, 15 STANDARD_PLUS, 17 BASIC, 20 FEATURED, 30 PREMIUM." */
const PRIORITY_CODES = new Set([5, 10, 15, 17, 20, 30]);

/** A listing that has been on the site for at most this many whole days is newly listed (ours). */
export const NEWLY_LISTED_DAYS = 7;

export interface ListingContext {
  /** The listing's owner; without it the listing carries only its owner's id. */
  owner?: OwnerRow | undefined;
  /** The listing's prices, any order. */
  priceChanges?: readonly PriceChangeRow[];
  /** The server's clock: `daysOnSite` counts from `listed_at` to it. */
  now: Date;
  /** `owner` is the owner object (dealer lot) rather than its id, a key of the reply's owners (search). */
  embedOwner?: boolean;
  /** Miles from the searched place. */
  distance?: number | null;
  /** At most this many of the listing's photos, first first. @default every photo */
  photoLimit?: number;
}

/** "Owner: id, name, phone, website, privateSeller, hideEmailForm, dealerPreferredCTA" with its place. */
export function toOwner(row: OwnerRow): Owner {
  const privateSeller = row.kind === 'private';
  return {
    id: String(row.id),
    name: row.name,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.website ? { website: row.website } : {}),
    privateSeller,
    // "Private-seller listings hide the e-mail form" (spec 001 s6), whatever the row says.
    hideEmailForm: row.hide_email_form || privateSeller,
    location: {
      address: { city: row.city, state: row.state, zip: row.zip },
      coordinates: { latitude: row.latitude, longitude: row.longitude },
    },
  };
}

function isoDate(value: Date | string): string {
  return new Date(value).toISOString().slice(0, 10);
}

/**
 * `pricingHistory` oldest first, ending at the current price (a price written without its change row, as an
 * older import could, is added as of the listing's last update), and `isReducedPrice`: the last change cut it.
 */
export function priceHistory(
  row: Pick<ListingRow, 'price' | 'updated_at'>,
  changes: readonly PriceChangeRow[],
) {
  const ordered = [...changes].sort(
    (a, b) => new Date(a.changed_at).getTime() - new Date(b.changed_at).getTime(),
  );
  const history = ordered.map((change) => ({ date: isoDate(change.changed_at), price: change.price }));
  if (history.at(-1)?.price !== row.price) history.push({ date: isoDate(row.updated_at), price: row.price });
  const previous = history.at(-2);
  return { pricingHistory: history, isReducedPrice: previous !== undefined && row.price < previous.price };
}

function rating(row: ListingRow): NonNullable<Listing['pricingDetail']>['dealRating'] {
  const raw = row.deal_rating as DealRating | string | null | undefined;
  const kept: DealRating | null | undefined = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!kept) return undefined;
  const rated = kept.band !== null && kept.marketPrice !== null && kept.gap !== null;
  return {
    band: kept.band ?? undefined,
    marketPrice: rated ? (kept.marketPrice as number) : undefined,
    gap: rated ? row.price - (kept.marketPrice as number) : undefined,
    gapPercent: rated ? Math.round((kept.gap as number) * 1_000) / 10 : undefined,
    confidence: kept.confidence ?? undefined,
    comparableCount: kept.comparables,
    comparableIds: kept.nearestIds.map(String),
  };
}

export function daysOnSite(listedAt: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(listedAt).getTime()) / DAY_MS));
}

/**
 * A listing row as the contract's Listing, with the spec's field names (spec 001 s3, 000 s3). Optional fields
 * the row has no value for are `undefined`, which JSON leaves out: every listing then has one shape, which V8 builds
 * and serialises faster than objects spread together field by field (a search builds 25 of them).
 */
export function toListing(row: ListingRow, context: ListingContext): Listing {
  const id = String(row.id);
  const ownerId = String(row.owner_id);
  const owner = context.owner ? toOwner(context.owner) : undefined;
  const make = makeLabel(row.make_code);
  const model = modelLabel(row.make_code, row.model_code);
  const trimCode = row.trim_code ? `${row.model_code}|${row.trim_code}` : undefined;
  const type = row.listing_type as NonNullable<Listing['listingType']>;
  const trim = row.trim_name || undefined;
  const titleFields = {
    listingType: type,
    year: row.year,
    make,
    model,
    trim,
    trimCode,
    packages: row.packages,
  };
  const title = listingTitle(titleFields);
  const days = daysOnSite(row.listed_at, context.now);
  const { pricingHistory, isReducedPrice } = priceHistory(row, context.priceChanges ?? []);
  // One verdict: the market price model's band, also as the spec's badge (Great or Good; none for Fair or worse,
  // or a car with too few similar cars to rate).
  const dealRating = rating(row);
  const dealIndicator =
    dealRating?.band === 'Great' || dealRating?.band === 'Good' ? dealRating.band : undefined;
  const photoTitle = `${row.year} ${make} ${model}`;
  const features = row.feature_codes.map((code) => codeName('feature', code) ?? code);
  const series = row.series_code || undefined;
  return {
    id,
    owner: context.embedOwner && owner ? owner : ownerId,
    ownerId,
    ownerName: owner?.name,
    phone: owner?.phone || undefined,
    type,
    listingTypes: [type],
    listingType: type,
    year: row.year,
    make,
    model,
    trim,
    trimCode,
    packages: row.packages,
    makeCode: row.make_code,
    modelCode: row.model_code,
    pricingDetail: {
      salePrice: row.price,
      msrp: row.msrp ?? undefined,
      dealIndicator,
      dealRating,
    },
    vin: row.vin,
    zip: row.zip,
    title,
    listingTitle: title,
    listingTitleLong: listingTitleLong({ ...titleFields, zip: row.zip, owner }),
    bodyStyleCodes: [row.vehicle_style_code],
    seriesCode: series,
    classSeriesCode: series,
    classSeries: series ? seriesLabel(series) : undefined,
    color: {
      exteriorColor: codeName('color', row.ext_color_simple) ?? row.ext_color_simple,
      exteriorColorSimple: row.ext_color_simple,
      interiorColor: row.int_color || undefined,
    },
    driveGroup: row.drive_group,
    driveType: codeName('drive', row.drive_group) ?? row.drive_group,
    engine: codeName('engine', row.engine_code) ?? row.engine_code,
    engineCode: row.engine_code,
    transmission: codeName('transmission', row.transmission_code) ?? row.transmission_code,
    transmissionCode: row.transmission_code,
    fuelType: codeName('fuel', row.fuel_type_group) ?? row.fuel_type_group,
    fuelTypeGroup: row.fuel_type_group,
    mpgCity: row.mpg_city ?? undefined,
    mpgHighway: row.mpg_highway ?? undefined,
    hasLeatherSeats: row.feature_codes.includes('LEATHER_SEATS'),
    features,
    featureCodes: row.feature_codes,
    mileage: { value: row.mileage },
    pricingHistory,
    isReducedPrice,
    images: {
      sources: Array.from(
        { length: Math.min(Math.max(1, row.image_count), context.photoLimit ?? Infinity) },
        (_, index) => ({
          src: listingPhotoUrl(id, index + 1),
          alt: `${photoTitle} photo ${index + 1}`,
          title: photoTitle,
        }),
      ),
      primary: 0,
    },
    website: owner?.website ? { href: owner.website, label: owner.name } : undefined,
    daysOnSite: days,
    isNewlyListed: days <= NEWLY_LISTED_DAYS,
    hasVehicleExchange: row.vehicle_exchange,
    moneyBackGuarantee: row.vehicle_exchange,
    fullDescription: row.description || undefined,
    priority: PRIORITY_CODES.has(row.priority)
      ? (row.priority as NonNullable<Listing['priority']>)
      : undefined,
    vdpBaseUrl: buildVehicleDetailsPath({ listingId: id }),
    vehicleUseType: row.vehicle_use_type,
    distance: typeof context.distance === 'number' ? Math.round(context.distance * 10) / 10 : undefined,
  } as Listing;
}
