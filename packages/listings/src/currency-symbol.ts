/** "Currency symbols: $ for USD (default), € for EUR, £ for GBP, ¥ for JPY." (spec 000 section 9) */
export const CURRENCY_SYMBOLS = Object.freeze({ USD: '$', EUR: '€', GBP: '£', JPY: '¥' } as const);

export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;

/** "USD (default)". */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** The symbol of a currency code, any letter case; `$` (USD, the default) for a missing or unknown code. */
export function currencySymbol(code?: string | null): string {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : DEFAULT_CURRENCY;
  return Object.hasOwn(CURRENCY_SYMBOLS, upper)
    ? CURRENCY_SYMBOLS[upper as CurrencyCode]
    : CURRENCY_SYMBOLS[DEFAULT_CURRENCY];
}
