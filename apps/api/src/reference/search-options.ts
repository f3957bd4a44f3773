import type { SearchOptions } from '@forecourt/contracts';
import { allModels, listBodyStyles, listColors, listMakes } from '../data/reference/reference';

/**
 * "Reference data: makes, models (with trims, classSeries, categories), vehicle styles, exterior color groups"
 * (spec 000 s3): the makes we have models for, by name; every model of every make (make by name, then model by
 * name) with its trims cheapest first, its class series, and its categories (its body style, plus `Commercial`
 * for a model also sold as a work vehicle); the body styles in the spec's order; the colour groups by popularity.
 */
export function searchOptions(): SearchOptions {
  return {
    makes: listMakes(),
    models: allModels().map((model) => ({
      code: model.code,
      name: model.name,
      makeCode: model.makeCode,
      trims: model.trims.map((trim) => ({ code: trim.code, name: trim.name })),
      classSeries: model.seriesCode
        ? [{ code: model.seriesCode, name: model.seriesName ?? model.seriesCode }]
        : [],
      categories: [model.bodyStyle, ...(model.commercial ? ['Commercial'] : [])],
    })),
    vehicleStyles: listBodyStyles().map((style) => ({ code: style.code, name: style.name })),
    extColorGroups: [...listColors()],
  };
}
