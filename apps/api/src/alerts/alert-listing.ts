import { listingTitle } from '@forecourt/listings';
import { getMake, getModel } from '../data/reference/reference';
import type { ListingRow } from '../db/schema';

/** What an alert says about a listing. */
export interface AlertListing {
  id: number;
  /** The derived title of spec 001 s3: "Used 2020 Honda Civic EX". */
  title: string;
  price: number;
  mileage?: number;
  /** The seller's place: "Austin, TX". */
  place?: string;
  /** Photos the listing has: the first is shown in the e-mail. */
  imageCount?: number;
}

type TitleFields = Pick<
  ListingRow,
  'id' | 'listing_type' | 'make_code' | 'model_code' | 'year' | 'trim_name' | 'packages' | 'price'
> &
  Partial<Pick<ListingRow, 'mileage' | 'image_count'>> & { city?: string | null; state?: string | null };

export function alertListing(row: TitleFields): AlertListing {
  const place = [row.city, row.state].filter((part): part is string => Boolean(part)).join(', ');
  return {
    id: row.id,
    title: listingTitle({
      listingType: row.listing_type,
      year: row.year,
      make: getMake(row.make_code)?.name ?? row.make_code,
      model: getModel(row.make_code, row.model_code)?.name ?? row.model_code,
      ...(row.trim_name ? { trim: row.trim_name } : {}),
      packages: row.packages,
    }),
    price: row.price,
    ...(row.mileage !== undefined && row.mileage !== null ? { mileage: row.mileage } : {}),
    ...(place ? { place } : {}),
    ...(row.image_count !== undefined && row.image_count !== null ? { imageCount: row.image_count } : {}),
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const miles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "$21,000". */
export function formatPrice(price: number): string {
  return usd.format(price);
}

/** "32,500 mi". */
export function formatMileage(mileage: number): string {
  return `${miles.format(mileage)} mi`;
}
