import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { ApiFailure } from '../http/api-failure';
import { toOwner } from '../listings/listing-mapper';
import { formatPhone } from './share-messages';
import { listingGone, OWNER_LISTING_GONE_MESSAGE, type SharedListing } from './shared-listing';
import { withErrorMessage } from './write-share';

/** Where a shopper's message to the seller of a listing goes. */
export interface ListingSeller {
  id: number;
  name: string;
  /** The seller's e-mail address, lower-cased. */
  email: string;
}

/** What the shopper is told when the seller takes no e-mail: call instead, with the number when there is one. */
export function emailHiddenMessage(phone: string | null | undefined): string {
  const call = phone ? `call the seller at ${formatPhone(phone)}` : 'call the seller';
  return `This seller does not take messages by e-mail. Please ${call} instead.`;
}

/** A 404 (the listing page shows no e-mail form for this seller), with the errorMessage the modal shows. */
export function sellerTakesNoEmail(listingId: string, phone: string | null | undefined): ApiFailure {
  const message = `Listing ${listingId} has no e-mail form`;
  return new ApiFailure(
    'NOT_FOUND',
    message,
    withErrorMessage({ error: { code: 'NOT_FOUND', message } }, emailHiddenMessage(phone)),
  );
}

/**
 * The seller of a listing, if the listing page offers the e-mail form: the listing mapper's `hideEmailForm`
 * decides ("Private-seller listings hide the e-mail form", spec 001 s6, or the owner's own setting), so the call
 * refuses exactly when the page hides the form. A seller without an address is refused the same way.
 */
export async function findEmailableSeller(
  db: Kysely<Schema>,
  listing: SharedListing,
): Promise<ListingSeller> {
  const row = await db.selectFrom('owners').selectAll().where('id', '=', listing.ownerId).executeTakeFirst();
  // listings.owner_id references owners.id (on delete cascade): without the owner the listing is gone too.
  if (!row) throw listingGone(listing.id, OWNER_LISTING_GONE_MESSAGE);
  const email = row.email?.trim();
  if (toOwner(row).hideEmailForm || !email) throw sellerTakesNoEmail(listing.id, row.phone);
  return { id: row.id, name: row.name, email: email.toLowerCase() };
}
