import type { SearchOptions } from '@forecourt/contracts';
import { listFeedModels, sameModelAliases } from '../data/reference/feed-models';
import {
  allModels,
  catalogModels,
  listBodyStyles,
  listCatalogMakes,
  listColors,
} from '../data/reference/reference';

/**
 * "Reference data: makes, models (with trims, classSeries, categories), vehicle styles, exterior color groups"
 * (spec 000 s3): every make of the catalogue, by name; every model of every make (make by name, then model by
 * name): the curated models with their trims cheapest first, class series and categories (body style, plus
 * `Commercial` for a model also sold as a work vehicle), and the rest of the EPA catalogue without trims; each
 * with its other names (`aliases`) for reading model slugs; the body styles in the spec's order; the colour groups
 * by popularity. An alias that names another car (`IS 350` of `IS 300`) is a model of its own, as the importer
 * files it, so its URL shows those cars and not the other model's.
 */
export function searchOptions(): SearchOptions {
  const catalog = new Map(catalogModels().map((model) => [`${model.makeCode}|${model.code}`, model]));
  const styleNames = new Map(listBodyStyles().map((style) => [style.code, style.name]));
  const curated = allModels().map((model) => {
    const known = catalog.get(`${model.makeCode}|${model.code}`);
    const aliases = sameModelAliases(model.name, [...new Set([...model.aliases, ...(known?.aliases ?? [])])]);
    return {
      code: model.code,
      name: model.name,
      makeCode: model.makeCode,
      trims: model.trims.map((trim) => ({ code: trim.code, name: trim.name })),
      classSeries: model.seriesCode
        ? [{ code: model.seriesCode, name: model.seriesName ?? model.seriesCode }]
        : [],
      categories: [model.bodyStyle, ...(model.commercial ? ['Commercial'] : [])],
      ...(aliases.length > 0 && { aliases }),
    };
  });
  const seen = new Set(curated.map((model) => `${model.makeCode}|${model.code}`));
  const makes = listCatalogMakes();
  // The rest of the catalogue and the distinct aliases: models no seeded listing has, so no trims of ours; still a
  // model a URL may name and a feed may bring.
  const others = makes.flatMap((make) =>
    listFeedModels(make.code)
      .filter((model) => !seen.has(`${model.makeCode}|${model.code}`))
      .map((model) => {
        const aliases = catalog.get(`${model.makeCode}|${model.code}`)?.aliases ?? [];
        return {
          code: model.code,
          name: model.name,
          makeCode: model.makeCode,
          trims: [],
          classSeries: [],
          categories: [styleNames.get(model.vehicleStyleCode) ?? 'Sedan'],
          ...(aliases.length > 0 && { aliases: [...aliases] }),
        };
      }),
  );
  const order = new Map(makes.map((make, at) => [make.code, at]));
  return {
    makes,
    models: [...curated, ...others].sort(
      (a, b) => (order.get(a.makeCode) ?? 0) - (order.get(b.makeCode) ?? 0) || a.name.localeCompare(b.name),
    ),
    vehicleStyles: listBodyStyles().map((style) => ({ code: style.code, name: style.name })),
    extColorGroups: [...listColors()],
  };
}
