import { z } from 'zod';

// What HTTP gives a server for a query parameter: nothing, one string, or several strings for a repeated key.
// These helpers turn that into the typed value before the inner schema checks it. "Query values that are empty,
// null or the text undefined are removed" (spec 001 s5): such a value counts as absent.

const ABSENT = new Set(['', 'null', 'undefined']);

/** The first value of a repeated scalar ("the first value counts"), trimmed; undefined when absent or blank. */
export function scalarValue(value: unknown): unknown {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return first ?? undefined;
  const trimmed = first.trim();
  return ABSENT.has(trimmed) ? undefined : trimmed;
}

const NUMERIC = /^-?(?:\d+\.?\d*|\.\d+)$/;

function toNumber(value: unknown): unknown {
  const scalar = scalarValue(value);
  return typeof scalar === 'string' && NUMERIC.test(scalar) ? Number(scalar) : scalar;
}

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

function toBoolean(value: unknown): unknown {
  const scalar = scalarValue(value);
  if (typeof scalar !== 'string') return scalar;
  const lower = scalar.toLowerCase();
  return TRUE.has(lower) ? true : FALSE.has(lower) ? false : scalar;
}

/**
 * Every value of a list parameter: a repeated key (`?a=1&a=2`), a comma-joined string (`?a=1,2`) or both, split,
 * trimmed, blanks dropped; undefined when nothing is left. Non-string items pass through for the inner schema to
 * reject.
 */
export function listValues(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const items = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'string' ? item.split(',') : [item],
  );
  const kept = items
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => !(typeof item === 'string' && ABSENT.has(item)));
  return kept.length === 0 ? undefined : kept;
}

/** A text parameter; wrap an optional inner schema for an optional parameter. */
export function queryString<T extends z.ZodType>(inner: T) {
  return z.preprocess(scalarValue, inner);
}

/** A numeric parameter ("25" -> 25); text that is not a number reaches the inner schema and fails there. */
export function queryNumber<T extends z.ZodType>(inner: T) {
  return z.preprocess(toNumber, inner);
}

/** A flag: true, 1, yes, on / false, 0, no, off in any letter case. */
export function queryBoolean<T extends z.ZodType>(inner: T) {
  return z.preprocess(toBoolean, inner);
}

/** A list parameter, repeated or comma-joined (see {@link listValues}). */
export function queryList<T extends z.ZodType>(inner: T) {
  return z.preprocess(listValues, inner);
}

/** A function giving a code of `codes` as the list spells it, whatever the letter case; anything else unchanged. */
function canonicalCase(codes: readonly string[]): (value: unknown) => unknown {
  const byLower = new Map(codes.map((code) => [code.toLowerCase(), code]));
  return (value) => (typeof value === 'string' ? (byLower.get(value.toLowerCase()) ?? value) : value);
}

/**
 * One code of a closed list in any letter case, given back as the list spells it (`suvcross` -> `SUVCROSS`):
 * shoppers' URLs and older clients do not agree on case.
 */
export function codeOf<const T extends readonly [string, ...string[]]>(codes: T) {
  return z.preprocess(canonicalCase(codes), z.enum(codes));
}

/**
 * A query parameter holding one code of `codes` (any letter case, first value of a repeated key). `inner` is the
 * enum with its default or optional, e.g. `z.enum(SEARCH_SORTS).default('relevance')`; it sits directly under the
 * preprocessing so that the OpenAPI document shows its default.
 */
export function queryCode<T extends z.ZodType>(codes: readonly string[], inner: T) {
  const canonical = canonicalCase(codes);
  return z.preprocess((value) => canonical(scalarValue(value)), inner);
}
