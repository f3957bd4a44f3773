import { CONTRACTS } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-failure';
import { checkBuiltReplies, route } from '../http/contract-route';
import { rowIds } from '../listings/listing-replies';
import { makeLabel, modelLabel } from '../listings/vehicle-names';
import { createSitemap } from '../seo/sitemap';
import type { ServerDeps } from '../server-deps';

/** The sitemap's pages and a listing's status: what the brand servers' crawling pages are built from (issue 32). */
export function registerSeoRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps.database;
  const sitemap = createSitemap(db, { serialize: { check: checkBuiltReplies() } });

  route(app, CONTRACTS.getSitemapIndex, () => sitemap.index());

  route(app, CONTRACTS.getSitemapPage, async ({ params }) => {
    const page = await sitemap.page(params.sitemapPageId);
    if (!page) throw notFound(`The sitemap page ${params.sitemapPageId}`);
    return page;
  });

  route(app, CONTRACTS.getListingStatus, async ({ params }) => {
    // An id past the column's range was never a listing (and would be a SQL error).
    const [id] = rowIds([params.listingId]);
    const row =
      id === undefined
        ? undefined
        : await db
            .selectFrom('listings')
            .select(['id', 'status', 'year', 'make_code', 'model_code'])
            .where('id', '=', id)
            .executeTakeFirst();
    if (!row) throw notFound(`A listing with id ${params.listingId}`);
    return {
      listingId: String(row.id),
      status: row.status,
      year: row.year,
      makeCode: row.make_code,
      make: makeLabel(row.make_code),
      modelCode: row.model_code,
      model: modelLabel(row.make_code, row.model_code),
    };
  });
}
