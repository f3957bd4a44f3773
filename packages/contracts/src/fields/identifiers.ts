import { z } from 'zod';

// Identifier and value formats of spec 001 s2 and s5, with messages that name the rule.

/** "Listing ids and dealer ids are digits, 5 or more." */
export const LISTING_ID_PATTERN = /^\d{5,}$/;
/** "VIN is 17 characters without I, O or Q." */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** "A zip used for market lookup must be exactly five digits." */
export const ZIP_PATTERN = /^\d{5}$/;

export const listingIdSchema = z
  .string()
  .regex(LISTING_ID_PATTERN, 'listing ids are digits, 5 or more')
  .meta({ description: 'A listing id: digits, 5 or more (spec 001 s2).' });

export const dealerIdSchema = z
  .string()
  .regex(LISTING_ID_PATTERN, 'dealer ids are digits, 5 or more')
  .meta({ description: 'A dealer (owner) id: digits, 5 or more (spec 001 s2).' });

/** A VIN; lower case is upper-cased first (VINs are printed in capitals but typed in any case). */
export const vinSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string().regex(VIN_PATTERN, 'a VIN is 17 characters without I, O or Q'),
  )
  .meta({ description: 'A VIN: 17 characters without I, O or Q (spec 001 s2).' });

export const zipSchema = z
  .string()
  .regex(ZIP_PATTERN, 'zip must be exactly five digits')
  .meta({ description: 'A US zip code: exactly five digits (spec 000 s5, 001 s5).' });

export const yearSchema = z
  .int('year must be 4 digits')
  .min(1000, 'year must be 4 digits')
  .max(9999, 'year must be 4 digits')
  .meta({ description: 'A model year: 4 digits (spec 001 s5).' });

/** Ids we do not generate ourselves (bookmarks, owners, consumers, wallets): printable, no slashes. */
export const opaqueIdSchema = z
  .string()
  .min(1, 'id must not be empty')
  .max(64, 'id must be at most 64 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'id must be letters, digits, _, ., : or -');

export const emailSchema = z.email('must be an e-mail address').max(254);

/** "Non-digits are stripped before sending" (spec 000 s5): the server gets digits only and validates the length. */
export const phoneDigitsSchema = z
  .string()
  .max(15, 'phone must be at most 15 digits')
  .regex(/^\d*$/, 'phone must be digits only (non-digits are stripped before sending)');

/** A positive amount of whole US dollars. */
export const dollarsSchema = z.number().min(0, 'amount must not be negative').max(100_000_000);

/** Milliseconds since the epoch. */
export const epochMsSchema = z.int().min(0).meta({ description: 'Milliseconds since 1970-01-01T00:00:00Z.' });

/** A code of the listing service's reference data (make, model, trim, series, feature, transmission); trim codes
 * carry their model: `CIVIC|EX`. */
export const codeSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.+&'| -]+$/, "codes are letters, digits, spaces and _ . + & ' | -");

/** A code and its display name, as reference data lists them. */
export const codeNameSchema = z.object({ code: z.string(), name: z.string() });

/** A link: ecommWebsite (href, label), productTiles' link.href, partner cards (spec 000 s3, 001 s3). */
export const linkSchema = z.object({ href: z.string(), label: z.string().optional() });
