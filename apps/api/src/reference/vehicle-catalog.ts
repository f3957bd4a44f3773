import {
  isTrimBuilt,
  listMakes,
  listModels,
  type MakeInfo,
  type ModelInfo,
  type TrimInfo,
} from '../data/reference/reference';
import { researchYears } from './research-years';
import { assignIds, type IdRange } from './stable-ids';

/** Trim ids: 8 digits, one per make, model and trim. */
export const TRIM_ID_RANGE: IdRange = { first: 10_000_000, size: 90_000_000 };
/** Research model ids: 6 digits, one per make and series (or model, for a model in no series). */
export const MODEL_ID_RANGE: IdRange = { first: 100_000, size: 900_000 };
/** A vehicle id is its model year followed by its trim id's 8 digits: `year * VEHICLE_ID_YEAR_FACTOR + trimId`. */
export const VEHICLE_ID_YEAR_FACTOR = 100_000_000;

/** One trim of the reference data with what every generator needs about it. */
export interface CatalogTrim {
  make: MakeInfo;
  model: ModelInfo;
  trim: TrimInfo;
  /** The trim's place among its model's trims, cheapest first. */
  index: number;
  /** 0 for the cheapest trim, 1 for the dearest (0 for a model with one trim). */
  level: number;
  trimId: number;
}

/** A trim in one model year: what a vehicle id names. */
export interface CatalogVehicle extends CatalogTrim {
  year: number;
  vehicleId: number;
}

interface Catalog {
  trims: CatalogTrim[];
  byTrimId: Map<number, CatalogTrim>;
  byModel: Map<string, CatalogTrim[]>;
}

let catalog: Catalog | undefined;

export const trimKey = (makeCode: string, modelCode: string, trimCode: string) =>
  `${makeCode}|${modelCode}|${trimCode}`;
const modelKey = (makeCode: string, modelCode: string) => `${makeCode}|${modelCode}`;

/** Built once per process on first use (the reference data is static); about 1,300 trims. */
function load(): Catalog {
  if (catalog) return catalog;
  const rows = listMakes().flatMap((make) =>
    listModels(make.code).flatMap((model) =>
      model.trims.map((trim, index) => ({ make, model, trim, index })),
    ),
  );
  const ids = assignIds(
    rows.map((row) => trimKey(row.make.code, row.model.code, row.trim.code)),
    TRIM_ID_RANGE,
  );
  const trims = rows.map((row) => ({
    ...row,
    level: row.model.trims.length > 1 ? row.index / (row.model.trims.length - 1) : 0,
    trimId: ids.get(trimKey(row.make.code, row.model.code, row.trim.code)) as number,
  }));
  const byModel = new Map<string, CatalogTrim[]>();
  for (const trim of trims) {
    const key = modelKey(trim.make.code, trim.model.code);
    byModel.set(key, [...(byModel.get(key) ?? []), trim]);
  }
  catalog = { trims, byTrimId: new Map(trims.map((trim) => [trim.trimId, trim])), byModel };
  return catalog;
}

/** Every trim of every make, makes and models by name, trims cheapest first. */
export function catalogTrims(): readonly CatalogTrim[] {
  return load().trims;
}

/** The trims of a model, cheapest first; empty for a make or model the reference data does not know. */
export function trimsOfModel(makeCode: string, modelCode: string): readonly CatalogTrim[] {
  return load().byModel.get(modelKey(makeCode.toUpperCase(), modelCode.toUpperCase())) ?? [];
}

export function vehicleIdOf(trimId: number, year: number): number {
  return year * VEHICLE_ID_YEAR_FACTOR + trimId;
}

export function vehicleOf(trim: CatalogTrim, year: number): CatalogVehicle {
  return { ...trim, year, vehicleId: vehicleIdOf(trim.trimId, year) };
}

/**
 * The vehicle a vehicle id names, or `undefined` when its trim is unknown or its model year is not in the
 * research reference (before the model or the trim, after it ended, or past the pre-order year).
 */
export function findVehicle(vehicleId: number, now: Date): CatalogVehicle | undefined {
  const year = Math.floor(vehicleId / VEHICLE_ID_YEAR_FACTOR);
  const trim = load().byTrimId.get(vehicleId % VEHICLE_ID_YEAR_FACTOR);
  if (!trim || !isTrimBuilt(trim.trim, year) || !researchYears(trim.model, now).includes(year))
    return undefined;
  return vehicleOf(trim, year);
}
