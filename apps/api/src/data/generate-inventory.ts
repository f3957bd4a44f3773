import type { NewListing, NewOwner } from '../db/schema';
import { createListingContext } from './choose-vehicle';
import { DataError } from './data-error';
import { generateListing, type NewPriceChange } from './generate-listing';
import { type GeneratedDealer, generateDealer, generatePrivateSeller } from './generate-owners';
import { createRandom, weightedTable } from './random';

export interface InventoryOptions {
  /** The same seed gives the same inventory, row for row. */
  seed: number;
  /** How many listings to generate. */
  listings: number;
  /** The moment the inventory is generated at: listing dates, ages and model years follow from it. */
  now: Date;
  /** Rows per chunk (one chunk is one transaction when seeding). @default 1000 */
  chunkSize?: number;
}

/** A batch of rows to insert in this order: owners, then listings, then their price history. */
export interface InventoryChunk {
  owners: NewOwner[];
  listings: NewListing[];
  priceChanges: NewPriceChange[];
}

/** "Dealers ~ one per 60 listings". */
export const LISTINGS_PER_DEALER = 60;
/** Share of listings from private sellers, each with a seller of their own. */
export const PRIVATE_SELLER_SHARE = 0.15;
export const DEFAULT_CHUNK_SIZE = 1_000;

export function dealerCount(listings: number): number {
  return listings === 0 ? 0 : Math.max(1, Math.round(listings / LISTINGS_PER_DEALER));
}

function validate(options: InventoryOptions): number {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  if (!Number.isSafeInteger(options.listings) || options.listings < 0) {
    throw new DataError(
      'INVALID_OPTIONS',
      `listings must be a whole number of 0 or more, not ${options.listings}`,
    );
  }
  if (!Number.isSafeInteger(options.seed)) {
    throw new DataError('INVALID_OPTIONS', `seed must be a whole number, not ${options.seed}`);
  }
  if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) {
    throw new DataError('INVALID_OPTIONS', `chunkSize must be a whole number of 1 or more, not ${chunkSize}`);
  }
  if (Number.isNaN(options.now.getTime())) throw new DataError('INVALID_OPTIONS', 'now must be a valid date');
  return chunkSize;
}

/**
 * The inventory for a seed, lazily, in chunks: first every dealer (they are few: one per 60 listings), then
 * listings with their private sellers and price history. Nothing but the dealers is kept between chunks, so a
 * million listings stream through in constant memory.
 */
export function* generateInventory(options: InventoryOptions): Generator<InventoryChunk, void, undefined> {
  const chunkSize = validate(options);
  const { seed, now } = options;
  const random = createRandom(seed);
  const dealers: GeneratedDealer[] = [];
  const count = dealerCount(options.listings);
  for (let index = 0; index < count; index++) dealers.push(generateDealer(random, index, seed));
  for (let start = 0; start < dealers.length; start += chunkSize) {
    yield {
      owners: dealers.slice(start, start + chunkSize).map((dealer) => dealer.owner),
      listings: [],
      priceChanges: [],
    };
  }
  if (dealers.length === 0) return;

  const pickDealer = weightedTable(dealers, (dealer) => dealer.size);
  const context = createListingContext(seed, now);
  let ownerIndex = dealers.length;
  for (let start = 0; start < options.listings; start += chunkSize) {
    const chunk: InventoryChunk = { owners: [], listings: [], priceChanges: [] };
    const end = Math.min(options.listings, start + chunkSize);
    for (let index = start; index < end; index++) {
      const privateOwner = random.chance(PRIVATE_SELLER_SHARE)
        ? generatePrivateSeller(random, ownerIndex++, seed)
        : undefined;
      if (privateOwner) chunk.owners.push(privateOwner);
      const generated = generateListing(
        random,
        context,
        index,
        privateOwner ? { privateOwner } : { dealer: pickDealer(random) },
      );
      chunk.listings.push(generated.listing);
      chunk.priceChanges.push(...generated.priceChanges);
    }
    yield chunk;
  }
}
