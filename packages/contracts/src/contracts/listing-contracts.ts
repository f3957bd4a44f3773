import { z } from 'zod';
import { apiErrorSchema } from '../api-error';
import { defineContract } from '../define-contract';
import { listingSchema } from '../entities/listing';
import { ownerSchema } from '../entities/owner';
import { preOrderListingSchema, preOrderTrimSchema } from '../entities/pre-order-listing';
import { facetsSchema, relaxationSchema } from '../entities/search-result';
import {
  codeSchema,
  dealerIdSchema,
  emailSchema,
  listingIdSchema,
  vinSchema,
  yearSchema,
  zipSchema,
} from '../fields/identifiers';
import { codeOf, queryBoolean, queryCode, queryList, queryNumber, queryString } from '../fields/query-values';
import { checkRanges, SEARCH_FILTER_SHAPE } from '../fields/search-filters';
import { LISTING_TYPES, SEARCH_SORTS } from '../fields/vocabularies';
import { forwardingHeadersSchema, listingsReplySchema, NOT_FOUND_ERRORS } from './shared';

/** The largest page of the search: 100 listings. */
export const MAX_NUM_RECORDS = 100;
/** The search's page size when numRecords is absent (ours). */
export const DEFAULT_NUM_RECORDS = 25;

/**
 * Why a shopper reports a listing: the values of the report modal's REPORT_REASONS (`@forecourt/ui`), ours (spec
 * 001 s2 names the modal only). 'other' needs comments.
 */
export const REPORT_REASON_CODES = ['sold', 'price', 'details', 'scam', 'other'] as const;
export type ReportReasonCode = (typeof REPORT_REASON_CODES)[number];

/** The longest comments of a report: the modal's field takes 1000 characters. */
export const MAX_REPORT_COMMENTS = 1000;

/** Control characters other than line breaks and tabs: never typed, and PostgreSQL text cannot hold NUL. */
const CONTROL_CHARACTER = /[^\P{Cc}\n\r\t]/u;

const reportBodySchema = z
  .object({
    reason: z.enum(REPORT_REASON_CODES).meta({ description: `One of ${REPORT_REASON_CODES.join(', ')}.` }),
    comments: z
      .string()
      .trim()
      .max(MAX_REPORT_COMMENTS)
      .refine((value) => !CONTROL_CHARACTER.test(value), 'comments must not contain control characters')
      .default('')
      .meta({
        description: `What is wrong, up to ${MAX_REPORT_COMMENTS} characters; trimmed. Required (not blank) when reason is 'other', optional otherwise, as the modal asks.`,
      }),
    emailAddress: emailSchema
      .optional()
      .meta({ description: 'Where the shopper may be asked about the report; never shown to the seller.' }),
  })
  .superRefine((body, context) => {
    if (body.reason === 'other' && body.comments === '')
      context.addIssue({
        code: 'custom',
        path: ['comments'],
        message: "comments are required when reason is 'other'",
      });
  });

const numRecords = (fallback: number) =>
  queryNumber(z.int().min(1).max(MAX_NUM_RECORDS).default(fallback)).meta({
    description: `Listings per page, 1 to ${MAX_NUM_RECORDS}; ${fallback} when absent.`,
  });

const searchQuery = z
  .object({
    ...SEARCH_FILTER_SHAPE,
    sortBy: queryCode(SEARCH_SORTS, z.enum(SEARCH_SORTS).default('relevance')).meta({
      description: `One of ${SEARCH_SORTS.join(', ')}; relevance when absent. datelistedDESC is newest first.`,
    }),
    firstRecord: queryNumber(z.int().min(0).max(10_000).default(0)).meta({
      description: 'The offset of the page: 0 for the first.',
    }),
    numRecords: numRecords(DEFAULT_NUM_RECORDS),
  })
  .superRefine(checkRanges);

export const listingContracts = {
  getListingsByIds: defineContract({
    name: 'getListingsByIds',
    service: 'listing',
    method: 'GET',
    path: '/rest/lsc/listing',
    query: z.object({
      listingId: queryList(z.array(listingIdSchema).min(1).max(MAX_NUM_RECORDS)).meta({
        description: 'Repeated listingId (spec 001 s7) or a comma list (spec 000 s7).',
      }),
      numRecords: queryNumber(z.int().min(1).max(MAX_NUM_RECORDS).optional()),
      hideFilters: queryBoolean(z.boolean().optional()).meta({
        description: 'Accepted (spec 000 s7); this call never answers filters.',
      }),
    }),
    headers: forwardingHeadersSchema,
    reply: listingsReplySchema,
    auth: 'optional',
    spec: '001 s7',
    summary: 'Listings by id, with their owners; unknown or expired ids are left out.',
  }),
  searchListings: defineContract({
    name: 'searchListings',
    service: 'listing',
    method: 'GET',
    path: '/rest/lsc/listing/search',
    query: searchQuery,
    headers: forwardingHeadersSchema,
    reply: listingsReplySchema.extend({
      totalResultCount: z.int().min(0),
      firstRecord: z.int().min(0),
      numRecords: z.int().min(1),
      facets: facetsSchema,
      relaxations: z.array(relaxationSchema).meta({
        description: 'Empty unless totalResultCount is 0: then the nearest searches that find listings.',
      }),
      location: z
        .object({ zip: zipSchema, city: z.string(), state: z.string(), searchRadius: z.int().min(0) })
        .optional()
        .meta({ description: 'The centre and radius the search used, when it had one.' }),
    }),
    auth: 'none',
    spec: '001 s2, s3',
    summary: 'The search behind the results page: filters, distance, sort, page, facet counts, relaxations.',
    description:
      'Path and shape ours (the spec shows the results page, not its call). Keys are the listing-service dialect. ' +
      "Each listing's images.sources holds its first photo only, what a result card shows; listings by ids and by " +
      'VIN carry every photo.',
  }),
  getListingByVin: defineContract({
    name: 'getListingByVin',
    service: 'listing',
    method: 'GET',
    path: '/rest/lsc/listing/vin/:vin',
    params: z.object({ vin: vinSchema }),
    query: z.object({ collapseFilters: queryBoolean(z.boolean().optional()) }),
    headers: forwardingHeadersSchema,
    reply: listingsReplySchema,
    errors: NOT_FOUND_ERRORS,
    auth: 'none',
    spec: '002 s7',
    summary: 'The listing of a VIN and its owner (owners[0], listings[0]).',
    description: 'An unknown VIN is a 404 (ours; "Failure returns nothing").',
  }),
  getDealerLot: defineContract({
    name: 'getDealerLot',
    service: 'listing',
    method: 'GET',
    path: '/rest/lsc/dealerlot/v2/multiple',
    query: z
      .object({
        excludedListingId: queryString(listingIdSchema.optional()).meta({
          description: 'The listing shown now.',
        }),
        searchRadius: queryNumber(z.int().min(0).max(500).optional()),
        zip: queryString(zipSchema),
        makeCode: queryString(codeSchema),
        modelCode: queryString(codeSchema),
        startYear: queryNumber(yearSchema.optional()),
        endYear: queryNumber(yearSchema.optional()),
        listingTypes: queryList(z.array(codeOf(LISTING_TYPES)).max(5).optional()),
        minPrice: queryNumber(z.int().min(0).optional()).meta({
          description: '95 percent of the sale price.',
        }),
        maxPrice: queryNumber(z.int().min(0).optional()).meta({
          description: '105 percent of the sale price.',
        }),
      })
      .superRefine(checkRanges),
    headers: forwardingHeadersSchema,
    reply: z.object({
      listings: z.array(listingSchema).meta({
        description: 'Comparable listings, best match first, at most 10, each with its owner inside.',
      }),
    }),
    auth: 'none',
    spec: '001 s7',
    summary: 'Comparable listings at nearby dealers (price window 95 to 105 percent of the sale price).',
  }),
  getCustomOrderDealers: defineContract({
    name: 'getCustomOrderDealers',
    service: 'listing',
    method: 'GET',
    path: '/rest/lsc/customorder/dealers',
    query: z.object({
      ownerIdToBoost: queryString(dealerIdSchema.optional()).meta({
        description: 'The dealerId, listed first.',
      }),
      makeCode: queryString(codeSchema),
      modelCode: queryString(codeSchema.optional()),
      year: queryNumber(yearSchema.optional()),
      zip: queryString(zipSchema),
    }),
    reply: z.object({
      customOrders: z.array(
        z.object({
          owner: ownerSchema.required({ nameplate: true }),
          distance: z.number().min(0).optional().meta({ description: 'Miles from the zip.' }),
        }),
      ),
    }),
    auth: 'none',
    spec: '001 s7',
    summary: 'Dealers that take custom orders for a make (and model), nearest first, the boosted one on top.',
  }),
  getPreOrderListings: defineContract({
    name: 'getPreOrderListings',
    service: 'listing',
    method: 'GET',
    path: '/rest/lsc/preorder/listings',
    query: z.object({
      makeCode: queryString(codeSchema),
      modelCode: queryString(codeSchema),
      year: queryNumber(yearSchema),
    }),
    reply: z.object({ listings: z.array(preOrderListingSchema), trims: z.array(preOrderTrimSchema) }),
    auth: 'none',
    spec: '001 s3, s4',
    summary:
      'Pre-order listings of a new model: one per make, model and year, at the national MSRP, with its trims.',
    description:
      'Path and call ours: the spec builds them from the research vehicles call (vehicleClass NewCar); this call does it on the server. No data: empty listings, trims kept.',
  }),
  reportListing: defineContract({
    name: 'reportListing',
    service: 'listing',
    method: 'POST',
    path: '/rest/lsc/listing/:listingId/report',
    params: z.object({ listingId: listingIdSchema }),
    body: reportBodySchema,
    reply: z.object({ success: z.literal(true) }),
    replyStatus: 202,
    errors: { 404: apiErrorSchema, 429: apiErrorSchema },
    auth: 'optional',
    spec: '001 s2',
    summary: 'Report a listing that is wrong (the report modal of the listing page): 202, kept for review.',
    description:
      'Path and shape ours (spec 001 s7: "Other calls are not shown"). The sender is the consumer when a token is ' +
      "sent, else the client's address. One report per sender and listing in 24 hours counts: a repeat answers 202 " +
      'and is not stored again. More than 5 reports from one sender in an hour answer 429 (Retry-After). ' +
      'An unknown listing is a 404; a sold one can still be reported.',
  }),
};
