import type { NormalizedQuery } from './normalize-query';

export interface NormalizeCase {
  /** The spec's words this case checks (spec 001 section 5), or the README decision it pins down. */
  rule: string;
  query: Record<string, unknown>;
  normalized: NormalizedQuery;
}

export const NORMALIZE_CASES: NormalizeCase[] = [
  // "Query values that are empty, null or the text undefined are removed"
  { rule: 'empty values are removed', query: { zip: '', city: 'Atlanta' }, normalized: { city: 'Atlanta' } },
  { rule: 'null values are removed', query: { zip: null, city: 'Atlanta' }, normalized: { city: 'Atlanta' } },
  {
    rule: 'the text undefined is removed',
    query: { zip: 'undefined', city: 'Atlanta' },
    normalized: { city: 'Atlanta' },
  },
  { rule: 'undefined values are removed', query: { zip: undefined }, normalized: {} },
  { rule: 'decision: blank text counts as empty', query: { zip: '   ' }, normalized: {} },
  { rule: 'decision: values are trimmed', query: { zip: ' 30303 ' }, normalized: { zip: '30303' } },
  {
    rule: 'decision: the text undefined is removed after trimming',
    query: { zip: ' undefined ' },
    normalized: {},
  },
  { rule: 'decision: the text null is a value', query: { q: 'null' }, normalized: { q: 'null' } },
  // "object values other than arrays are dropped"
  {
    rule: 'object values other than arrays are dropped',
    query: { location: { city: 'Atlanta' }, zip: '30303' },
    normalized: { zip: '30303' },
  },
  { rule: 'a date is an object, so dropped', query: { when: new Date(0) }, normalized: {} },
  {
    rule: 'arrays are kept',
    query: { makeCodeList: ['HONDA', 'FORD'] },
    normalized: { makeCodeList: ['HONDA', 'FORD'] },
  },
  {
    rule: 'decision: array elements are trimmed; empty, null and undefined elements removed',
    query: { makeCodeList: [' HONDA', '', null, 'undefined', undefined, 'FORD '] },
    normalized: { makeCodeList: ['HONDA', 'FORD'] },
  },
  {
    rule: 'decision: objects and arrays inside arrays are dropped',
    query: { makeCodeList: ['HONDA', { code: 'FORD' }, ['BMW']] },
    normalized: { makeCodeList: ['HONDA'] },
  },
  { rule: 'decision: an array left empty is removed', query: { makeCodeList: ['', null] }, normalized: {} },
  {
    rule: 'decision: a single-element array stays an array',
    query: { makeCodeList: ['HONDA'] },
    normalized: { makeCodeList: ['HONDA'] },
  },
  {
    rule: 'decision: array elements are not split on commas',
    query: { makeCodeList: ['HONDA,FORD'] },
    normalized: { makeCodeList: ['HONDA,FORD'] },
  },
  // "comma strings become arrays"
  {
    rule: 'comma strings become arrays',
    query: { makeCodeList: 'HONDA,FORD' },
    normalized: { makeCodeList: ['HONDA', 'FORD'] },
  },
  {
    rule: 'decision: comma parts are trimmed and empty parts dropped',
    query: { makeCodeList: ' HONDA , ,FORD,, ' },
    normalized: { makeCodeList: ['HONDA', 'FORD'] },
  },
  {
    rule: 'decision: a comma string with one part left is a one-element array',
    query: { makeCodeList: 'HONDA,' },
    normalized: { makeCodeList: ['HONDA'] },
  },
  { rule: 'decision: a comma string with no part left is removed', query: { x: ' , ,' }, normalized: {} },
  {
    rule: 'decision: a string without a comma stays a string',
    query: { makeCodeList: 'HONDA' },
    normalized: { makeCodeList: 'HONDA' },
  },
  // Numbers and booleans
  {
    rule: 'decision: numbers and booleans become strings',
    query: { searchRadius: 25, isNewSearch: true, startYear: 2020, marketExtension: false },
    normalized: { isNewSearch: 'true', marketExtension: 'false', searchRadius: '25', startYear: '2020' },
  },
  { rule: 'decision: zero is a value', query: { minPrice: 0 }, normalized: { minPrice: '0' } },
  {
    rule: 'decision: NaN and infinities are not values',
    query: { a: Number.NaN, b: Number.POSITIVE_INFINITY, c: [Number.NEGATIVE_INFINITY, 1] },
    normalized: { c: ['1'] },
  },
  {
    rule: 'decision: functions and symbols are not values',
    query: { a: () => 'x', b: Symbol('x') },
    normalized: {},
  },
  // "keys are sorted alphabetically"
  {
    rule: 'keys are sorted alphabetically',
    query: { zip: '30303', city: 'Atlanta', makeCodeList: 'HONDA', Zeta: 'z' },
    normalized: { Zeta: 'z', city: 'Atlanta', makeCodeList: 'HONDA', zip: '30303' },
  },
  // "Keys requestId, showAccelerateBanner and 0 are removed."
  {
    rule: 'keys requestId, showAccelerateBanner and 0 are removed',
    query: { requestId: 'abc', showAccelerateBanner: 'true', 0: 'HONDA', zip: '30303' },
    normalized: { zip: '30303' },
  },
  {
    rule: 'decision: other integer-like keys are kept',
    query: { 1: 'a', zip: '30303' },
    normalized: { 1: 'a', zip: '30303' },
  },
];
