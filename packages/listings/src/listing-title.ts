import type { Brand } from '@forecourt/brand';
import type { Listing, ListingPackage, OwnersMap } from './listing';
import { listingTypeLabel, listingTypeOf } from './listing-type';
import { resolveOwner } from './resolve-owner';

/** "Package title suffix limit 30 characters." (spec 001 section 9): the name must be shorter than this. */
export const PACKAGE_TITLE_SUFFIX_LIMIT = 30;

/** The trim value that is never shown: "trim hidden if UNAVAIL" (spec 001 section 3). */
export const UNAVAILABLE_TRIM = 'UNAVAIL';

export interface ListingTitleOptions {
  /** The brand the page is for; the carmaker brand shows a used type as Certified. Default `'atc'`. */
  brand?: Brand;
}

export interface ListingTitleLongOptions extends ListingTitleOptions {
  /** The reply's owners map, for a listing whose owner is an index into it. Default: none. */
  owners?: OwnersMap;
}

type TitleFields = Pick<
  Listing,
  'listingType' | 'type' | 'listingTypes' | 'year' | 'make' | 'model' | 'trim' | 'trimCode' | 'packages'
>;

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function isUnavailable(value: string | undefined): boolean {
  return value?.toUpperCase() === UNAVAILABLE_TRIM;
}

/** The trim to show, or `undefined` when there is none or its name or code is UNAVAIL. */
export function displayTrim(listing: Pick<Listing, 'trim' | 'trimCode'>): string | undefined {
  const { trim, trimCode } = listing;
  const name = text(typeof trim === 'object' ? trim?.name : trim);
  const code = text(typeof trim === 'object' ? (trim?.code ?? trimCode) : trimCode);
  return isUnavailable(name) || isUnavailable(code) ? undefined : name;
}

function packageName(pkg: ListingPackage | undefined): string | undefined {
  return text(typeof pkg === 'object' ? pkg?.name : pkg);
}

/**
 * "Derived title: type + year + make + model + trim (trim hidden if UNAVAIL), plus ' w/ {first package}' if the
 * package name is under 30 characters and the title has no 'w/'. ... For the carmaker brand a used type
 * displays as Certified." (spec 001 section 3). Missing parts are skipped.
 */
export function listingTitle(listing: TitleFields, options: ListingTitleOptions = {}): string {
  const title = [
    listingTypeLabel(listingTypeOf(listing), options),
    text(listing.year),
    text(listing.make),
    text(listing.model),
    displayTrim(listing),
  ]
    .filter((part) => part !== undefined)
    .join(' ');
  const firstPackage = packageName(listing.packages?.[0]);
  if (firstPackage && firstPackage.length < PACKAGE_TITLE_SUFFIX_LIMIT && !title.includes('w/')) {
    return `${title} w/ ${firstPackage}`;
  }
  return title;
}

/**
 * "Long title adds city, state, zip." (spec 001 section 3): `{title} in {city}, {state} {zip}`, from
 * owner.location.address (the listing's own `zip` when the address has none). Missing parts are skipped; with no
 * place at all the long title is the title.
 */
export function listingTitleLong(
  listing: TitleFields & Pick<Listing, 'owner' | 'ownerId' | 'zip'>,
  options: ListingTitleLongOptions = {},
): string {
  const title = listingTitle(listing, options);
  const address = resolveOwner(listing, options.owners)?.location?.address;
  const cityState = [text(address?.city), text(address?.state)].filter(Boolean).join(', ');
  const place = [cityState, text(address?.zip) ?? text(listing.zip)].filter(Boolean).join(' ');
  return place ? `${title} in ${place}` : title;
}
