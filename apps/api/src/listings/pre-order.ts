import type { CONTRACTS, PreOrderListing, PreOrderTrim } from '@forecourt/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { getModel } from '../data/reference/reference';
import { currentModelYear, msrpForYear } from '../data/vehicle-pricing';
import type { Schema } from '../db/schema';
import { modelPhotoUrl } from './listing-media';
import { makeLabel, modelLabel } from './vehicle-names';

export type PreOrderQuery = z.output<(typeof CONTRACTS)['getPreOrderListings']['query']>;

export interface PreOrderReply {
  listings: PreOrderListing[];
  trims: PreOrderTrim[];
}

interface TrimPrice {
  code: string;
  name: string;
  msrp: number;
}

/** Model years that can be pre-ordered: the one on sale and the next (ours). */
export function preOrderYears(now: Date): [number, number] {
  const year = currentModelYear(now);
  return [year, year + 1];
}

/** National MSRPs of a model year's trims from the reference data, or `undefined` when it does not build it. */
function referenceTrims(query: PreOrderQuery, now: Date): TrimPrice[] | undefined {
  const model = getModel(query.makeCode, query.modelCode);
  if (!model) return undefined;
  const built = model.years.first <= query.year && (model.years.last ?? query.year) >= query.year;
  if (!built) return [];
  // Reference MSRPs are the model year on sale's; other years move with list-price inflation.
  const age = currentModelYear(now) - query.year;
  return model.trims.map((trim) => ({
    code: trim.code,
    name: trim.name,
    msrp: Math.round(msrpForYear(trim.msrp, age) / 50) * 50,
  }));
}

/** For a model the reference data does not know (an imported feed's): the lowest MSRP of its new listings by trim. */
async function listedTrims(db: Kysely<Schema>, query: PreOrderQuery): Promise<TrimPrice[]> {
  const rows = await db
    .selectFrom('listings')
    .select(['trim_code', 'trim_name'])
    .select((eb) => eb.fn.min('msrp').as('msrp'))
    .where('make_code', '=', query.makeCode)
    .where('model_code', '=', query.modelCode)
    .where('year', '=', query.year)
    .where('listing_type', '=', 'NEW')
    .where('status', '=', 'active')
    .where('msrp', 'is not', null)
    .where('trim_code', 'is not', null)
    .groupBy(['trim_code', 'trim_name'])
    .execute();
  return rows
    .flatMap((row) =>
      row.trim_code && row.msrp !== null
        ? [{ code: row.trim_code, name: row.trim_name ?? row.trim_code, msrp: Number(row.msrp) }]
        : [],
    )
    .sort((a, b) => a.msrp - b.msrp || a.code.localeCompare(b.code));
}

/**
 * Pre-order listings of a new model (spec 001 s3 "Pre-order listing", s4 "Pre-order"): one listing per make,
 * model and year, id `{makeCode}-{modelCode}-{year}`, priced at the national MSRP of its cheapest trim, and one
 * trim entry per trim (ids containing Trim) at its own national MSRP. Only the model year on sale and the next
 * can be pre-ordered; any other year, or a model nobody builds, is "no data": no listings and no trims.
 */
export async function findPreOrderListings(
  db: Kysely<Schema>,
  raw: PreOrderQuery,
  now: Date,
): Promise<PreOrderReply> {
  const query = { ...raw, makeCode: raw.makeCode.toUpperCase(), modelCode: raw.modelCode.toUpperCase() };
  const [first, last] = preOrderYears(now);
  if (query.year < first || query.year > last) return { listings: [], trims: [] };
  const prices = referenceTrims(query, now) ?? (await listedTrims(db, query));
  const cheapest = prices[0];
  if (!cheapest) return { listings: [], trims: [] };
  const make = makeLabel(query.makeCode);
  const model = modelLabel(query.makeCode, query.modelCode);
  const id = `${query.makeCode}-${query.modelCode}-${query.year}`;
  const title = `${query.year} ${make} ${model}`;
  const imageUrl = modelPhotoUrl(query.makeCode, query.modelCode, query.year);
  const listing: PreOrderListing = {
    id,
    pricingDetail: { salePrice: cheapest.msrp },
    make,
    makeCode: query.makeCode,
    model,
    modelCode: query.modelCode,
    imageUrl,
    images: { sources: [{ src: imageUrl, alt: title, title }] },
    title,
    trimCode: `${query.modelCode}|${cheapest.code}`,
    year: query.year,
  };
  const trims = prices.map((trim) => ({
    id: `${id}-Trim-${trim.code}`,
    make,
    model,
    trimName: trim.name,
    trimCode: `${query.modelCode}|${trim.code}`,
    pricingDetail: { salePrice: trim.msrp },
  }));
  return { listings: [listing], trims };
}
