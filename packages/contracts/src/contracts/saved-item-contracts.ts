import { z } from 'zod';
import { defineContract } from '../define-contract';
import {
  alertCadenceSchema,
  savedListingSchema,
  searchBookmarkSchema,
  searchParamsSchema,
  serverMessageSchema,
} from '../entities/bookmark';
import { accountBrandSchema } from '../fields/account-brand';
import { listingIdSchema, opaqueIdSchema, phoneDigitsSchema } from '../fields/identifiers';
import { NOT_FOUND_ERRORS } from './shared';

// Spec 000 s7: the account API calls that save, update and unsave vehicles and searches, and cancel alerts.

const messages = z.array(serverMessageSchema).optional().meta({
  description: 'Server messages; several of one severity are shown joined by line breaks (spec 000 s5).',
});

const responseCode = z.string().meta({ description: "'200' on success (spec 000 s4 reads it as text)." });

const bookmarkBean = z.object({
  id: z.string().optional(),
  listingId: listingIdSchema,
  version: z.int().optional(),
});

const optOutBody = z.object({ userId: opaqueIdSchema });
const optOutReply = z.object({ userId: z.string().optional(), message: z.string().optional() });

export const savedItemContracts = {
  saveVehicle: defineContract({
    name: 'saveVehicle',
    service: 'account',
    method: 'POST',
    path: '/account-api/vehicle',
    body: z
      .object({
        listingId: listingIdSchema.optional().meta({ description: 'The listing to save.' }),
        bookmarkId: opaqueIdSchema.optional().meta({ description: 'The saved vehicle to update.' }),
        mobilePhone: phoneDigitsSchema.optional(),
        enableEmailAlerts: z.boolean().optional(),
        enableTextAlerts: z.boolean().optional(),
        notes: z.string().max(2000).optional(),
        title: z.string().max(200).optional(),
        overwriteFlag: z.boolean().optional().meta({ description: 'Set after a warning (spec 000 s4).' }),
        version: z.int().min(0).optional().meta({ description: 'The version last read (ours).' }),
      })
      .refine((body) => body.listingId !== undefined || body.bookmarkId !== undefined, {
        path: ['listingId'],
        message: 'listingId (to save) or bookmarkId (to update) is required',
      }),
    reply: z.object({
      msgs: messages,
      bookmarkSaved: z.boolean(),
      bookmarkAlreadySaved: z.boolean(),
      mobilePhone: z.string().optional().meta({ description: 'The phone as the server formatted it.' }),
      version: z.int().min(0).optional(),
      id: z.string().optional().meta({ description: 'The bookmark id.' }),
      cacheType: z
        .string()
        .optional()
        .meta({ description: "Which client cache the save touches: 'vehicle'." }),
      responseCode: responseCode.optional(),
    }),
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '000 s7',
    summary: 'Save a listing, or update a saved vehicle and its alerts.',
    description:
      "A bookmarkId that is not the caller's is a 404. A stale version without overwriteFlag changes nothing and answers a WARN message.",
  }),
  deleteBookmark: defineContract({
    name: 'deleteBookmark',
    service: 'account',
    method: 'POST',
    path: '/account-api/deletebookmark',
    body: z.object({ listing: savedListingSchema }),
    reply: z.object({ bookmark: z.object({ isDeleted: z.boolean(), isSaved: z.boolean().optional() }) }),
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '000 s7',
    summary: 'Unsave a vehicle.',
  }),
  persistQuickSaveVehicles: defineContract({
    name: 'persistQuickSaveVehicles',
    service: 'account',
    method: 'POST',
    path: '/account-api/persistQuickSaveVehicles',
    body: z.object({
      listingIds: z
        .union([z.string(), z.array(z.string())])
        .transform((value) =>
          (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter((id) => id !== ''),
        )
        .pipe(z.array(listingIdSchema).min(1).max(100))
        .meta({
          description: 'The quick-saved listing ids, comma-joined (spec 000 s7); a JSON array is also read.',
        }),
    }),
    reply: z.object({
      createdBookmarkBeans: z.array(bookmarkBean),
      deletedBookmarkBeans: z.array(bookmarkBean),
      failedToCreateBookmarkBeans: z.array(bookmarkBean),
      failedToDeleteBookmarkBeans: z.array(bookmarkBean),
    }),
    auth: 'required',
    spec: '000 s7',
    summary: 'Turn the quick-saves of an anonymous visitor into saved vehicles after sign-in.',
  }),
  saveSearch: defineContract({
    name: 'saveSearch',
    service: 'account',
    method: 'POST',
    path: '/account-api/search',
    body: z
      .object({
        bookmarkId: opaqueIdSchema.optional().meta({ description: 'The saved search to update.' }),
        searchName: z.string().max(100).optional(),
        brand: accountBrandSchema,
        mobilePhone: phoneDigitsSchema.optional(),
        sendEmailAlerts: z.boolean().optional(),
        sendTextAlerts: z.boolean().optional(),
        alertCadence: alertCadenceSchema.optional().meta({
          description:
            'How often its alerts go out (instant, daily, weekly). A new search without it is instant; an update without it keeps the stored one.',
        }),
        overwriteFlag: z.boolean().optional(),
        version: z.int().min(0).optional(),
        searchParams: searchParamsSchema.optional().meta({ description: 'The criteria of a new search.' }),
        searchString: z.string().max(2000).optional(),
      })
      .refine((body) => body.bookmarkId !== undefined || body.searchParams !== undefined, {
        path: ['searchParams'],
        message: 'searchParams (to save) or bookmarkId (to update) is required',
      }),
    reply: searchBookmarkSchema.partial().extend({
      msgs: messages,
      responseCode: responseCode.optional(),
      isOverLimit: z
        .boolean()
        .optional()
        .meta({ description: 'True when the saved-search limit is reached: the search was not saved.' }),
    }),
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '000 s7',
    summary: 'Save a search, or update a saved search and its alerts.',
    description:
      'The alert flags are flat (sendEmailAlerts, sendTextAlerts) as @forecourt/saved-items sends them.',
  }),
  deleteSearch: defineContract({
    name: 'deleteSearch',
    service: 'account',
    method: 'POST',
    path: '/account-api/search/delete',
    body: z.object({ bookmarkId: opaqueIdSchema, version: z.int().min(0).optional() }),
    reply: z.object({ responseCode }),
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '000 s7',
    summary: 'Unsave a search.',
  }),
  optOut: defineContract({
    name: 'optOut',
    service: 'account',
    method: 'POST',
    path: '/account-api/savedcontent/optout',
    body: optOutBody,
    reply: optOutReply,
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '000 s7',
    summary: 'Cancel every saved-vehicle alert of a user.',
    description:
      "Signed in (ours): the userId must be the caller's, else 404. A consumer id is no secret (light registration answers it), so it cannot authorise an opt-out alone; e-mails carry the alerts' own one-click unsubscribe link.",
  }),
  optOutSearch: defineContract({
    name: 'optOutSearch',
    service: 'account',
    method: 'POST',
    path: '/account-api/savedcontent/optoutsearch',
    body: optOutBody,
    reply: optOutReply,
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '000 s7',
    summary: 'Cancel every saved-search alert of a user.',
    description: 'Auth as optOut.',
  }),
};
