import { z } from 'zod';
import { apiErrorSchema } from '../api-error';
import { defineContract } from '../define-contract';

// The operator's calls (issue 31: a dealer feed uploaded into the running system). Ours: the spec has no operator
// role. They are kept out of CONTRACTS on purpose: the brand servers' proxy, the browser's api-client and every
// list built from CONTRACTS never reach them; only the `forecourt upload` command and an operator's own HTTP client do.

/**
 * The most bytes one upload may carry (ours): 64 MiB, about 170,000 rows of the cars.com export (the 1,500-row sample
 * is 580 kB). Larger feeds are split, or imported with `forecourt import` beside a stopped API.
 */
export const FEED_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The states of an import: queued behind the instance's other uploads (one import runs at a time: two would race
 * for the same new listing ids), running until the importer returns, then done (with its report) or failed.
 */
export const FEED_IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;

/** The importer's codes for a row it left out (apps/api src/data/import/map-feed-row.ts). */
export const FEED_REJECTION_CODES = [
  'WRONG_FIELD_COUNT',
  'MALFORMED_CSV',
  'INVALID_YEAR',
  'UNKNOWN_MAKE',
  'MISSING_MODEL',
  'UNKNOWN_MODEL',
  'UNKNOWN_CONDITION',
  'INVALID_PRICE',
  'AMBIGUOUS_PRICE',
  'IMPLAUSIBLE_PRICE',
  'INVALID_MILEAGE',
  'IMPLAUSIBLE_MILEAGE',
  'INVALID_VIN',
  'MISSING_SELLER',
  'UNKNOWN_ZIP',
] as const;

export const feedRejectedRowSchema = z.object({
  line: z
    .int()
    .min(1)
    .meta({ description: 'The line of the file the row starts on (the header is line 1).' }),
  code: z.enum(FEED_REJECTION_CODES),
  reason: z.string().meta({ examples: ['Price "Not Priced" is not a price'] }),
  vin: z.string().optional(),
});

export const feedReplacedListingSchema = z.object({
  line: z.int().min(1).meta({ description: 'The line of the row that won.' }),
  vin: z.string(),
  replacedLine: z
    .int()
    .min(1)
    .nullable()
    .meta({ description: 'The losing row, when it was in the same file.' }),
  replacedListingId: z
    .int()
    .nullable()
    .meta({ description: 'The withdrawn listing; null when the losing row was never written.' }),
  replacedDealer: z.string(),
  reason: z.string(),
});

/** An import as the running API knows it: progress while it runs, the importer's report once done. */
export const feedImportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(FEED_IMPORT_STATES),
    fileName: z.string().nullable().meta({ description: 'The X-Feed-Filename header, when sent.' }),
    bytesTotal: z.int().min(0).meta({ description: 'The size of the uploaded feed.' }),
    bytesRead: z.int().min(0).meta({ description: 'How much of it the importer has read so far.' }),
    rows: z
      .int()
      .min(0)
      .meta({ description: 'Data rows read so far (the header and blank lines not counted).' }),
    imported: z.int().min(0).meta({ description: 'Rows that created a listing.' }),
    updated: z
      .int()
      .min(0)
      .meta({ description: 'Rows that matched a listing already there (dealer and VIN).' }),
    rejected: z
      .array(feedRejectedRowSchema)
      .meta({ description: 'Rows left out so far, each with its line and reason, in file order.' }),
    replaced: z.array(feedReplacedListingSchema).meta({
      description: 'One car per VIN: rows whose VIN another dealer listed, which won (the later listing).',
    }),
    error: z
      .object({ code: z.string(), message: z.string() })
      .nullable()
      .meta({ description: 'Why a failed import stopped (UNKNOWN_FEED_FORMAT, EMPTY_FEED, IMPORT_FAILED).' }),
    startedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({
    description: 'A dealer feed import: its progress, and once done the report `forecourt import` prints.',
  });
export type FeedImport = z.output<typeof feedImportSchema>;

const OPERATOR_ERRORS = Object.freeze({ 403: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema });

export const OPERATOR_CONTRACTS = Object.freeze({
  startFeedImport: defineContract({
    name: 'startFeedImport',
    service: 'operator',
    method: 'POST',
    path: '/operator-api/feed-imports',
    headers: z.object({
      'content-type': z.string().regex(/^text\/csv\b/i, 'must be text/csv'),
      'x-feed-filename': z.string().max(200).optional(),
      'x-feed-mapping': z
        .string()
        .max(4000)
        .optional()
        .meta({
          description:
            'How the columns are named, for a layout other than cars.com: a preset name (`cars.com`, `generic`) or ' +
            'the JSON `{"preset": "generic", "columns": {"price": "Asking Price"}}` (apps/api src/data README). ' +
            'A wrong mapping is a 400 naming this header.',
        }),
    }),
    reply: feedImportSchema,
    replyStatus: 202,
    replyHeaders: z.object({
      location: z.string().meta({ description: 'The import: /operator-api/feed-imports/{id}.' }),
    }),
    errors: OPERATOR_ERRORS,
    auth: 'required',
    spec: '000 s6',
    summary:
      'Upload a dealer feed (the CSV as the body, streamed) and start importing it into the running API.',
    description:
      'Ours (issue 31; spec 000 s6 lists the roles and shows no operator). Operators only: 401 without a token, 403 for a token without the `operator` role. The body is the ' +
      `cars.com-style CSV (Content-Type text/csv), at most ${FEED_UPLOAD_MAX_BYTES} bytes (413 over it). The API ` +
      'keeps the file on disk and answers 202 once it is received; GET the Location for progress and the report.',
  }),
  getFeedImport: defineContract({
    name: 'getFeedImport',
    service: 'operator',
    method: 'GET',
    path: '/operator-api/feed-imports/:importId',
    params: z.object({ importId: z.uuid() }),
    reply: feedImportSchema,
    errors: OPERATOR_ERRORS,
    auth: 'required',
    spec: '000 s6',
    summary: 'An upload\u2019s progress while it is imported, and its report once done.',
    description:
      'Ours. Operators only. Imports are kept in the database, the last 100 finished: every API instance on it ' +
      'answers for an import any of them runs, so progress polls may go through a load balancer.',
  }),
});
