import { MAKE } from '@forecourt/seo-routes';
import { EXT_COLORS } from './colors';
import EPA_CATALOG from './epa-catalog.json';
import { FEATURES } from './features';
import { MAKE_ALIASES, MAKE_NAMES } from './make-names';
import { AMERICAN_MAKES } from './models-american';
import { EUROPEAN_KOREAN_MAKES } from './models-european-korean';
import { JAPANESE_MAKES } from './models-japanese';
import { BODY_STYLES, type BodyStyleName, STYLE_PACKAGES } from './options';
import { TRIM_YEARS } from './trim-years';
import type {
  DriveGroupCode,
  EngineCode,
  FuelTypeCode,
  RawMake,
  RawModel,
  TransmissionCode,
  VehicleStyleCode,
} from './types';

export interface MakeInfo {
  /** A code of the seo-routes `MAKE` vocabulary. */
  code: string;
  name: string;
}

export interface TrimInfo {
  /** `trimCodeOf(name)`: upper case, other characters as `+` (`EX-L` -> `EX+L`), as trim segments resolve. */
  code: string;
  name: string;
  /** Base MSRP of the current model year. */
  msrp: number;
  /** Optional packages; the dearest trim has them as standard and lists none. */
  packages: readonly string[];
  /** Model years the trim was built (`TRIM_YEARS`); absent: every year of its model. */
  years?: { first: number; last: number | null };
}

export interface ModelInfo {
  makeCode: string;
  code: string;
  name: string;
  seriesCode: string | null;
  seriesName: string | null;
  vehicleStyleCode: VehicleStyleCode;
  bodyStyle: BodyStyleName;
  /** First model year, and the last one for a model no longer built (`null`: still built). */
  years: { first: number; last: number | null };
  msrp: { min: number; max: number };
  fuelTypes: readonly FuelTypeCode[];
  engines: readonly EngineCode[];
  driveGroups: readonly DriveGroupCode[];
  transmissions: readonly TransmissionCode[];
  /** EPA city and highway mpg of the common version (MPGe for an electric car). */
  mpg: { city: number; highway: number };
  thirdRow: boolean;
  commercial: boolean;
  /** Relative share of the used market: the generator's popularity weight. */
  weight: number;
  /** Other names feeds use for the model. */
  aliases: readonly string[];
  trims: readonly TrimInfo[];
}

export interface MakeData extends MakeInfo {
  retention: number;
  wmi: readonly string[];
  models: readonly ModelInfo[];
}

/** A trim name as a trim code: upper case, each run of other characters one `+` (`EX-L` -> `EX+L`, `R/T` -> `R+T`). */
export function trimCodeOf(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '+')
    .replace(/^\+|\+$/g, '');
}

/** A model name as a fallback model code, for a model the reference data does not know (`Transit-250` -> `TRANSIT250`). */
export function modelCodeOf(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]+/g, '');
}

const RAW_MAKES: readonly RawMake[] = [...AMERICAN_MAKES, ...JAPANESE_MAKES, ...EUROPEAN_KOREAN_MAKES];

let cache: { makes: MakeData[]; byCode: Map<string, MakeData> } | undefined;

// Built on first use, not at import: the CLI's `migrate` never needs it.
function data() {
  if (!cache) {
    const makes = RAW_MAKES.map(expandMake).sort((a, b) => a.name.localeCompare(b.name));
    cache = { makes, byCode: new Map(makes.map((make) => [make.code, make])) };
  }
  return cache;
}

function expandMake(raw: RawMake): MakeData {
  const name = MAKE_NAMES[raw.code] ?? raw.code;
  const models = raw.models
    .map((model) => expandModel(raw, model))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { code: raw.code, name, retention: raw.retention, wmi: raw.wmi, models };
}

function expandModel(make: RawMake, raw: RawModel): ModelInfo {
  const packages = raw.packages ?? make.packages ?? STYLE_PACKAGES[raw.style];
  const [min, max] = raw.msrp;
  const steps = Math.max(1, raw.trims.length - 1);
  const trimYears = TRIM_YEARS[`${make.code}|${raw.code}`] ?? {};
  const trims = raw.trims.map((trimName, index) => ({
    code: trimCodeOf(trimName),
    name: trimName,
    // Geometric steps: trims climb by a similar percentage, not a similar dollar amount.
    msrp: Math.round((min * (max / min) ** (index / steps)) / 50) * 50,
    // The dearest trim includes the packages; the others offer two of them, rotating so trims differ.
    packages:
      index === raw.trims.length - 1
        ? []
        : [0, 1].map((offset) => packages[(index + offset) % packages.length] ?? ''),
    ...(trimYears[trimName]
      ? { years: { first: trimYears[trimName][0], last: trimYears[trimName][1] ?? null } }
      : {}),
  }));
  const style = BODY_STYLES.find((entry) => entry.code === raw.style);
  return {
    makeCode: make.code,
    code: raw.code,
    name: raw.name,
    seriesCode: raw.series?.[0] ?? null,
    seriesName: raw.series?.[1] ?? null,
    vehicleStyleCode: raw.style,
    bodyStyle: style?.name ?? 'Sedan',
    years: { first: raw.years[0], last: raw.years[1] ?? null },
    msrp: { min, max },
    fuelTypes: raw.fuels ?? ['GSL'],
    engines: raw.engines,
    driveGroups: raw.drives,
    transmissions: raw.manual ? ['AUT', 'MAN'] : ['AUT'],
    mpg: { city: raw.mpg[0], highway: raw.mpg[1] },
    thirdRow: raw.thirdRow ?? false,
    commercial: raw.commercial ?? false,
    weight: raw.weight,
    aliases: raw.aliases ?? [],
    trims: trims.map((trim) => ({ ...trim, packages: trim.packages.filter(Boolean) })),
  };
}

/** The makes we have models for, by name. */
export function listMakes(): MakeInfo[] {
  return data().makes.map(({ code, name }) => ({ code, name }));
}

/** Every make of the `MAKE` vocabulary with its display name, by name (dealer feeds carry old makes). */
export function listAllMakes(): MakeInfo[] {
  return [...MAKE.slugs.keys()]
    .map((code) => ({ code, name: MAKE_NAMES[code] ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A make's reference data with its models; `undefined` for a make without models. */
export function getMake(makeCode: string): MakeData | undefined {
  return data().byCode.get(makeCode.toUpperCase());
}

/** The display name of any `MAKE` vocabulary code; `undefined` for a code outside it. */
export function makeName(makeCode: string): string | undefined {
  return MAKE.slugs.has(makeCode) ? (MAKE_NAMES[makeCode] ?? makeCode) : undefined;
}

/** The make code for a name as feeds write it, any case (`'INFINITI'`, `'Chevy'`, `'land rover'`). */
export function findMakeCode(name: string): string | undefined {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!key) return undefined;
  const byName = Object.entries(MAKE_NAMES).find(([, display]) => display.toLowerCase() === key);
  if (byName) return byName[0];
  if (MAKE.codes.has(key.replace(/ /g, '-'))) return MAKE.codes.get(key.replace(/ /g, '-'));
  return MAKE_ALIASES[key] ?? (MAKE.slugs.has(key.toUpperCase()) ? key.toUpperCase() : undefined);
}

/** The models of a make, by name; empty for an unknown make. */
export function listModels(makeCode: string): readonly ModelInfo[] {
  return getMake(makeCode)?.models ?? [];
}

export function getModel(makeCode: string, modelCode: string): ModelInfo | undefined {
  const code = modelCode.toUpperCase();
  return listModels(makeCode).find((model) => model.code === code);
}

/** The trims of a model, cheapest first; empty for an unknown model. */
export function listTrims(makeCode: string, modelCode: string): readonly TrimInfo[] {
  return getModel(makeCode, modelCode)?.trims ?? [];
}

const fuelsByYear = new WeakMap<ModelInfo, Map<number, readonly FuelTypeCode[]>>();

// The EPA's runs of model years by fuel for one curated model, as a year -> fuels map over its run in the file.
function testedFuels(model: ModelInfo): Map<number, FuelTypeCode[]> | undefined {
  const entry = EPA_CATALOG.makes
    .find((make) => make.code === model.makeCode)
    ?.models.find((one) => one.code === model.code);
  const runs = (entry as { fuelYears?: Record<string, [number, number][]> } | undefined)?.fuelYears;
  if (!runs) return undefined;
  const years = new Map<number, FuelTypeCode[]>();
  for (const [fuel, spans] of Object.entries(runs))
    for (const [first, last] of spans)
      for (let year = first; year <= last; year++)
        years.set(year, [...(years.get(year) ?? []), fuel as FuelTypeCode]);
  return years;
}

/**
 * The fuels a curated model was sold with in a model year: none outside its curated years; inside the EPA
 * file's run of the model, its curated fuels the EPA tested it with that year (the commonest first), so no 2015
 * RAV4 is a hybrid (the first is 2016's), and none in a year the file shows no car of the model (the 2010 Kia
 * Sorento, the 2013-2014 Colorado); outside that run (years after the file's last, or a model the file names
 * otherwise, `EPA_RENAMED` of scripts/build-reference.ts), the curated fuels. A year the EPA tested only fuels
 * the curated data leaves out (its `Hybrid` includes the mild hybrids of a 2021 Audi A4) keeps the curated ones.
 */
export function fuelsInYear(model: ModelInfo, year: number): readonly FuelTypeCode[] {
  if (year < model.years.first || (model.years.last !== null && year > model.years.last)) return [];
  let years = fuelsByYear.get(model);
  if (!years) {
    years = new Map();
    const tested = testedFuels(model);
    if (tested) {
      const known = [...tested.keys()];
      for (let at = Math.min(...known); at <= Math.max(...known); at++) {
        const fuels = tested.get(at) ?? [];
        const offered = model.fuelTypes.filter((fuel) => fuels.includes(fuel));
        years.set(at, fuels.length === 0 ? [] : offered.length > 0 ? offered : model.fuelTypes);
      }
    }
    fuelsByYear.set(model, years);
  }
  return years.get(year) ?? model.fuelTypes;
}

/** The trim was built in that model year (`TRIM_YEARS`: no 2021 Pilot is a TrailSport). */
export function isTrimBuilt(trim: TrimInfo, year: number): boolean {
  return !trim.years || (trim.years.first <= year && (trim.years.last ?? year) >= year);
}

/** The trims of a model built in a model year, cheapest first. */
export function trimsInYear(model: ModelInfo, year: number): readonly TrimInfo[] {
  return model.trims.filter((trim) => isTrimBuilt(trim, year));
}

/** Model years a model is offered in, newest first, up to `currentModelYear`. */
export function modelYears(model: ModelInfo, currentModelYear: number): number[] {
  const last = Math.min(model.years.last ?? currentModelYear, currentModelYear);
  const years: number[] = [];
  for (let year = last; year >= model.years.first; year--)
    if (fuelsInYear(model, year).length > 0) years.push(year);
  return years;
}

/** Body styles in the spec's order, each with its vehicle style code and synonyms. */
export function listBodyStyles(): readonly (typeof BODY_STYLES)[number][] {
  return BODY_STYLES;
}

/** The body style a name or synonym stands for, any case (`'pickup'` -> Truck); `undefined` if none. */
export function findBodyStyle(name: string): (typeof BODY_STYLES)[number] | undefined {
  const key = name.trim().toLowerCase();
  return BODY_STYLES.find(
    (style) =>
      style.name.toLowerCase() === key || style.synonyms.some((synonym) => synonym.toLowerCase() === key),
  );
}

export function listColors(): readonly { code: string; name: string }[] {
  return EXT_COLORS.map(({ code, name }) => ({ code, name }));
}

export function listFeatures(): readonly { code: string; name: string }[] {
  return FEATURES;
}

/** Every model of every make, for the generator. */
export function allModels(): readonly ModelInfo[] {
  return data().makes.flatMap((make) => make.models);
}

/** A model of the complete catalogue (`epa-catalog.json`, built from the EPA file by `scripts/build-reference.ts`). */
export interface CatalogModelInfo {
  makeCode: string;
  code: string;
  name: string;
  /** First and last model year the EPA file lists (from 2001; the file ends with 2023). */
  years: { first: number; last: number };
  vehicleStyleCode: VehicleStyleCode;
  bodyStyle: BodyStyleName;
  fuelTypes: readonly FuelTypeCode[];
  /** One of the curated models above (which the inventory seed draws from), under the same code. */
  curated: boolean;
  /** Other names the EPA gives it. */
  aliases: readonly string[];
}

let catalog: { makes: MakeInfo[]; models: CatalogModelInfo[] } | undefined;

/**
 * Every US make and model of the last 25 model years (the EPA catalogue), by make name then model name: the
 * curated models under their own codes, and the rest, which no seeded listing has. Read only where a complete
 * list matters (search options, and through them the storefront's model slugs); the generator and the research
 * calls keep to the curated models.
 */
export function catalogModels(): readonly CatalogModelInfo[] {
  return catalogData().models;
}

/** Every make of the catalogue and of the curated data, by name. */
export function listCatalogMakes(): MakeInfo[] {
  return catalogData().makes;
}

function catalogData() {
  if (!catalog) {
    const makes = new Map(listMakes().map((make) => [make.code, make]));
    const models: CatalogModelInfo[] = [];
    for (const make of EPA_CATALOG.makes) {
      if (!makes.has(make.code))
        makes.set(make.code, { code: make.code, name: makeName(make.code) ?? make.name });
      for (const model of make.models) {
        const style = BODY_STYLES.find((entry) => entry.code === model.style);
        models.push({
          makeCode: make.code,
          code: model.code,
          name: model.name,
          years: { first: model.years[0] ?? 0, last: model.years[1] ?? 0 },
          vehicleStyleCode: model.style as VehicleStyleCode,
          bodyStyle: style?.name ?? 'Sedan',
          fuelTypes: model.fuels as FuelTypeCode[],
          curated: model.curated,
          aliases: model.aliases,
        });
      }
    }
    const sortedMakes = [...makes.values()].sort((a, b) => a.name.localeCompare(b.name));
    const order = new Map(sortedMakes.map((make, at) => [make.code, at]));
    models.sort(
      (a, b) => (order.get(a.makeCode) ?? 0) - (order.get(b.makeCode) ?? 0) || a.name.localeCompare(b.name),
    );
    catalog = { makes: sortedMakes, models };
  }
  return catalog;
}
