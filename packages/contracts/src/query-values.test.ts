import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  codeOf,
  listValues,
  queryBoolean,
  queryCode,
  queryList,
  queryNumber,
  SEARCH_SORTS,
  scalarValue,
} from './index';

describe('scalarValue', () => {
  it.each([
    { rule: 'one value', raw: ' 78701 ', value: '78701' },
    { rule: 'the first value of a repeated key counts', raw: ['78701', '10001'], value: '78701' },
    { rule: 'Query values that are empty ... are removed', raw: '', value: undefined },
    { rule: '... null ...', raw: 'null', value: undefined },
    { rule: '... or the text undefined are removed', raw: 'undefined', value: undefined },
    { rule: 'absent', raw: undefined, value: undefined },
    { rule: 'not text: left for the schema to refuse', raw: 5, value: 5 },
  ])('$rule', ({ raw, value }) => {
    expect(scalarValue(raw)).toBe(value);
  });
});

describe('listValues', () => {
  it.each([
    { rule: 'comma strings become arrays', raw: 'HONDA,BMW', value: ['HONDA', 'BMW'] },
    { rule: 'repeated keys', raw: ['HONDA', 'BMW'], value: ['HONDA', 'BMW'] },
    { rule: 'both at once', raw: ['HONDA,BMW', 'FORD'], value: ['HONDA', 'BMW', 'FORD'] },
    { rule: 'blanks dropped', raw: 'HONDA,, ,BMW', value: ['HONDA', 'BMW'] },
    { rule: 'nothing left is absent', raw: ',', value: undefined },
    { rule: 'empty is absent', raw: '', value: undefined },
    { rule: 'null is absent', raw: null, value: undefined },
  ])('$rule', ({ raw, value }) => {
    expect(listValues(raw)).toEqual(value);
  });
});

describe('query schemas', () => {
  const page = queryNumber(z.int().min(1).default(25));
  const flag = queryBoolean(z.boolean().optional());
  const makes = queryList(z.array(z.string()).optional());

  it.each([
    { raw: '12', value: 12 },
    { raw: ['12', '13'], value: 12 },
    { raw: undefined, value: 25 },
    { raw: '', value: 25 },
  ])('numbers: $raw', ({ raw, value }) => {
    expect(page.parse(raw)).toBe(value);
  });

  it.each(['twelve', '1e3', '12px', '0'])('refuses %s as a page', (raw) => {
    expect(page.safeParse(raw).success).toBe(false);
  });

  it.each([
    { raw: 'true', value: true },
    { raw: 'YES', value: true },
    { raw: '1', value: true },
    { raw: 'off', value: false },
    { raw: 'False', value: false },
    { raw: undefined, value: undefined },
  ])('flags: $raw', ({ raw, value }) => {
    expect(flag.parse(raw)).toBe(value);
  });

  it('refuses a flag that is neither', () => {
    expect(flag.safeParse('maybe').success).toBe(false);
  });

  it('lists', () => {
    expect(makes.parse('HONDA,BMW')).toEqual(['HONDA', 'BMW']);
    expect(makes.parse(undefined)).toBeUndefined();
  });

  it('codes in any letter case, spelt as the list spells them', () => {
    expect(codeOf(['SUVCROSS', 'p']).parse('suvcross')).toBe('SUVCROSS');
    expect(codeOf(['SUVCROSS', 'p']).parse('P')).toBe('p');
    expect(codeOf(['SUVCROSS']).safeParse('boat').success).toBe(false);
    const sort = queryCode(SEARCH_SORTS, z.enum(SEARCH_SORTS).default('relevance'));
    expect(sort.parse(['PRICEdesc', 'yearASC'])).toBe('priceDESC');
    expect(sort.parse('')).toBe('relevance');
  });
});
