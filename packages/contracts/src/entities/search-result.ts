import { z } from 'zod';

/** The filter keys the search counts values for (the listing-dialect keys of the filter panel). */
export const FACET_KEYS = [
  'makeCode',
  'modelCode',
  'trimCode',
  'seriesCode',
  'listingType',
  'sellerType',
  'vehicleStyleCode',
  'transmissionCode',
  'driveGroup',
  'engineCode',
  'fuelTypeGroup',
  'extColorSimple',
  'featureCode',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** One value of a filter with the number of listings that have it (under every other filter of the search). */
export const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.int().min(0) });

export const facetsSchema = z
  .object(
    Object.fromEntries(FACET_KEYS.map((key) => [key, z.array(facetValueSchema).optional()])) as Record<
      FacetKey,
      z.ZodOptional<z.ZodArray<typeof facetValueSchema>>
    >,
  )
  .meta({ description: 'Per filter key, its values, labels and counts, most listings first (ours).' });

export const RELAXATION_KINDS = ['widerRadius', 'droppedTrim', 'droppedFilter'] as const;

/**
 * A nearby search that finds something when this one finds nothing (ours): "Zero results answer with the nearest
 * relaxations (wider radius, dropped trim) rather than an empty page." `query` is the whole relaxed search, ready
 * to be sent again.
 */
export const relaxationSchema = z.object({
  kind: z.enum(RELAXATION_KINDS),
  key: z.string().meta({ description: 'The filter changed or dropped.' }),
  label: z.string().meta({ description: "What changed, for the shopper: 'Search within 100 miles'." }),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  totalResultCount: z.int().min(1),
});

export type Facets = z.output<typeof facetsSchema>;
export type FacetValue = z.output<typeof facetValueSchema>;
export type Relaxation = z.output<typeof relaxationSchema>;
