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

/**
 * The route lookups of a page and of what it has since learned: the models the page names (`namedModels`), then
 * those its search replies list (a one-make search's model facet, by code and name) and the search form's. Its
 * links name those models by their name slugs (`/honda/cr-v`) and its routes read them back, where a book of the
 * page's models alone wrote code slugs (`/honda/crv`) and read a name slug it did not know as a code ("No used
 * Honda CR-V", a recent search opened from the home page). A route it still cannot read is counted (`misses`):
 * the browser then loads it from the server, which has all the reference data.
 */
export interface ModelBook extends RouteLookups {
  /** Adds models (by make and code; a model already known keeps its row). */
  learn(models: readonly ReferenceModel[]): void;
  /** How many spellings the book has answered "not known here" (`null`) to: compared before and after a route. */
  readonly misses: number;
}

export function createModelBook(models: readonly ReferenceModel[] = []): ModelBook {
  const rows = new Map<string, ReferenceModel>();
  let lookups: RouteLookups = {};
  let misses = 0;
  const learn = (more: readonly ReferenceModel[]) => {
    let added = false;
    for (const model of more) {
      const key = `${model.makeCode.toUpperCase()}|${model.code}`;
      if (rows.has(key) || !model.name) continue;
      rows.set(key, model);
      added = true;
    }
    if (added) lookups = pageLookups([...rows.values()]);
  };
  const knownUnderAnyMake = (spelling: string) => {
    const makes = new Set([...rows.values()].map((row) => row.makeCode));
    for (const make of makes) if (typeof lookups.models?.(make, spelling) === 'string') return true;
    return false;
  };
  learn(models);
  // Stable functions over the growing book: hooks and effects that hold one see what it learns later.
  return {
    learn,
    get misses() {
      return misses;
    },
    models: (makeCode, spelling) => {
      const code = lookups.models ? lookups.models(makeCode, spelling) : null;
      // A search of several makes asks each make for each model: one the book knows under another make is no miss.
      if (code === null && !knownUnderAnyMake(spelling)) misses += 1;
      return code;
    },
    modelSlugs: (makeCode, modelCode) => lookups.modelSlugs?.(makeCode, modelCode),
    modelNames: (makeCode, modelCode) => lookups.modelNames?.(makeCode, modelCode),
  };
}

/** The models a search reply lists for a one-make search (its model facet, by code and name): for a book. */
export function repliedModels(
  query: SearchQuery,
  facets: { readonly modelCode?: readonly { value: string; label: string }[] } | undefined,
): ReferenceModel[] {
  const makes = list(query.makeCode);
  const makeCode = makes.length === 1 ? makes[0] : undefined;
  if (makeCode === undefined || !facets?.modelCode) return [];
  return facets.modelCode.map((option) => ({ makeCode, code: option.value, name: option.label }));
}
