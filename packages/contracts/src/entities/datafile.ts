import { z } from 'zod';

/** The number of buckets a visitor is hashed into; trafficAllocation ranges end at most here (ours). */
export const DATAFILE_BUCKET_COUNT = 10_000;

const keySchema = z.string().regex(/^[A-Za-z0-9_.-]+$/, "keys are letters, digits, '_', '.' or '-'");
const attributeValue = z.union([z.string(), z.number(), z.boolean()]);

/**
 * The experiment datafile (spec 002 s4 and s7, shape ours and kept simple; it matches @forecourt/experiments):
 * features with their defaults, experiments with variations and traffic allocation. A visitor whose bucket
 * (0 to 9999) is below a range's endOfRange gets that range's variation; buckets past the last range are outside
 * the experiment.
 */
export const datafileSchema = z.object({
  revision: z.string(),
  features: z.array(z.object({ key: keySchema, defaultEnabled: z.boolean() })),
  experiments: z.array(
    z.object({
      key: keySchema,
      status: z.enum(['running', 'paused']),
      audience: z
        .record(z.string(), z.union([attributeValue, z.array(attributeValue)]))
        .optional()
        .meta({ description: 'Every named attribute must equal the value, or one of the values.' }),
      variations: z
        .array(z.object({ key: keySchema, features: z.record(z.string(), z.boolean()).optional() }))
        .min(1),
      trafficAllocation: z.array(
        z.object({ variation: keySchema, endOfRange: z.int().min(0).max(DATAFILE_BUCKET_COUNT) }),
      ),
    }),
  ),
});

export type Datafile = z.output<typeof datafileSchema>;
