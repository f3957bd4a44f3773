import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS, currencySymbol, DEFAULT_CURRENCY } from './index';

// "Currency symbols: $ for USD (default), € for EUR, £ for GBP, ¥ for JPY." (spec 000 section 9)
describe('currencySymbol (spec 000 section 9)', () => {
  it('holds the four currencies, USD by default', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ USD: '$', EUR: '€', GBP: '£', JPY: '¥' });
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['JPY', '¥'],
    ['eur', '€'],
    [' gbp ', '£'],
    [undefined, '$'],
    [null, '$'],
    ['', '$'],
    ['CAD', '$'],
    ['constructor', '$'],
  ])('%j gives %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
});
