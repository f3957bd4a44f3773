import { z } from 'zod';
import { listingIdSchema } from '../fields/identifiers';

/** One search criterion's value: text or a list of texts. */
export const searchParamValueSchema = z.union([z.string().max(500), z.array(z.string().max(500)).max(100)]);

/** Search criteria in either query dialect: each key one text value or a list. */
export const searchParamsSchema = z.record(z.string().min(1).max(64), searchParamValueSchema).meta({
  description: 'Search criteria: each key one value or a list (either query dialect, spec 001 s3).',
});

/** "Bookmark (saved vehicle or search): id, title, notes, code, isSaved, ... searchParams." (spec 000 s3) */
const bookmarkShape = {
  id: z.string(),
  title: z.string().optional(),
  notes: z.string().optional(),
  code: z.string().optional(),
  isSaved: z.boolean().optional(),
  isExisting: z.boolean().optional(),
  isDeleted: z.boolean().optional(),
  version: z.int().min(0).optional(),
  savedDate: z.iso.datetime().optional(),
  searchString: z.string().optional(),
  searchParams: searchParamsSchema.optional(),
};

export const bookmarkSchema = z.object(bookmarkShape);

/**
 * "Vehicle bookmarks carry hasTextAlerts and hasEmailAlerts." `listingId` ties one to its listing; `mobilePhone`
 * is where its text alerts go (ours: the update panel edits "phone", so it opens with the stored one).
 */
export const vehicleBookmarkSchema = z.object({
  ...bookmarkShape,
  listingId: listingIdSchema.optional(),
  hasTextAlerts: z.boolean().optional(),
  hasEmailAlerts: z.boolean().optional(),
  mobilePhone: z
    .string()
    .max(32)
    .optional()
    .meta({ description: "The saved car's text-alert phone as the server formatted it, if one is stored." }),
});

/** Every alert cadence a saved search can have (issue 31; the spec is silent). */
export const ALERT_CADENCES = ['instant', 'daily', 'weekly'] as const;
/** What a search saved without a cadence gets. */
export const DEFAULT_ALERT_CADENCE = 'instant' satisfies (typeof ALERT_CADENCES)[number];

/** How often a saved search's alerts go out: with each alert pass, or one digest a day or a week. */
export const alertCadenceSchema = z.enum(ALERT_CADENCES).meta({
  description:
    'How often the alerts of a saved search go out: instant (every alert pass), daily or weekly (one digest).',
});

/** "Search bookmarks carry alert.sendEmailAlerts and alert.sendTextAlerts." `cadence` is ours (issue 31). */
export const searchBookmarkSchema = z.object({
  ...bookmarkShape,
  alert: z
    .object({
      sendEmailAlerts: z.boolean(),
      sendTextAlerts: z.boolean(),
      cadence: alertCadenceSchema.default(DEFAULT_ALERT_CADENCE),
    })
    .partial()
    .optional(),
});

/** "Saved listing: listingId, bookmarkId, version." A quick-save has an empty bookmarkId (spec 000 s4). */
export const savedListingSchema = z.object({
  listingId: listingIdSchema,
  bookmarkId: z.string().max(64),
  version: z.int().min(0).optional(),
});

/** "msgs (severity, value)"; "severities WARN (warning) and ERROR (error)" (spec 000 s5). */
export const serverMessageSchema = z.object({ severity: z.enum(['WARN', 'ERROR']), value: z.string() });

export type Bookmark = z.output<typeof bookmarkSchema>;
export type VehicleBookmark = z.output<typeof vehicleBookmarkSchema>;
export type SearchBookmark = z.output<typeof searchBookmarkSchema>;
export type AlertCadence = z.output<typeof alertCadenceSchema>;
export type SavedListing = z.output<typeof savedListingSchema>;
export type ServerMessage = z.output<typeof serverMessageSchema>;
