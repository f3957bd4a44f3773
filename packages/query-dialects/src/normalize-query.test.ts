import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeQuery, REMOVED_QUERY_KEYS } from './index';
import { expectedKeyOrder, queryValue } from './normalize-query.arbitraries';
import { NORMALIZE_CASES } from './normalize-query.cases';

const anyQuery = fc.dictionary(fc.string(), fc.anything());
const realisticQuery = fc.dictionary(
  fc.oneof(fc.string(), fc.constantFrom(...REMOVED_QUERY_KEYS, 'zip', 'makeCodeList', '__proto__', '10')),
  queryValue,
);

describe('normalizeQuery (spec 001 section 5)', () => {
  it.each(NORMALIZE_CASES)('$rule', ({ query, normalized }) => {
    const result = normalizeQuery(query);
    expect(result).toEqual(normalized);
    expect(Object.keys(result)).toEqual(Object.keys(normalized));
  });

  it('never changes its input', () => {
    const list = [' HONDA ', ''];
    const query = { makeCodeList: list, zip: ' 30303 ', requestId: 'x', modelCodeList: 'A,B' };
    const copy = structuredClone(query);
    const result = normalizeQuery(query);
    expect(query).toEqual(copy);
    expect(result.makeCodeList).not.toBe(list);
  });

  it('keeps __proto__ as an ordinary key and leaves the prototype alone', () => {
    const query = JSON.parse('{"__proto__": "a", "zip": "1"}') as Record<string, unknown>;
    const result = normalizeQuery(query);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(['__proto__', 'zip']);
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        normalizeQuery(query);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(anyQuery, realisticQuery), (query) => {
        const once = normalizeQuery(query);
        const twice = normalizeQuery(once);
        expect(twice).toEqual(once);
        expect(Object.keys(twice)).toEqual(Object.keys(once));
      }),
    );
  });

  // "keys are sorted alphabetically" and "empty, null or the text undefined are removed"
  it('gives sorted keys, no removed key and no empty value', () => {
    fc.assert(
      fc.property(fc.oneof(anyQuery, realisticQuery), (query) => {
        const result = normalizeQuery(query);
        const keys = Object.keys(result);
        expect(keys).toEqual(expectedKeyOrder(keys));
        for (const key of REMOVED_QUERY_KEYS) expect(Object.hasOwn(result, key)).toBe(false);
        for (const value of Object.values(result)) {
          const texts = typeof value === 'string' ? [value] : value;
          expect(Array.isArray(value) ? value.length : 1).toBeGreaterThan(0);
          for (const text of texts) {
            expect(typeof text).toBe('string');
            expect(text).not.toBe('');
            expect(text).not.toBe('undefined');
            expect(text).toBe(text.trim());
          }
          if (typeof value === 'string') expect(value).not.toContain(',');
        }
      }),
    );
  });
});
