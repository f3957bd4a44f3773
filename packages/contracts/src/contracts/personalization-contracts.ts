import { z } from 'zod';
import { defineContract } from '../define-contract';
import { recentSearchSchema } from '../entities/recent-search';
import { queryNumber, queryString } from '../fields/query-values';
import { checkRanges, SEARCH_FILTER_SHAPE } from '../fields/search-filters';
import { listingsReplySchema, NOT_FOUND_ERRORS } from './shared';

const lastExecution = queryString(z.iso.datetime({ offset: true }).optional()).meta({
  description: 'When the shopper last ran the search (ISO time): only listings new since then count as new.',
});

const recentSearchesReply = z.object({
  recentSearches: z
    .array(recentSearchSchema)
    .meta({ description: 'Newest first; at most 10 (spec 000 s9).' }),
});

const heading = z.object({
  heading: queryString(z.string().min(1).max(200)).meta({
    description: 'Recent searches are de-duplicated by heading (spec 000 s5), so it names one.',
  }),
});

export const personalizationContracts = {
  getRecentSearchListings: defineContract({
    name: 'getRecentSearchListings',
    service: 'personalization',
    method: 'GET',
    path: '/personalization-api/recentsearches/listings',
    query: z
      .object({
        ...SEARCH_FILTER_SHAPE,
        numRecords: queryNumber(z.int().min(1).max(100).default(12)).meta({
          description: 'The recently-searched carousel asks for 12 (spec 000 s7).',
        }),
        myatcLastExecution: lastExecution,
      })
      .superRefine(checkRanges),
    reply: listingsReplySchema.extend({
      totalResultCount: z.int().min(0),
      newResultCount: z.int().min(0).meta({ description: 'Listings new since myatcLastExecution (ours).' }),
    }),
    auth: 'optional',
    spec: '000 s7',
    summary: 'Listings for one recent search: the recently-searched carousel.',
    description:
      'Criteria in the listing-service dialect, lists repeated or comma-joined ("filter lists, comma split").',
  }),
  getRecentSearchCounts: defineContract({
    name: 'getRecentSearchCounts',
    service: 'personalization',
    method: 'GET',
    path: '/personalization-api/recentsearches/counts',
    query: z.object({ ...SEARCH_FILTER_SHAPE, myatcLastExecution: lastExecution }).superRefine(checkRanges),
    reply: z.object({
      counts: z.object({
        totalResultCount: z.int().min(0),
        newResultCount: z.int().min(0),
      }),
    }),
    auth: 'optional',
    spec: '000 s7',
    summary: 'How many listings one recent search finds, and how many are new since it last ran.',
    description: 'The two counts are ours: the spec says only "counts".',
  }),
  getRecentSearches: defineContract({
    name: 'getRecentSearches',
    service: 'personalization',
    method: 'GET',
    path: '/personalization-api/recentsearches',
    reply: recentSearchesReply,
    auth: 'required',
    spec: '000 s7',
    summary: "The user's recent searches: the cache refresh recent searches are hydrated from.",
    description: 'Path and method ours: "Method and path of the cache refresh ... not shown."',
  }),
  addRecentSearch: defineContract({
    name: 'addRecentSearch',
    service: 'personalization',
    method: 'POST',
    path: '/personalization-api/recentsearches',
    body: recentSearchSchema,
    reply: recentSearchesReply,
    auth: 'required',
    spec: '000 s7',
    summary: 'Add a recent search (one of the same heading is replaced); answers the list.',
    description: 'Path and method ours ("add ... inventory-search operations: not shown").',
  }),
  updateRecentSearch: defineContract({
    name: 'updateRecentSearch',
    service: 'personalization',
    method: 'PUT',
    path: '/personalization-api/recentsearches',
    body: recentSearchSchema,
    reply: recentSearchesReply,
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '000 s7',
    summary: 'Edit the recent search with the same heading; answers the list.',
    description: 'Path and method ours ("edit ... not shown").',
  }),
  removeRecentSearch: defineContract({
    name: 'removeRecentSearch',
    service: 'personalization',
    method: 'DELETE',
    path: '/personalization-api/recentsearches',
    query: heading,
    reply: recentSearchesReply,
    auth: 'required',
    spec: '000 s7',
    summary: 'Remove a recent search by heading; answers the list.',
    description:
      'Path and method ours ("remove (by heading) ... not shown"); removing an unknown heading is no error.',
  }),
};
