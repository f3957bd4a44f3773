/** The two brands that share the account features (spec 000 section 1). */
export type AccountBrand = 'atc' | 'kbb';

/** The codes the account area's `brand` parameter accepts, and the brand each stands for. */
export const ACCOUNT_BRAND_CODES = { AT: 'atc', KBB: 'kbb' } as const satisfies Record<string, AccountBrand>;

export type AccountBrandCode = keyof typeof ACCOUNT_BRAND_CODES;

/** "the valuation host is the fallback" (spec 000 section 1). */
export const ACCOUNT_BRAND_FALLBACK: AccountBrand = 'kbb';

/**
 * The account-area brand from its `brand` query parameter: "accepts only AT or KBB (case-insensitive); the
 * valuation host is the fallback" (spec 000 section 1). Anything else, `atc` included, gives the fallback.
 */
export function accountBrand(value: unknown): AccountBrand {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return code === 'AT' || code === 'KBB' ? ACCOUNT_BRAND_CODES[code] : ACCOUNT_BRAND_FALLBACK;
}

/** The parameter value to send for an account brand: `AT` or `KBB`. */
export function accountBrandCode(brand: AccountBrand): AccountBrandCode {
  return brand === 'atc' ? 'AT' : 'KBB';
}
