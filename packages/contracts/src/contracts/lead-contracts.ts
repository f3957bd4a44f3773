import { z } from 'zod';
import { apiErrorSchema } from '../api-error';
import { defineContract } from '../define-contract';
import { emailSchema, listingIdSchema, opaqueIdSchema, zipSchema } from '../fields/identifiers';

// Sharing a listing (spec 001 s7). "E-mail share: if the response has errorMessage or the call throws, that
// message is shown as a server error." (spec 001 s8) Both calls are rate limited per sender and per recipient
// (ours): a 429 answers the error reply plus the spec's errorMessage, so either kind of client can show it; so does
// the 404 of an unknown or sold listing.

const shareReplySchema = z.object({
  success: z.boolean(),
  errorMessage: z
    .string()
    .optional()
    .meta({ description: 'Why the share was not sent; shown to the shopper.' }),
});

/** A 404 (the listing is unknown or sold) or 429 (over a rate limit): the error reply plus the spec's errorMessage. */
const shareErrorSchema = apiErrorSchema.extend({ errorMessage: z.string() });

/**
 * "Share-by-text phone is stripped to digits" (spec 001 s5): "(512) 555-0100" is 5125550100. A leading US country
 * code (+1, eleven digits) is dropped; what is left must be ten digits.
 */
const mobileNumberSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const digits = value.replace(/\D/g, '');
    return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  },
  z.string().regex(/^\d{10}$/, 'mobile_number must be ten digits (the phone is stripped to digits)'),
);

export const leadContracts = {
  emailFriend: defineContract({
    name: 'emailFriend',
    service: 'leads',
    method: 'POST',
    path: '/cars-for-sale/svc/leads/email/friend',
    body: z.object({
      originPageUrl: z.string().max(2000),
      listingId: listingIdSchema,
      ownerId: z.string().max(64).optional(),
      name: z.string().max(100).optional().meta({ description: "The sender's name." }),
      toEmail: emailSchema.optional(),
      toEmailAddress: emailSchema,
      emailAddress: emailSchema.optional(),
      fromEmailAddress: emailSchema,
      ipAddress: z.string().max(45).optional(),
      clientRequestId: z.string().min(1).max(64).meta({ description: 'Random; a repeat is answered once.' }),
      originPage: z.string().max(100).optional(),
      searchZip: zipSchema.optional(),
      partnerName: z.string().max(100).optional(),
      ccFlag: z.boolean().default(false),
      lnxCode: z.string().max(64).optional(),
      carIds: z.array(listingIdSchema).max(10).optional().meta({ description: '[listingId].' }),
      leadType: z.literal('EMAILTOFRIEND'),
      cookieId: z.string().max(128).optional(),
      myAtcUserLoggedIn: z.boolean().default(false),
    }),
    reply: shareReplySchema,
    errors: { 404: shareErrorSchema, 429: shareErrorSchema },
    auth: 'optional',
    spec: '001 s7',
    summary: 'E-mail a listing to a friend.',
    description: 'The message goes to an outbox; the sender is rate limited (429 with errorMessage).',
  }),
  shareText: defineContract({
    name: 'shareText',
    service: 'leads',
    method: 'POST',
    path: '/cars-for-sale/share-text',
    body: z.object({
      requestId: z
        .string()
        .max(100)
        .regex(/\d{5,}$/, 'requestId is a prefix plus the listing id')
        .meta({ description: 'A prefix plus the listing id: share-12345678.' }),
      alertConfigId: z.string().min(1).max(64),
      dataMap: z.object({
        mobile_number: mobileNumberSchema,
        sms_message: z.string().min(1).max(500).meta({ description: "The user's name plus the message." }),
      }),
      consumerId: opaqueIdSchema.optional(),
    }),
    reply: shareReplySchema,
    errors: { 404: shareErrorSchema, 429: shareErrorSchema },
    auth: 'optional',
    spec: '001 s7',
    summary: 'Text a listing to a phone.',
    description: 'The message goes to an outbox; the sender is rate limited (429 with errorMessage).',
  }),
};
