import { z } from 'zod';
import { apiErrorSchema } from '../api-error';
import { defineContract } from '../define-contract';
import { searchParamsSchema } from '../entities/bookmark';
import { ownedVehicleSchema } from '../entities/owned-vehicle';
import { consumerSchema, userProfileSchema } from '../entities/profile';
import { accountBrandSchema } from '../fields/account-brand';
import { emailSchema, opaqueIdSchema, phoneDigitsSchema } from '../fields/identifiers';
import { queryString } from '../fields/query-values';
import { NOT_FOUND_ERRORS } from './shared';

// Spec 000 s7 and 002 s7: the account API calls about the user: profile, registration, consumer record, owned cars.

export const accountContracts = {
  validateProfileForm: defineContract({
    name: 'validateProfileForm',
    service: 'account',
    method: 'POST',
    path: '/account-api/validateProfileForm',
    body: z.object({
      currentPhoneNumber: phoneDigitsSchema,
      updatedPhoneNumber: phoneDigitsSchema,
      zipCode: z
        .string()
        .max(10)
        .meta({ description: 'Checked by the server: a bad zip is a zipCodeError.' }),
    }),
    reply: z.object({
      success: z.boolean(),
      zipCodeError: z.string().optional(),
      phoneNumberError: z.string().optional(),
      formattedUserPhone: z.string().optional().meta({ description: '(nnn) nnn-nnnn for ten digits.' }),
    }),
    auth: 'required',
    spec: '000 s7',
    summary: 'Check a profile edit: phone and zip.',
    description:
      'A bad phone or zip is a value (phoneNumberError, zipCodeError), not a 400: the form shows it.',
  }),
  lightUserSearch: defineContract({
    name: 'lightUserSearch',
    service: 'account',
    method: 'POST',
    path: '/account-api/lightuser/search',
    body: z.object({
      emailAddress: emailSchema,
      brand: accountBrandSchema,
      searchParams: searchParamsSchema.refine((params) => Object.keys(params).length > 0, {
        message: 'Light registration needs an e-mail address and a search.',
      }),
      searchName: z.string().max(100).optional(),
      searchString: z.string().max(2000).optional(),
    }),
    reply: z.object({
      status: z.int(),
      consumerId: z.string().optional(),
      bookmarkSaved: z.boolean().optional(),
      bookmarkAlreadySaved: z.boolean().optional(),
      isOverLimit: z.boolean().optional(),
    }),
    // Ours (issue 12): registrations are limited per sender and per e-mail address.
    errors: { 429: apiErrorSchema },
    auth: 'none',
    spec: '000 s7',
    summary: 'Register by e-mail to save a search.',
    description:
      'Rate limited per sender (client address) and per e-mail address: over either, 429 RATE_LIMITED with ' +
      'Retry-After, and nothing is written.',
  }),
  getUserInfo: defineContract({
    name: 'getUserInfo',
    service: 'account',
    method: 'GET',
    path: '/account-api/userinfo',
    query: z.object({ brand: queryString(accountBrandSchema) }),
    reply: userProfileSchema,
    auth: 'required',
    spec: '000 s7',
    summary: "The signed-in user's profile, saved-search ids and saved-car ids for a brand.",
  }),
  getConsumer: defineContract({
    name: 'getConsumer',
    service: 'account',
    method: 'GET',
    path: '/account-api/consumer',
    reply: consumerSchema,
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '002 s7',
    summary: "The signed-in user's consumer record: consumerid, email, phone.",
  }),
  getOwnedVehicles: defineContract({
    name: 'getOwnedVehicles',
    service: 'account',
    method: 'GET',
    path: '/account-api/consumer/consumer-vehicle-owners',
    reply: z.array(ownedVehicleSchema),
    auth: 'required',
    spec: '000 s7',
    summary: 'The cars the user owns.',
  }),
  deleteOwnedVehicle: defineContract({
    name: 'deleteOwnedVehicle',
    service: 'account',
    method: 'DELETE',
    path: '/account-api/consumer/consumer-vehicle-owners',
    query: z.object({ vehicleId: queryString(opaqueIdSchema) }),
    reply: z.array(ownedVehicleSchema),
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '000 s7',
    summary: 'Remove an owned car; answers the cars left.',
    description: 'vehicleId travels in the query (ours): DELETE bodies are dropped by some proxies.',
  }),
  updateProfileCache: defineContract({
    name: 'updateProfileCache',
    service: 'account',
    method: 'PUT',
    path: '/account-api/profilecache',
    body: z.object({
      carIds: z.array(z.string().max(64)).max(500),
      searchIds: z.array(z.string().max(64)).max(500).optional(),
    }),
    reply: z.object({ carIds: z.array(z.string()), searchIds: z.array(z.string()) }),
    auth: 'required',
    spec: '000 s7',
    summary: "Replace the user's cached saved-car (and saved-search) ids.",
    description:
      'Path and method ours: "Method and path of the profile-cache update (sends carIds): not shown."',
  }),
};
