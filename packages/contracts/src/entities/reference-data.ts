import { z } from 'zod';
import { codeNameSchema } from '../fields/identifiers';

/**
 * "Reference data: makes, models (with trims, classSeries, categories), vehicle styles, exterior color groups"
 * (spec 000 s3). Models are listed flat with their make's code (ours).
 */
export const searchOptionsSchema = z.object({
  makes: z.array(codeNameSchema),
  models: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      makeCode: z.string(),
      trims: z.array(codeNameSchema),
      classSeries: z.array(codeNameSchema),
      categories: z.array(z.string()),
      aliases: z.array(z.string()).optional().meta({
        description:
          'Other names of the model (F-150 Pickup, Silverado 1500 LD): with the name and code, what a model segment may spell (ours).',
      }),
    }),
  ),
  vehicleStyles: z.array(codeNameSchema),
  extColorGroups: z.array(codeNameSchema),
});

export type SearchOptions = z.output<typeof searchOptionsSchema>;
