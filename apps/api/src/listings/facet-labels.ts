import type { FacetKey, Facets } from '@forecourt/contracts';
import { FACET_KEYS } from '@forecourt/contracts';
import { conditionName } from '@forecourt/listings';
import {
  DRIVE_GROUP,
  ENGINE,
  EXT_COLOR,
  FEATURE,
  FUEL_TYPE_GROUP,
  MAKE,
  SELLER_TYPE,
  VEHICLE_STYLE,
  type Vocabulary,
} from '@forecourt/seo-routes';
import type { FacetCount, SearchPage } from '../search/search-listings';
import { anyModelLabel, codeName, makeLabel, type NamedCode, seriesLabel, trimLabel } from './vehicle-names';

/** The seo-routes vocabulary of each facet that has one (spec 001 s2 segment vocabularies). */
const VOCABULARIES: Partial<Record<FacetKey, Vocabulary>> = {
  sellerType: SELLER_TYPE,
  vehicleStyleCode: VEHICLE_STYLE,
  driveGroup: DRIVE_GROUP,
  engineCode: ENGINE,
  fuelTypeGroup: FUEL_TYPE_GROUP,
  extColorSimple: EXT_COLOR,
  featureCode: FEATURE,
  makeCode: MAKE,
};

/** The reference data's spelling where it has one (`SUV`, `AWD/4WD`, `Apple CarPlay`). */
const NAMED: Partial<Record<FacetKey, NamedCode>> = {
  vehicleStyleCode: 'bodyStyle',
  driveGroup: 'drive',
  engineCode: 'engine',
  fuelTypeGroup: 'fuel',
  extColorSimple: 'color',
  featureCode: 'feature',
  transmissionCode: 'transmission',
};

/** A URL slug as words: `third-party-certified` -> `Third Party Certified`. */
export function slugLabel(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The label of a facet value: the reference data's name, else the seo-routes vocabulary's words for the code,
 * else the code itself (a code neither knows, from an imported feed, stays readable as it is).
 */
export function facetLabel(key: FacetKey, value: string): string {
  // The conditions in the words cards and the vehicle page use: "Certified by the maker", never a bare
  // "Certified" that a third-party certification could be taken for (issue 29).
  if (key === 'listingType') return conditionName(value) ?? value;
  if (key === 'makeCode') return makeLabel(value);
  if (key === 'modelCode') return anyModelLabel(value);
  if (key === 'trimCode') return trimLabel(value);
  if (key === 'seriesCode') return seriesLabel(value);
  const named = NAMED[key];
  const name = named ? codeName(named, value) : undefined;
  if (name) return name;
  const slug = VOCABULARIES[key]?.slugs.get(value);
  return slug ? slugLabel(slug) : value;
}

/** The search module's counts as the contract's facets: the contract's keys only, each value labelled. */
export function labelFacets(facets: SearchPage['facets']): Facets {
  const labelled: Facets = {};
  for (const key of FACET_KEYS) {
    const counts: FacetCount[] | undefined = facets[key];
    if (counts)
      labelled[key] = counts.map(({ value, count }) => ({ value, label: facetLabel(key, value), count }));
  }
  return labelled;
}
