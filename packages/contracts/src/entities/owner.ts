import { z } from 'zod';
import { zipSchema } from '../fields/identifiers';

export const addressSchema = z.object({
  address1: z.string().optional(),
  city: z.string(),
  state: z.string().meta({ description: 'Two-letter state code.' }),
  zip: zipSchema,
});

/**
 * "Owner: id, name, phone, website, privateSeller, hideEmailForm, dealerPreferredCTA" (spec 000 s3, 001 s3), with
 * `owner.location.address (city, state, zip)` (spec 001 s3). `location.coordinates` is ours: owners have real
 * locations, and distance searches need them.
 */
export const ownerSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    phone: z.string().optional(),
    website: z.string().optional(),
    privateSeller: z.boolean().default(false),
    hideEmailForm: z.boolean().optional(),
    dealerPreferredCTA: z
      .string()
      .optional()
      .meta({ description: "The dealer's preferred contact: 'email', 'call', 'text' or 'chat' (ours)." }),
    location: z
      .object({
        address: addressSchema,
        coordinates: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
      })
      .optional(),
    nameplate: z.string().optional().meta({
      description: 'The make the dealer is franchised for; custom-order dealers carry it (spec 001 s7).',
    }),
  })
  .meta({ description: 'A dealer or private seller (spec 000 s3, 001 s3).' });

export type Owner = z.output<typeof ownerSchema>;
