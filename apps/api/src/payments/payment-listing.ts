import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { notFound } from '../http/api-failure';
import { listingKey } from './listing-key';

/** What payments read of a listing. */
export interface PaymentListing {
  id: number;
  /** Whole dollars. */
  price: number;
  condition: 'new' | 'used' | 'certified';
  makeCode: string;
  modelCode: string;
  year: number;
  zip: string;
}

/** Listing types (spec 001 s2) as the payments query spells conditions: certified of either kind is certified. */
export function conditionOfListingType(listingType: string): PaymentListing['condition'] {
  if (listingType === 'NEW') return 'new';
  if (listingType === 'CERTIFIED' || listingType === '3P_CERT') return 'certified';
  return 'used';
}

/** The listing by id (sold ones too: a details page may still show them); 404 when there is none. */
export async function findPaymentListing(db: Kysely<Schema>, listingId: string): Promise<PaymentListing> {
  const key = listingKey(listingId);
  const row =
    key === undefined
      ? undefined
      : await db
          .selectFrom('listings')
          .select(['id', 'price', 'listing_type', 'make_code', 'model_code', 'year', 'zip'])
          .where('id', '=', key)
          .executeTakeFirst();
  if (!row) throw notFound(`Listing ${listingId}`);
  return {
    id: row.id,
    price: row.price,
    condition: conditionOfListingType(row.listing_type),
    makeCode: row.make_code,
    modelCode: row.model_code,
    year: row.year,
    zip: row.zip,
  };
}
