import type { ApiClient } from '@forecourt/api-client';
import { createReferenceLookups } from '@forecourt/seo-routes';
import type { RouteLookups } from '../page-route';

/** How long the reference data is kept: "Reference cache time-to-live 12 hours" (spec 000 s9). */
export const ROUTE_LOOKUPS_TTL_MS = 43_200_000;
/**
 * After a failed fetch, how long pages decode without the lookups before the next try: short, since a name slug
 * decoded as written finds no car (a brand worker that asked while the API was still starting showed "No Honda
 * CR-V EX-L" for half a minute); one failing request a second per worker costs a down API nothing.
 */
export const ROUTE_LOOKUPS_RETRY_MS = 1_000;

/**
 * The search-path lookups of the reference data (models by code, name and alias; class series; name slugs and
 * names by code), fetched once
 * through the API's search options and kept 12 hours. While the API cannot answer, paths decode without them (as
 * they are written) rather than failing the page, and the fetch is tried again a second later.
 */
export function createRouteLookups(
  api: Pick<ApiClient, 'getSearchOptions'>,
  now: () => number = Date.now,
): () => Promise<RouteLookups> {
  let held: { lookups: Promise<RouteLookups>; until: number } | undefined;
  return () => {
    const time = now();
    if (held && time < held.until) return held.lookups;
    const entry = {
      until: time + ROUTE_LOOKUPS_TTL_MS,
      lookups: api.getSearchOptions().then(
        (options): RouteLookups => {
          // Reference data without models would make every model unknown: decode as written, and ask again.
          if (options.models.length === 0) {
            entry.until = now() + ROUTE_LOOKUPS_RETRY_MS;
            return {};
          }
          const series = options.models.flatMap((model) =>
            model.classSeries.map((item) => ({ makeCode: model.makeCode, code: item.code, name: item.name })),
          );
          const lookups = createReferenceLookups({ models: options.models, series });
          return {
            models: lookups.models,
            series: lookups.series,
            modelSlugs: lookups.modelSlugs,
            modelNames: lookups.modelNames,
          };
        },
        (): RouteLookups => {
          entry.until = now() + ROUTE_LOOKUPS_RETRY_MS;
          return {};
        },
      ),
    };
    held = entry;
    return entry.lookups;
  };
}
