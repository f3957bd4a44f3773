// Test helpers shared by the property tests; not part of the package's API.
import fc from 'fast-check';

/** JavaScript lists integer-like keys first, in numeric order (see sorted-query.ts). */
function isArrayIndex(key: string): boolean {
  const n = Number(key);
  return String(n >>> 0) === key && n !== 2 ** 32 - 1;
}

/** The key order `normalizeQuery` promises: alphabetical, after the integer-like keys JavaScript puts first. */
export function expectedKeyOrder(keys: readonly string[]): string[] {
  const indices = keys.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b));
  const others = keys.filter((key) => !isArrayIndex(key)).sort();
  return [...indices, ...others];
}

/** Text as it arrives in a query: codes, numbers, blanks, commas and the text undefined. */
export const queryText = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', 'undefined', ' undefined ', 'null', ',', 'HONDA', 'FORD', '50', ' a , b ,, '),
  fc
    .array(fc.constantFrom('HONDA', 'FORD', ' ', '', ',', 'undefined', 'x y'), { maxLength: 4 })
    .map((parts) => parts.join(',')),
);

/** A value as it arrives in a query object. */
export const queryValue = fc.oneof(
  queryText,
  fc.array(fc.oneof(queryText, fc.integer(), fc.boolean(), fc.constant(null)), { maxLength: 5 }),
  fc.integer(),
  fc.boolean(),
  fc.constantFrom(null, undefined),
);
