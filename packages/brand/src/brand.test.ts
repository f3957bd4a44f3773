import { describe, expect, it } from 'vitest';
import { BRANDS, DEFAULT_BRAND, parseBrand, QUERY_BRANDS } from './index';

describe('brands (spec 001 section 1, spec 002 section 1)', () => {
  it('are the six brands, the main one the default', () => {
    expect([...BRANDS].sort()).toEqual(['atc', 'carAndDriver', 'demo', 'ford', 'kbb', 'previewAtc']);
    expect(DEFAULT_BRAND).toBe('atc');
  });

  it('accept "kbb, ford, atc, demo" as query values', () => {
    expect([...QUERY_BRANDS].sort()).toEqual(['atc', 'demo', 'ford', 'kbb']);
  });

  it.each([
    ['kbb', 'kbb'],
    ['KBB', 'kbb'],
    [' Ford ', 'ford'],
    ['caranddriver', 'carAndDriver'],
    ['PREVIEWATC', 'previewAtc'],
    ['acme', undefined],
    ['', undefined],
    [undefined, undefined],
    [3, undefined],
  ])('parseBrand(%j) is %j', (value, brand) => {
    expect(parseBrand(value)).toBe(brand);
  });
});
