import { z } from 'zod';
import { defineContract } from '../define-contract';
import { INDEXED_LOCATION_PRIORITIES, indexedLocationSchema, locationSchema } from '../entities/location';
import { searchOptionsSchema } from '../entities/reference-data';
import { codeNameSchema, codeSchema, zipSchema } from '../fields/identifiers';
import { codeOf, queryNumber, queryString } from '../fields/query-values';
import { BRANDS } from '../fields/vocabularies';
import { NOT_FOUND_ERRORS } from './shared';

// Location and reference data. Spec 001 s7: "Location lookups by zip (returns defaultSearchRadius) and by city
// and state (returns centerZip) | paths and methods not shown"; "Market lookup GET | city, state | success and
// payload; ... path not shown"; "Trim-code lookup | makeCode, modelCode | ... path and method not shown". The
// paths below are ours.

const city = queryString(z.string().min(1).max(100));
const state = queryString(z.string().regex(/^[A-Za-z]{2}$/, 'state is a two-letter code'));

export const locationContracts = {
  getZipLocation: defineContract({
    name: 'getZipLocation',
    service: 'location',
    method: 'GET',
    path: '/rest/location/zip/:zip',
    params: z.object({ zip: zipSchema }),
    reply: locationSchema,
    errors: NOT_FOUND_ERRORS,
    auth: 'none',
    spec: '001 s7',
    summary: 'A zip: its city, state, coordinates, market and default search radius.',
  }),
  getCityLocation: defineContract({
    name: 'getCityLocation',
    service: 'location',
    method: 'GET',
    path: '/rest/location/city',
    query: z.object({ city, state }),
    reply: z.object({
      city: z.string(),
      state: z.string(),
      centerZip: zipSchema,
      latitude: z.number(),
      longitude: z.number(),
      defaultSearchRadius: z.int().min(0),
    }),
    errors: NOT_FOUND_ERRORS,
    auth: 'none',
    spec: '001 s7',
    summary: 'A city and state: its centre zip.',
  }),
  getNearestZip: defineContract({
    name: 'getNearestZip',
    service: 'location',
    method: 'GET',
    path: '/rest/location/nearest',
    query: z.object({
      latitude: queryNumber(z.number().min(-90).max(90)),
      longitude: queryNumber(z.number().min(-180).max(180)),
    }),
    reply: z.object({ zip: zipSchema, city: z.string(), state: z.string(), distance: z.number().min(0) }),
    errors: NOT_FOUND_ERRORS,
    auth: 'none',
    spec: '001 s4',
    summary: 'The zip nearest to a position (browser geolocation); distance in miles. 404 far from any zip.',
  }),
  getMarket: defineContract({
    name: 'getMarket',
    service: 'location',
    method: 'GET',
    path: '/rest/location/market',
    query: z
      .object({
        zip: queryString(zipSchema.optional()),
        city: queryString(z.string().min(1).max(100).optional()),
        state: queryString(z.string().max(2).optional()),
      })
      .refine((query) => query.zip !== undefined || (query.city !== undefined && query.state !== undefined), {
        path: ['zip'],
        message: 'zipcode is missing or invalid',
      }),
    reply: z.discriminatedUnion('success', [
      z.object({
        success: z.literal(true),
        payload: z.object({
          city: z.string(),
          state: z.string(),
          zip: zipSchema,
          dma: z.object({ code: z.string(), name: z.string() }).optional(),
          defaultSearchRadius: z.int().min(0),
        }),
      }),
      z.object({
        success: z.literal(false),
        message: z
          .string()
          .meta({ description: "'cannot find zipcode data for {city} {state}' (spec 001 s8)." }),
      }),
    ]),
    auth: 'none',
    spec: '001 s7',
    summary: 'Market data by zip (spec 000 s7) or by city and state (spec 001 s7).',
    description: 'An unknown place is a value ({ success: false, message }), not an error status.',
  }),
  getIndexedLocations: defineContract({
    name: 'getIndexedLocations',
    service: 'content',
    method: 'GET',
    path: '/cm-api/content/static/json/:brand/indexedlocations.json',
    params: z.object({ brand: codeOf(BRANDS) }),
    reply: z.record(z.string(), indexedLocationSchema).meta({
      description: `Entries keyed by {city}-{state} slug (st-louis-mo); priority ${INDEXED_LOCATION_PRIORITIES.join(', ')}.`,
    }),
    auth: 'none',
    spec: '002 s7',
    summary: 'The indexed-location content of a brand.',
    description: 'Path ours ("a content JSON file of indexed-location filters (one per brand)").',
  }),
  getSearchOptions: defineContract({
    name: 'getSearchOptions',
    service: 'reference',
    method: 'GET',
    path: '/rest/reference/searchoptions',
    reply: searchOptionsSchema,
    auth: 'none',
    spec: '000 s7',
    summary: 'Search options reference data: makes, models with trims, body styles, colour groups.',
  }),
  getTrimCodes: defineContract({
    name: 'getTrimCodes',
    service: 'reference',
    method: 'GET',
    path: '/rest/reference/trimcodes',
    query: z.object({ makeCode: queryString(codeSchema), modelCode: queryString(codeSchema) }),
    reply: z.object({ items: z.array(codeNameSchema) }),
    auth: 'none',
    spec: '001 s7',
    summary: 'The trim codes of a make and model (codes upper-cased), to resolve a trim segment.',
  }),
};
