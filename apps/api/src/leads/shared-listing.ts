import { listingTitle } from '@forecourt/listings';
import { buildVehicleDetailsPath } from '@forecourt/seo-routes';
import type { Kysely } from 'kysely';
import { getMake, getModel } from '../data/reference/reference';
import type { Schema } from '../db/schema';
import { ApiFailure } from '../http/api-failure';
import { listingKey } from '../payments/listing-key';
import { withErrorMessage } from './write-share';

/** What a shared message says about the listing. */
export interface SharedListing {
  id: string;
  ownerId: number;
  /** The derived title of spec 001 s3: "Used 2020 Honda Civic EX". */
  title: string;
  /** "$21,000". */
  price: string;
  /** The vehicle details page: /cars-for-sale/vehicle/{listingId}. */
  path: string;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The message a shopper sees when the car is gone ("errorMessage read", spec 001 s7 and s8). */
export const LISTING_GONE_MESSAGE = 'This car is no longer for sale, so it cannot be shared.';

/** The message a shopper sees when the car they wanted to e-mail the seller about is gone. */
export const OWNER_LISTING_GONE_MESSAGE = 'This car is no longer for sale, so its seller cannot be e-mailed.';

/** A 404 whose body also carries the spec's errorMessage, for clients that read only that. */
export function listingGone(listingId: string, errorMessage: string = LISTING_GONE_MESSAGE): ApiFailure {
  const message = `Listing ${listingId} was not found`;
  return new ApiFailure(
    'NOT_FOUND',
    message,
    withErrorMessage({ error: { code: 'NOT_FOUND', message } }, errorMessage),
  );
}

/**
 * An active listing by id, with its title, price and page; 404 for an unknown or sold one, whose errorMessage is
 * `goneMessage` (default LISTING_GONE_MESSAGE).
 */
export async function findSharedListing(
  db: Kysely<Schema>,
  listingId: string,
  goneMessage: string = LISTING_GONE_MESSAGE,
): Promise<SharedListing> {
  const key = listingKey(listingId);
  const row =
    key === undefined
      ? undefined
      : await db
          .selectFrom('listings')
          .select([
            'id',
            'owner_id',
            'listing_type',
            'make_code',
            'model_code',
            'year',
            'trim_name',
            'packages',
            'price',
          ])
          .where('id', '=', key)
          .where('status', '=', 'active')
          .executeTakeFirst();
  if (!row) throw listingGone(listingId, goneMessage);
  return {
    id: String(row.id),
    ownerId: row.owner_id,
    title: listingTitle({
      listingType: row.listing_type,
      year: row.year,
      make: getMake(row.make_code)?.name ?? row.make_code,
      model: getModel(row.make_code, row.model_code)?.name ?? row.model_code,
      ...(row.trim_name ? { trim: row.trim_name } : {}),
      packages: row.packages,
    }),
    price: usd.format(row.price),
    path: buildVehicleDetailsPath({ listingId: row.id }),
  };
}
