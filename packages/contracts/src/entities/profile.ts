import { z } from 'zod';
import { emailSchema } from '../fields/identifiers';

/** "User profile: firstName, lastName, email, phone, thumbnailUrl, searchIds ..., carIds." (spec 000 s3) */
export const userProfileSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: emailSchema.optional(),
  phone: z.string().optional(),
  thumbnailUrl: z.string().optional(),
  searchIds: z.array(z.string()),
  carIds: z.array(z.string()),
});

/** The consumer record: "GET /account-api/consumer; response read: consumerid, email, phone" (spec 002 s7). */
export const consumerSchema = z.object({
  consumerid: z.string(),
  email: emailSchema,
  phone: z.string().optional(),
});

export type UserProfile = z.output<typeof userProfileSchema>;
export type Consumer = z.output<typeof consumerSchema>;
