import { z } from 'zod';
import { apiErrorSchema } from '../api-error';
import { listingSchema } from '../entities/listing';
import { ownerSchema } from '../entities/owner';
import { queryString } from '../fields/query-values';

/** "header forwarding service atc" / "X-fwd-svc atc" (spec 001 s7, 002 s7): who is asking; logged, not checked. */
export const forwardingHeadersSchema = z.object({
  'x-fwd-svc': queryString(z.string().max(32).optional()).meta({
    description: "The forwarding service: 'atc' from the shopping site (spec 001 s7, 002 s7).",
  }),
});

/** "listings (id, ownerId) and owners" (spec 001 s7); "owners[0], listings[0]" (spec 002 s7). */
export const listingsReplySchema = z.object({
  listings: z.array(listingSchema),
  owners: z
    .array(ownerSchema)
    .meta({ description: "The listings' owners, each once; listings name them by ownerId." }),
});

/** A 404 reply: the object asked for does not exist, or is not the caller's. */
export const NOT_FOUND_ERRORS = Object.freeze({ 404: apiErrorSchema });
