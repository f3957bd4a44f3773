import type { Kysely } from 'kysely';
import { listTrims } from '../data/reference/reference';
import type { Schema } from '../db/schema';

export interface TrimCode {
  code: string;
  name: string;
}

/**
 * The trim codes of a make and model, for resolving a trim segment ("A trim segment is resolved through a
 * trim-code lookup for the make and model, codes upper-cased", spec 001 s2): the reference data's trims,
 * cheapest first, then trims only imported listings carry (a dealer feed's "Sport Touring"), by code, so their
 * SEO pages resolve too. Codes are upper-cased; an unknown make and model has none.
 */
export async function trimCodes(
  db: Kysely<Schema>,
  makeCode: string,
  modelCode: string,
): Promise<TrimCode[]> {
  const make = makeCode.toUpperCase();
  const model = modelCode.toUpperCase();
  const known = listTrims(make, model).map((trim) => ({ code: trim.code.toUpperCase(), name: trim.name }));
  const rows = await db
    .selectFrom('listings')
    .select(['trim_code', 'trim_name'])
    .distinct()
    .where('make_code', '=', make)
    .where('model_code', '=', model)
    .where('status', '=', 'active')
    .where('trim_code', 'is not', null)
    .execute();
  const seen = new Set(known.map((trim) => trim.code));
  const listed = new Map<string, string>();
  for (const row of rows) {
    const code = row.trim_code?.toUpperCase();
    if (!code || seen.has(code)) continue;
    // Feeds may spell one code's name several ways: the first in code-unit order, whatever the engine's collation.
    const name = row.trim_name ?? code;
    const held = listed.get(code);
    if (held === undefined || name < held) listed.set(code, name);
  }
  const extra = [...listed]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, name]) => ({ code, name }));
  return [...known, ...extra];
}
