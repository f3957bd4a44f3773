import { createReferenceLookups, type ReferenceModel, type SearchQuery } from '@forecourt/seo-routes';
import type { RouteLookups } from './page-route';

const list = (value: SearchQuery[string] | undefined): string[] =>
  value === undefined
    ? []
    : Array.isArray(value)
      ? value.map(String)
      : String(value).split(',').filter(Boolean);

/**
 * The models a search names, as reference rows (make, code, name), from the server's lookups of all the reference
 * data: what the page's bootstrap data carries, so the browser reads the page's name slugs (`/honda/cr-v`) back to
 * their codes and names the model as the server did. A few hundred bytes, where the whole list is some 250 KB.
 */
export function namedModels(query: SearchQuery, lookups: RouteLookups): ReferenceModel[] {
  const names = lookups.modelNames;
  if (!names) return [];
  const rows: ReferenceModel[] = [];
  for (const makeCode of list(query.makeCode))
    for (const code of list(query.modelCode)) {
      const name = names(makeCode, code);
      if (name !== undefined) rows.push({ makeCode, code, name });
    }
  return rows;
}

/**
 * The lookups of a page's own models (`namedModels`), made alike on the server and in the browser so both render
 * the same links and head: names and name slugs of those models; any other model is kept as written
 * (`complete: false`), never taken for an unknown one.
 */
export function pageLookups(models: readonly ReferenceModel[]): RouteLookups {
  if (models.length === 0) return {};
  const lookups = createReferenceLookups({ models, complete: false });
  return { models: lookups.models, modelSlugs: lookups.modelSlugs, modelNames: lookups.modelNames };
}
