import { describe, expect, it } from 'vitest';
import { ACCOUNT_BRAND_FALLBACK, accountBrand, accountBrandCode } from './index';

// spec 000 section 1: "The brand is read from a query parameter that accepts only AT or KBB
// (case-insensitive); the valuation host is the fallback."
describe('accountBrand (spec 000 section 1)', () => {
  it.each([
    ['AT', 'atc'],
    ['at', 'atc'],
    ['At', 'atc'],
    ['KBB', 'kbb'],
    ['kbb', 'kbb'],
    [' Kbb ', 'kbb'],
  ] as const)('accepts %j as %s', (value, brand) => {
    expect(accountBrand(value)).toBe(brand);
  });

  it.each([['atc'], ['ATC'], ['ford'], ['demo'], [''], [undefined], [null], [7], [['AT']]])(
    'gives the valuation brand for %j',
    (value) => {
      expect(accountBrand(value)).toBe('kbb');
      expect(ACCOUNT_BRAND_FALLBACK).toBe('kbb');
    },
  );

  it('sends AT or KBB back', () => {
    expect(accountBrandCode('atc')).toBe('AT');
    expect(accountBrandCode('kbb')).toBe('KBB');
    expect(accountBrand(accountBrandCode('atc'))).toBe('atc');
  });
});
