import type { Listing } from './listing';

/** "Default e-commerce button labels are 'Start Purchase' (accelerate type) and 'Continue Online'." (000 s9) */
export const ECOMMERCE_LABELS = Object.freeze({
  accelerate: 'Start Purchase',
  default: 'Continue Online',
} as const);

/** "Helper text: 'Buy this car from the comfort of your own home including stress-free pick up or delivery!'." */
export const ECOMMERCE_HELPER_TEXT =
  'Buy this car from the comfort of your own home including stress-free pick up or delivery!';

/** The digital-retailing type that makes a listing an accelerate (on-site purchase) listing. */
export const ACCELERATE_RETAILING_TYPE = 'accelerate';

export interface EcommerceButton {
  label: string;
  /** Where the button goes; `undefined` for an accelerate listing with no link (the app opens its own flow). */
  href: string | undefined;
  helperText: string;
  /** Shown as a secondary button (esntial.deemphasized). */
  deemphasized: boolean;
  accelerate: boolean;
}

type EcommerceFields = Pick<Listing, 'ecommWebsite' | 'esntial' | 'accelerate' | 'paymentServices'>;

/**
 * A listing is of the accelerate type when its `accelerate` flag is set or paymentServices.digitalRetailingType
 * is `accelerate` (any letter case).
 */
export function isAccelerateListing(listing: Pick<Listing, 'accelerate' | 'paymentServices'>): boolean {
  const type = listing.paymentServices?.digitalRetailingType;
  return (
    listing.accelerate === true ||
    (typeof type === 'string' && type.toLowerCase() === ACCELERATE_RETAILING_TYPE)
  );
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

/**
 * The e-commerce button of a listing (spec 000 sections 3 and 9), or `undefined` when the listing has neither an
 * e-commerce link nor the accelerate type. The esntial values (helperText, ecommWebsite) win over the listing's
 * ecommWebsite, a given label wins over the defaults.
 */
export function ecommerceButton(listing: EcommerceFields): EcommerceButton | undefined {
  const accelerate = isAccelerateListing(listing);
  const link = listing.esntial?.ecommWebsite ?? listing.ecommWebsite;
  const href = nonEmpty(link?.href) ?? nonEmpty(listing.ecommWebsite?.href);
  if (href === undefined && !accelerate) return undefined;
  return {
    label:
      nonEmpty(link?.label) ??
      nonEmpty(listing.ecommWebsite?.label) ??
      (accelerate ? ECOMMERCE_LABELS.accelerate : ECOMMERCE_LABELS.default),
    href,
    helperText: nonEmpty(listing.esntial?.helperText) ?? ECOMMERCE_HELPER_TEXT,
    deemphasized: listing.esntial?.deemphasized === true,
    accelerate,
  };
}
