import { z } from 'zod';
import { zipSchema } from '../fields/identifiers';

/** "Location: city, state, zip, dma, default search radius." (spec 001 s3); coordinates are ours. */
export const locationSchema = z.object({
  city: z.string(),
  state: z.string().meta({ description: 'Two-letter state code.' }),
  zip: zipSchema,
  dma: z
    .object({ code: z.string(), name: z.string() })
    .optional()
    .meta({ description: 'The designated market area.' }),
  defaultSearchRadius: z
    .int()
    .min(0)
    .meta({ description: 'Miles; 50 when the zip has no own value (spec 001 s9).' }),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** "locationIndexPriority (levels: highest, high, all)" (spec 002 s3). */
export const INDEXED_LOCATION_PRIORITIES = ['highest', 'high', 'all'] as const;

/** One indexed-location entry; absent priority counts as `all`. */
export const indexedLocationSchema = z.object({
  city: z.string(),
  state: z.string(),
  zip: zipSchema.optional(),
  locationIndexPriority: z.enum(INDEXED_LOCATION_PRIORITIES).optional(),
});

export type Location = z.output<typeof locationSchema>;
export type IndexedLocation = z.output<typeof indexedLocationSchema>;
