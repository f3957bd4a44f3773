import { z } from 'zod';
import { defineContract } from '../define-contract';
import { searchBookmarkSchema, vehicleBookmarkSchema } from '../entities/bookmark';
import { accountVehicleSchema } from '../entities/owned-vehicle';
import { emailSchema, opaqueIdSchema, zipSchema } from '../fields/identifiers';
import { codeOf } from '../fields/query-values';
import { VEHICLE_STYLE_CODES } from '../fields/vocabularies';
import { NOT_FOUND_ERRORS } from './shared';

const vehicleList = z.array(accountVehicleSchema);

/**
 * A car the shopper adds ("Cars I own"): by its VIN, or by year, make and model; with the ZIP it is kept at either
 * way, because the cars-I-own count counts only cars with a zip code (spec 000 s3). A missing part is named: no VIN
 * and no year/make/model is `vin`; a year/make/model with a part missing is that part.
 */
export const addOwnedVehicleBodySchema = accountVehicleSchema
  .omit({ id: true, kbbVehicleId: true })
  .extend({ zip: zipSchema })
  .superRefine((body, ctx) => {
    if (body.vin !== undefined) return;
    const parts = (['year', 'make', 'model'] as const).filter(
      (key) => body[key] === undefined || body[key] === '',
    );
    if (parts.length === 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['vin'],
        message: 'a VIN, or a year, make and model, is required',
      });
      return;
    }
    for (const key of parts) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${key} is required with a year, make and model`,
      });
    }
  });

/** The calls of the myatc API, the user account API and the notifications service (spec 000 s7). */
export const memberContracts = {
  saveBestDeals: defineContract({
    name: 'saveBestDeals',
    service: 'myatc',
    method: 'POST',
    path: '/myatc-api/savebestdeals',
    body: z.object({
      search: z.object({
        bestDealsOptIn: z.boolean(),
        userId: opaqueIdSchema.optional(),
        zipcode: zipSchema,
        styleCodes: z.array(codeOf(VEHICLE_STYLE_CODES)).max(20).optional(),
      }),
      email: emailSchema,
    }),
    reply: z.object({
      status: z.int().optional(),
      message: z.string().optional().meta({ description: "'userexists' when already opted in." }),
    }),
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '000 s7',
    summary: 'Opt in to (or out of) best-deals e-mails.',
    description:
      "Answers status 200, or message 'userexists'; the client counts both as success (spec 000 s4).",
  }),
  getBookmarkInfo: defineContract({
    name: 'getBookmarkInfo',
    service: 'myatc',
    method: 'GET',
    path: '/myatc-api/bookmarkInfo',
    reply: z.object({
      bookmarks: z.object({
        inventoryBookmarks: z.array(vehicleBookmarkSchema),
        searchBookmarks: z.array(searchBookmarkSchema),
      }),
    }),
    auth: 'required',
    spec: '000 s7',
    summary: "The user's saved vehicles and saved searches.",
    description:
      'The split into inventoryBookmarks and searchBookmarks is ours (spec 000 s3 names both lists).',
  }),
  getAccountVehicles: defineContract({
    name: 'getAccountVehicles',
    service: 'user-account',
    method: 'GET',
    path: '/user-account-api/vehicles',
    reply: vehicleList,
    auth: 'required',
    spec: '000 s7',
    summary: 'The vehicles of the user account ("my cars").',
  }),
  addAccountVehicle: defineContract({
    name: 'addAccountVehicle',
    service: 'user-account',
    method: 'POST',
    path: '/user-account-api/vehicles',
    body: addOwnedVehicleBodySchema,
    reply: vehicleList,
    auth: 'required',
    spec: '000 s3, s7',
    summary:
      'Add a car the shopper owns, by VIN or by year, make and model, with its ZIP; answers the vehicle list.',
    description:
      'Ours: the spec names no add call (PUT vehicle/id/{id} replaces). The server picks the id and the valuation vehicle id.',
  }),
  updateAccountVehicle: defineContract({
    name: 'updateAccountVehicle',
    service: 'user-account',
    method: 'PUT',
    path: '/user-account-api/vehicle/id/:vehicleId',
    params: z.object({ vehicleId: opaqueIdSchema }),
    body: accountVehicleSchema.omit({ id: true }),
    reply: vehicleList,
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '000 s7',
    summary: 'Replace a vehicle of the user account; answers the vehicle list.',
  }),
  deleteAccountVehicle: defineContract({
    name: 'deleteAccountVehicle',
    service: 'user-account',
    method: 'DELETE',
    path: '/user-account-api/vehicle/id/:id',
    params: z.object({ id: opaqueIdSchema }),
    reply: vehicleList,
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '000 s7',
    summary: 'Remove a vehicle of the user account; answers the vehicle list.',
  }),
  getUnreadNotificationsCount: defineContract({
    name: 'getUnreadNotificationsCount',
    service: 'notifications',
    method: 'POST',
    path: '/psx-notifications',
    body: z.object({
      query: z
        .string()
        .max(2000)
        .refine((query) => query.includes('unreadNotificationsCount'), {
          message: 'the query must ask for unreadNotificationsCount',
        })
        .meta({ description: "A GraphQL query: '{ unreadNotificationsCount }'." }),
      operationName: z.string().max(100).optional(),
      variables: z.record(z.string(), z.unknown()).optional(),
    }),
    reply: z.object({ data: z.object({ unreadNotificationsCount: z.int().min(0) }) }),
    auth: 'required',
    spec: '000 s7',
    summary: 'The number of unread notifications.',
    description:
      'GraphQL-shaped (ours): the only field answered is unreadNotificationsCount; clients show "0" by default.',
  }),
};
