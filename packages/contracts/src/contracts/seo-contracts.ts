import { z } from 'zod';
import { defineContract } from '../define-contract';
import { codeSchema, listingIdSchema, yearSchema } from '../fields/identifiers';
import { NOT_FOUND_ERRORS } from './shared';

/** "chunks of at most 50,000 URLs" (issue 32; the sitemap protocol's own limit per file). */
export const SITEMAP_PAGE_MAX_URLS = 50_000;

/** A sitemap page's id: `landing-1`, `vehicles-3`. */
export const sitemapPageIdSchema = z
  .string()
  .regex(/^(landing|vehicles)-[1-9]\d{0,5}$/, 'sitemapPageId must be landing-N or vehicles-N')
  .meta({
    description: 'landing-N (make, make+model, make+model+city pages) or vehicles-N (vehicle pages).',
  });

/** A landing page of the sitemap: a make, a make and model, or those in a city, that has active listings. */
export const sitemapLandingSchema = z.object({
  makeCode: codeSchema,
  modelCode: codeSchema.optional(),
  city: z.string().optional(),
  state: z.string().optional(),
});

const version = z.string().meta({
  description:
    'The inventory version (listing_version) the sitemap was computed at; it changes as listings do.',
});

export const seoContracts = {
  getSitemapIndex: defineContract({
    name: 'getSitemapIndex',
    service: 'listing',
    method: 'GET',
    path: '/rest/lsc/sitemap',
    reply: z.object({
      version,
      pages: z.array(z.object({ id: sitemapPageIdSchema, urls: z.int().min(0).max(SITEMAP_PAGE_MAX_URLS) })),
    }),
    auth: 'none',
    spec: '001 s2',
    summary:
      'The sitemap pages of the inventory: landing pages with listings, then every active vehicle page.',
    description:
      "Ours (spec 001 s2 names the sitemap page type, /cars-for-sale/sitemap/{sitemapPageId}, not its call). The brand servers build each brand's URLs from it.",
  }),
  getSitemapPage: defineContract({
    name: 'getSitemapPage',
    service: 'listing',
    method: 'GET',
    path: '/rest/lsc/sitemap/:sitemapPageId',
    params: z.object({ sitemapPageId: sitemapPageIdSchema }),
    reply: z.object({
      version,
      landingPages: z.array(sitemapLandingSchema).max(SITEMAP_PAGE_MAX_URLS),
      listingIds: z.array(listingIdSchema).max(SITEMAP_PAGE_MAX_URLS),
    }),
    errors: NOT_FOUND_ERRORS,
    auth: 'none',
    spec: '001 s2',
    summary:
      'One sitemap page: its landing pages (landing-N) or its active listing ids (vehicles-N), in a stable order.',
    description: 'A page past the last one is a 404.',
  }),
  getListingStatus: defineContract({
    name: 'getListingStatus',
    service: 'listing',
    method: 'GET',
    path: '/rest/lsc/listing/:listingId/status',
    params: z.object({ listingId: listingIdSchema }),
    reply: z.object({
      listingId: listingIdSchema,
      status: z.enum(['active', 'sold']),
      year: yearSchema,
      makeCode: codeSchema,
      make: z.string(),
      modelCode: codeSchema,
      model: z.string(),
    }),
    errors: NOT_FOUND_ERRORS,
    auth: 'none',
    spec: '001 s2',
    summary: "Whether a listing id is for sale or was (sold or removed), with its car's make and model.",
    description:
      'Ours: a vehicle page of a sold listing answers 410 with similar cars of its make and model; an id never listed is a 404.',
  }),
};
