import type { SeriesLookup } from './search-path';

/**
 * Resolves a model as a path segment or a query value spells it (`cr-v`, `CR-V`, `f-150`, `Town & Country`) to
 * the make's model code (`CRV`, `F150PICKUP`, `TOWNCOUNTRY`); `undefined` when the make has no such model; `null`
 * when the lookup cannot tell (it holds some models only, as the browser's does): the spelling is kept as written.
 */
export type ModelLookup = (makeCode: string, spelling: string) => string | null | undefined;

/**
 * A model's canonical path slug, its name's (`CRV` is `cr-v`, `CORV` is `corvette`), as real marketplaces spell
 * it; `undefined` when the lookup has none for it (the code's slug is written instead).
 */
export type ModelSlugLookup = (makeCode: string, modelCode: string) => string | undefined;

/** A model's name (`CRV` is `CR-V`), for pages that name what they show; `undefined` when not known. */
export type ModelNameLookup = (makeCode: string, modelCode: string) => string | undefined;

/** One model of the reference data: its code, its name, and the other names feeds and marketplaces use. */
export interface ReferenceModel {
  readonly makeCode: string;
  readonly code: string;
  readonly name: string;
  readonly aliases?: readonly string[];
}

/** One class series of the reference data (BMW 3 Series: `BMW3`, '3 Series'). */
export interface ReferenceSeries {
  readonly makeCode: string;
  readonly code: string;
  readonly name: string;
}

export interface ReferenceLookups {
  readonly models: ModelLookup;
  readonly series: SeriesLookup;
  /** For `encode` and `canonicalUrl`: the name slug of a model, the one canonical spelling of its segment. */
  readonly modelSlugs: ModelSlugLookup;
  readonly modelNames: ModelNameLookup;
}

/**
 * A name as a path segment: lower case, every run of other characters one hyphen, none at the ends (`CR-V` is
 * `cr-v`, `Town & Country` is `town-country`, `3 Series` is `3-series`). `''` for a name of no ASCII letter or
 * digit, or one with other letters (`Škala`): those keep their code's slug, which needs no escaping.
 */
export function nameSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : '';
}

/**
 * A spelling as it is compared: lower case, letters and digits only, so that hyphens, spaces, plus signs, dots
 * and case do not matter (`CR-V`, `cr-v`, `crv`, `Cr V` are one model), and `&` and the word `and` are one
 * (`town-&-country`, `town-and-country`, `Town & Country`). Non-ASCII letters are kept as letters.
 */
export function spellingKey(spelling: string): string {
  return spelling
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The keys a name is found by: itself, and with `&` read as nothing (`Town & Country` as `towncountry`). */
function keysOf(spelling: string): string[] {
  const key = spellingKey(spelling);
  const bare = spelling.includes('&') ? spellingKey(spelling.replace(/&/g, ' ')) : key;
  return bare === key ? [key] : [key, bare];
}

function index(
  table: Map<string, Map<string, string>>,
  makeCode: string,
  spellings: readonly string[],
  code: string,
) {
  const make = makeCode.toUpperCase();
  let byKey = table.get(make);
  if (!byKey) {
    byKey = new Map();
    table.set(make, byKey);
  }
  for (const spelling of spellings)
    for (const key of keysOf(spelling)) {
      // The first model to claim a spelling keeps it: codes come first, so a code is never taken by an alias.
      if (key !== '' && !byKey.has(key)) byKey.set(key, code);
    }
}

/**
 * Lookups for `decode` and `canonicalUrl` from reference data, built once: a model is found by its code, its
 * name or an alias, a series by its code or its name, in any of the spellings {@link spellingKey} folds together.
 * Pure: the caller fetches the data (the storefront from the API's search options) and passes it in.
 */
export function createReferenceLookups(data: {
  readonly models: readonly ReferenceModel[];
  readonly series?: readonly ReferenceSeries[];
  /**
   * Whether the rows are every model there is: a lookup of some models only (the browser's: those a page names)
   * answers `null` for any other spelling, which is then kept as written rather than dropped as unknown.
   * @default true
   */
  readonly complete?: boolean;
}): ReferenceLookups {
  const models = new Map<string, Map<string, string>>();
  // Codes before names and aliases, so that a model's code always finds that model.
  for (const model of data.models) index(models, model.makeCode, [model.code], model.code);
  for (const model of data.models)
    index(models, model.makeCode, [model.name, ...(model.aliases ?? [])], model.code);
  const series = new Map<string, Map<string, string>>();
  for (const item of data.series ?? []) index(series, item.makeCode, [item.code], item.code);
  for (const item of data.series ?? []) index(series, item.makeCode, [item.name], item.code);
  // A name slug only where it reads back as its model: two models whose names fold together keep one each, and
  // the other keeps its code's slug (the round trip stays exact).
  // By make, then code: no key text built per call (`encode` asks for every model segment it writes).
  const slugs = new Map<string, Map<string, string>>();
  const names = new Map<string, Map<string, string>>();
  const entry = (table: Map<string, Map<string, string>>, make: string) => {
    let byCode = table.get(make);
    if (!byCode) {
      byCode = new Map();
      table.set(make, byCode);
    }
    return byCode;
  };
  for (const model of data.models) {
    const make = model.makeCode.toUpperCase();
    const named = entry(names, make);
    if (!named.has(model.code)) named.set(model.code, model.name);
    const slug = nameSlug(model.name);
    const slugged = entry(slugs, make);
    if (slug !== '' && !slugged.has(model.code) && models.get(make)?.get(spellingKey(slug)) === model.code)
      slugged.set(model.code, slug);
  }
  const byMake = <T>(table: Map<string, T>, makeCode: string) =>
    table.get(makeCode) ?? table.get(makeCode.toUpperCase());
  const miss = data.complete === false ? null : undefined;
  return {
    modelSlugs: (makeCode, modelCode) => byMake(slugs, makeCode)?.get(modelCode),
    modelNames: (makeCode, modelCode) => byMake(names, makeCode)?.get(modelCode),
    models: (makeCode, spelling) => models.get(makeCode.toUpperCase())?.get(spellingKey(spelling)) ?? miss,
    series: (makeCode, segment) => {
      const key = spellingKey(segment);
      const code = series.get(makeCode.toUpperCase())?.get(key);
      // A model of the same spelling wins: the segment after the make is the model unless it names only a series.
      return code !== undefined && models.get(makeCode.toUpperCase())?.get(key) === undefined
        ? code
        : undefined;
    },
  };
}
