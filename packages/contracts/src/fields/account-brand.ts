import { z } from 'zod';
import { ACCOUNT_BRANDS } from './vocabularies';

/**
 * The account area's brand: "accepts only AT or KBB (case-insensitive); the valuation host is the fallback"
 * (spec 000 s1), so anything else, or nothing, reads as KBB rather than failing.
 */
export const accountBrandSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(ACCOUNT_BRANDS),
  )
  .catch('KBB')
  .meta({ description: 'AT or KBB in any letter case; anything else, or none, is KBB (spec 000 s1).' });
