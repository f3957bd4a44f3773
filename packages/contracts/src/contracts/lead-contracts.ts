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

/** Non-digits stripped ("(512) 555-0100" is 5125550100), and a leading US country code (+1, eleven digits) dropped. */
function stripToTenDigits(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

const tenDigits = (field: string) =>
  z.string().regex(/^\d{10}$/, `${field} must be ten digits (the phone is stripped to digits)`);

/**
 * "Share-by-text phone is stripped to digits" (spec 001 s5): "(512) 555-0100" is 5125550100. A leading US country
 * code (+1, eleven digits) is dropped; what is left must be ten digits.
 */
const mobileNumberSchema = z.preprocess(stripToTenDigits, tenDigits('mobile_number'));

/**
 * The shopper's phone in a message to a seller: stripped to ten digits as the text share's number is. Optional;
 * an empty or blank string counts as absent (the e-mail modal sends '' when the field is left empty).
 */
const shopperPhoneSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : stripToTenDigits(value)),
    tenDigits('phone').optional(),
  )
  .meta({
    description:
      "The shopper's phone: stripped to ten digits ('+1 (512) 555-0100' is 5125550100); '' is absent.",
  });

/** Control characters other than line breaks and tabs: never typed, and PostgreSQL text cannot hold NUL. */
const CONTROL_CHARACTER = /[^\P{Cc}\n\r\t]/u;
/** Any control character, line breaks included: a name is one line (it goes into a subject). */
const CONTROL_OR_LINE_BREAK = /[\p{Cc}\u2028\u2029]/u;

/** A page address: PostgreSQL text cannot hold a NUL, and no address has a control character. */
const pageUrlSchema = z
  .string()
  .max(2000)
  .refine((value) => !CONTROL_OR_LINE_BREAK.test(value), 'must not contain control characters');

/** Printable ASCII without spaces: a random id (a UUID) goes into a database key as it is. */
const clientRequestIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/, 'clientRequestId must be printable ASCII without spaces')
  .meta({ description: 'Random (a UUID); a repeat from the same e-mail address is answered once.' });

export const leadContracts = {
  emailFriend: defineContract({
    name: 'emailFriend',
    service: 'leads',
    method: 'POST',
    path: '/cars-for-sale/svc/leads/email/friend',
    body: z.object({
      originPageUrl: pageUrlSchema,
      listingId: listingIdSchema,
      ownerId: z.string().max(64).optional(),
      name: z.string().max(100).optional().meta({ description: "The sender's name." }),
      toEmail: emailSchema.optional(),
      toEmailAddress: emailSchema,
      emailAddress: emailSchema.optional(),
      fromEmailAddress: emailSchema,
      ipAddress: z.string().max(45).optional(),
      clientRequestId: clientRequestIdSchema,
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
  emailOwner: defineContract({
    name: 'emailOwner',
    service: 'leads',
    method: 'POST',
    path: '/cars-for-sale/svc/leads/email/owner',
    body: z.object({
      listingId: listingIdSchema,
      name: z
        .string()
        .trim()
        .min(1)
        .max(100)
        .refine((value) => !CONTROL_OR_LINE_BREAK.test(value), 'name must be one line of text')
        .meta({ description: "The shopper's name, one line; trimmed." }),
      emailAddress: emailSchema.meta({
        description:
          "The shopper's e-mail address: the message's Reply-To, so the seller answers the shopper.",
      }),
      phone: shopperPhoneSchema,
      message: z
        .string()
        .trim()
        .min(1)
        .max(2000)
        .refine((value) => !CONTROL_CHARACTER.test(value), 'message must not contain control characters')
        .meta({ description: 'What the shopper wrote; line breaks kept; trimmed.' }),
      clientRequestId: clientRequestIdSchema,
      originPageUrl: pageUrlSchema.meta({ description: 'The page the shopper wrote from.' }),
      originPage: z.string().max(100).optional().meta({ description: "The page type: 'vdp'." }),
      leadType: z.literal('EMAILOWNER'),
      myAtcUserLoggedIn: z.boolean().default(false),
    }),
    reply: shareReplySchema,
    errors: { 404: shareErrorSchema, 429: shareErrorSchema },
    auth: 'optional',
    spec: '001 s2, s6',
    summary: 'E-mail the seller of a listing (the e-mail modal of the listing page).',
    description:
      'Path and shape ours (spec 001 s7: "Other calls are not shown"). The message goes to an outbox, addressed ' +
      "to the seller's e-mail with the shopper's address as Reply-To. 404 with errorMessage when the listing is " +
      'unknown or sold, or its seller takes no e-mail ("Private-seller listings hide the e-mail form", spec 001 s6; ' +
      'the errorMessage says to call the seller instead). 429 with errorMessage over the rate limits.',
  }),
};
