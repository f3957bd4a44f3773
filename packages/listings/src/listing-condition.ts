import type { Listing } from './listing';
import { listingTypeOf } from './listing-type';

/**
 * The condition of a car in the words a shopper reads on cards, filters and the vehicle page (issue 29: "Certified"
 * meant three things). The spec names the codes (001 s2 "new, used, certified, third party certified"), not their
 * display: "Certified by the maker" is a carmaker's certified pre-owned programme, "Certified by a third party" an
 * inspection and warranty from someone else; neither is shortened to "Certified" where the other could be meant.
 */
export const CONDITION_NAMES: Readonly<Record<'NEW' | 'USED' | 'CERTIFIED' | '3P_CERT', string>> =
  Object.freeze({
    NEW: 'New',
    USED: 'Used',
    CERTIFIED: 'Certified by the maker',
    '3P_CERT': 'Certified by a third party',
  });

/** The name of a condition code (any letter case); a code we do not know is shown capitalised; none is undefined. */
export function conditionName(code: string | undefined): string | undefined {
  if (code === undefined || code.trim() === '') return undefined;
  const upper = code.trim().toUpperCase();
  return (
    (CONDITION_NAMES as Readonly<Record<string, string>>)[upper] ??
    upper.charAt(0) + upper.slice(1).toLowerCase()
  );
}

/** The condition name of a listing: its own type, whatever brand shows it. */
export const listingConditionName = (
  listing: Pick<Listing, 'listingType' | 'type' | 'listingTypes'>,
): string | undefined => conditionName(listingTypeOf(listing));
