import { z } from 'zod';
import { epochMsSchema } from '../fields/identifiers';
import { searchParamValueSchema } from './bookmark';

/**
 * "Recent search entry: url (canonical path plus query string); query (search criteria plus lastExec, an ISO
 * time of the last run); timestamp (ms); heading, fullHeading, subHeading, fullSubHeading; optionally
 * totalResultCount." (spec 000 s3)
 */
export const recentSearchSchema = z.object({
  url: z.string().min(1).max(2000),
  query: z.object({ lastExec: z.iso.datetime() }).catchall(searchParamValueSchema),
  timestamp: epochMsSchema,
  heading: z.string().max(200),
  fullHeading: z.string().max(500),
  subHeading: z.string().max(200),
  fullSubHeading: z.string().max(500),
  totalResultCount: z.int().min(0).optional(),
});

export type RecentSearch = z.output<typeof recentSearchSchema>;
