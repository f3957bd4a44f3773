import { listingTitle } from '@forecourt/listings';
import { getMake, getModel } from '../data/reference/reference';
import type { ListingRow } from '../db/schema';

/** What an alert says about a listing. */
export interface AlertListing {
  id: number;
  /** The derived title of spec 001 s3: "Used 2020 Honda Civic EX". */
  title: string;
  price: number;
}

type TitleFields = Pick<
  ListingRow,
  'id' | 'listing_type' | 'make_code' | 'model_code' | 'year' | 'trim_name' | 'packages' | 'price'
>;

export function alertListing(row: TitleFields): AlertListing {
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
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$21,000". */
export function formatPrice(price: number): string {
  return usd.format(price);
}
