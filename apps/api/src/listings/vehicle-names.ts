import { EXT_COLORS } from '../data/reference/colors';
import { FEATURES } from '../data/reference/features';
import { getFeedModel } from '../data/reference/feed-models';
import { BODY_STYLES, DRIVE_GROUPS, ENGINES, FUEL_TYPES, TRANSMISSIONS } from '../data/reference/options';
import { allModels, getModel, makeName } from '../data/reference/reference';

// Display names of the codes listings are stored with, from the product's own reference data (data/reference).
// A code the reference data does not know (an imported model, a new feature) is shown as it is: a visible
// code beats a guessed name.

const byCode = (entries: readonly { code: string; name: string }[]) =>
  new Map(entries.map((entry) => [entry.code, entry.name]));

const NAMES = {
  color: byCode(EXT_COLORS),
  feature: byCode(FEATURES),
  bodyStyle: byCode(BODY_STYLES),
  drive: byCode(DRIVE_GROUPS),
  engine: byCode(ENGINES),
  fuel: byCode(FUEL_TYPES),
  transmission: byCode(TRANSMISSIONS),
};

export type NamedCode = keyof typeof NAMES;

/** The display name of a closed-list code (colour, feature, body style, drive, engine, fuel, transmission). */
export function codeName(kind: NamedCode, code: string): string | undefined {
  return NAMES[kind].get(code);
}

export function makeLabel(makeCode: string): string {
  return makeName(makeCode) ?? makeCode;
}

/**
 * A model's name: the curated model's, else the one the importer matched it to (the EPA catalogue, or a distinct
 * model a curated one lists as an alias, such as `IS 350`), so an imported `750I` reads `750i`.
 */
export function modelLabel(makeCode: string, modelCode: string): string {
  return getModel(makeCode, modelCode)?.name ?? getFeedModel(makeCode, modelCode)?.name ?? modelCode;
}

interface ModelIndex {
  models: Map<string, string>;
  series: Map<string, string>;
  trims: Map<string, string>;
}

let index: ModelIndex | undefined;

// Facet values carry no make (a model facet is counted across makes), so their names come from an index of
// every model; built on first use.
function modelIndex(): ModelIndex {
  if (!index) {
    const built: ModelIndex = { models: new Map(), series: new Map(), trims: new Map() };
    for (const model of allModels()) {
      if (!built.models.has(model.code)) built.models.set(model.code, model.name);
      if (model.seriesCode && model.seriesName) built.series.set(model.seriesCode, model.seriesName);
      for (const trim of model.trims) built.trims.set(`${model.code}|${trim.code}`, trim.name);
    }
    index = built;
  }
  return index;
}

/** A model code's name, whatever its make; the code when no make has it. */
export function anyModelLabel(modelCode: string): string {
  return modelIndex().models.get(modelCode) ?? modelCode;
}

export function seriesLabel(seriesCode: string): string {
  return modelIndex().series.get(seriesCode) ?? seriesCode;
}

/** A `MODEL|TRIM` code's name: the trim's as the reference data spells it, else the part after the bar. */
export function trimLabel(trimCode: string): string {
  return modelIndex().trims.get(trimCode) ?? trimCode.slice(trimCode.indexOf('|') + 1);
}
