import type { CONTRACTS, VehicleOption, VehicleReference, VehicleSpec } from '@forecourt/contracts';
import type { z } from 'zod';
import {
  allModels,
  isTrimBuilt,
  listBodyStyles,
  listModels,
  type ModelInfo,
} from '../data/reference/reference';
import { inVehicleClass, researchYears } from './research-years';
import { assignIds } from './stable-ids';
import { type CatalogVehicle, findVehicle, MODEL_ID_RANGE, trimsOfModel, vehicleOf } from './vehicle-catalog';
import { vehicleOptions } from './vehicle-options';
import { nationalBasePrice, vehicleReference } from './vehicle-reference';
import { vehicleSpecs } from './vehicle-specs';

type Query<K extends keyof typeof CONTRACTS> = z.output<(typeof CONTRACTS)[K]['query']>;
export type ResearchModel = z.output<(typeof CONTRACTS)['getResearchModels']['reply']>['items'][number];

/** A research model is a series (BMW 3 Series: 328i, 330i, M340i) or a model in no series (Ford F-150). */
const groupKey = (model: ModelInfo) =>
  model.seriesCode ? `${model.makeCode}|S|${model.seriesCode}` : `${model.makeCode}|M|${model.code}`;

let modelIds: Map<string, number> | undefined;
function modelIdOf(model: ModelInfo): number {
  modelIds ??= assignIds(allModels().map(groupKey), MODEL_ID_RANGE);
  return modelIds.get(groupKey(model)) as number;
}

/**
 * The research models of a make ("items with atcModels and atcClassSeries codes", spec 001 s7), by name, built
 * in `yearId` when given (otherwise in any year of the research reference), at most `limit` ("models limit 25
 * default, 50 for model loading", spec 001 s9). An unknown make has no models.
 */
export function researchModels(query: Query<'getResearchModels'>, now: Date): ResearchModel[] {
  const groups = new Map<string, ResearchModel>();
  for (const model of listModels(query.atcMakeCode)) {
    const years = researchYears(model, now);
    if (query.yearId === undefined ? years.length === 0 : !years.includes(query.yearId)) continue;
    const key = groupKey(model);
    const group = groups.get(key) ?? {
      modelId: modelIdOf(model),
      modelName: model.seriesName ?? model.name,
      atcModels: [],
      atcClassSeries: model.seriesCode
        ? [{ code: model.seriesCode, name: model.seriesName ?? model.seriesCode }]
        : [],
    };
    group.atcModels.push({ code: model.code, name: model.name });
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.modelName.localeCompare(b.modelName) || a.modelId - b.modelId)
    .slice(0, query.limit);
}

/**
 * Vehicle reference (trim) data of a make, optionally one model and one model year, newest year first, then
 * model name, then trim from the cheapest; at most `limit` ("Trim reference page size 5, or 100 for a selected
 * model", spec 001 s9: the client asks for 100). `vehicleClass` NewCar keeps the model year on sale and the next
 * (pre-order); `hasPricing` keeps vehicles with a national MSRP (every vehicle of ours has one).
 */
export function researchVehicles(query: Query<'getResearchVehicles'>, now: Date): VehicleReference[] {
  const models = listModels(query.atcMakeCode).filter(
    (model) => query.atcModelCode === undefined || model.code === query.atcModelCode.toUpperCase(),
  );
  const vehicles: CatalogVehicle[] = [];
  for (const model of models) {
    const years = researchYears(model, now).filter(
      (year) =>
        (query.yearId === undefined || year === query.yearId) &&
        inVehicleClass(year, query.vehicleClass, now),
    );
    const trims = trimsOfModel(model.makeCode, model.code);
    for (const year of years)
      for (const trim of trims) if (isTrimBuilt(trim.trim, year)) vehicles.push(vehicleOf(trim, year));
  }
  // Models come by name and trims cheapest first already; a stable sort by year keeps that within a year.
  return vehicles
    .sort((a, b) => b.year - a.year)
    .filter((vehicle) => !query.hasPricing || nationalBasePrice(vehicle, now) > 0)
    .slice(0, query.limit)
    .map((vehicle) => vehicleReference(vehicle, now));
}

/** The options of a vehicle ("limit=500", spec 001 s7), or `undefined` for a vehicle id nobody issued. */
export function optionsOfVehicle(vehicleId: number, limit: number, now: Date): VehicleOption[] | undefined {
  const vehicle = findVehicle(vehicleId, now);
  return vehicle && vehicleOptions(vehicle).slice(0, limit);
}

/** The specs of a vehicle ("limit=500", spec 001 s7), or `undefined` for a vehicle id nobody issued. */
export function specsOfVehicle(vehicleId: number, limit: number, now: Date): VehicleSpec[] | undefined {
  const vehicle = findVehicle(vehicleId, now);
  return vehicle && vehicleSpecs(vehicle).slice(0, limit);
}

/**
 * The body styles of a make (or of every make) in a model year, "in the order Sedan, SUV, Truck, Coupe,
 * Convertible, Wagon, Van, Hatchback" (spec 001 s9). The year defaults to the current calendar year ("yearId
 * (default current year)", spec 001 s7).
 */
export function bodyStyles(query: Query<'getBodyStyles'>, now: Date): { code: string; name: string }[] {
  const year = query.yearId ?? now.getUTCFullYear();
  const models = query.atcMakeCode === undefined ? allModels() : listModels(query.atcMakeCode);
  const built = new Set(
    models.filter((model) => researchYears(model, now).includes(year)).map((model) => model.vehicleStyleCode),
  );
  return listBodyStyles()
    .filter((style) => built.has(style.code))
    .map((style) => ({ code: style.code, name: style.name }));
}
