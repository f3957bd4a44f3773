import { type ApiClient, ApiClientError } from '@forecourt/api-client';
import type { Brand } from '@forecourt/brand';
import type { FastifyInstance } from 'fastify';
import type { RouteLookups } from '../page-route';
import { robotsTxt, SITEMAP_INDEX_ID, sitemapIndexXml, urlSetXml } from '../seo/sitemap-xml';

export interface CrawlRoutesOptions {
  readonly api: ApiClient;
  /** The brand whose URL form the landing pages are written in. */
  readonly brand: Brand;
  /** The brand's public origin: every URL of robots.txt and the sitemaps is on it. */
  readonly origin: string;
  /** The reference data's lookups (`createRouteLookups`): landing pages by their models' name slugs. @default none */
  readonly routeLookups?: (() => Promise<RouteLookups>) | undefined;
}

/** How long crawlers and caches may keep a sitemap: the inventory changes by the minute, crawlers read daily. */
const SITEMAP_MAX_AGE_SECONDS = 300;

/**
 * robots.txt and the sitemaps (spec 001 s2's sitemap page type, `/cars-for-sale/sitemap/{sitemapPageId}`): the
 * index at `index`, then the API's pages (`landing-N`, `vehicles-N`) as XML on the brand's origin. A page's XML is
 * kept per inventory version: a request asks the API for the index (one read of the version there) and builds a
 * page again only when the version moved.
 */
export async function crawlRoutes(app: FastifyInstance, options: CrawlRoutesOptions): Promise<void> {
  const { api, origin } = options;
  const robots = robotsTxt(origin);
  const built = new Map<string, { version: string; xml: string }>();

  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );

  app.get<{ Params: { sitemapPageId: string } }>(
    '/cars-for-sale/sitemap/:sitemapPageId',
    async (request, reply) => {
      const id = request.params.sitemapPageId;
      const xml = (body: string) =>
        reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`)
          .send(body);
      const notFound = () =>
        reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('No such sitemap');
      let index: Awaited<ReturnType<ApiClient['getSitemapIndex']>>;
      try {
        index = await api.getSitemapIndex({});
      } catch {
        return reply.code(503).header('retry-after', '60').send('The sitemap is briefly unavailable');
      }
      if (id === SITEMAP_INDEX_ID)
        return xml(
          sitemapIndexXml(
            origin,
            index.pages.map((page) => page.id),
          ),
        );
      if (!index.pages.some((page) => page.id === id)) return notFound();
      const held = built.get(id);
      if (held?.version === index.version) return xml(held.xml);
      try {
        const page = await api.getSitemapPage({ params: { sitemapPageId: id } });
        const lookups = options.routeLookups ? await options.routeLookups() : {};
        const next = {
          version: page.version,
          xml: urlSetXml(origin, page, { brand: options.brand, modelSlugs: lookups.modelSlugs }),
        };
        built.set(id, next);
        return xml(next.xml);
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 404) return notFound();
        return reply.code(503).header('retry-after', '60').send('The sitemap is briefly unavailable');
      }
    },
  );
}
