import { FUEL_TYPES } from '../data/reference/options';
import type { ModelInfo } from '../data/reference/reference';
import type { DriveGroupCode, EngineCode, FuelTypeCode } from '../data/reference/types';
import { hashedId } from './stable-ids';
import type { CatalogVehicle } from './vehicle-catalog';

/** A number from 0 to 0.999 that depends only on the key: the spread between similar models. */
export function unitOf(key: string): number {
  return hashedId(key, { first: 0, size: 1000 }) / 1000;
}

const CYLINDERS: Readonly<Record<EngineCode, number>> = {
  ELECTRIC: 0,
  '3CLDR': 3,
  '4CLDR': 4,
  '5CLDR': 5,
  ROTARY: 5.5,
  '6CLDR': 6,
  '8CLDR': 8,
  '10CLDR': 10,
  '12CLDR': 12,
  '16CLDR': 16,
};

/** Displacements in litres a maker picks from, and the layout's name (real engines of each size). */
const ENGINE_SIZES: Readonly<
  Record<EngineCode, { litres: readonly number[]; layout: string; hp: [number, number] }>
> = {
  ELECTRIC: { litres: [0], layout: 'Electric Motor', hp: [200, 480] },
  '3CLDR': { litres: [1.0, 1.2, 1.5], layout: 'I3', hp: [130, 180] },
  '4CLDR': { litres: [1.5, 2.0, 2.4, 2.5], layout: 'I4', hp: [150, 300] },
  '5CLDR': { litres: [2.5], layout: 'I5', hp: [300, 400] },
  ROTARY: { litres: [1.3], layout: 'Rotary', hp: [190, 240] },
  '6CLDR': { litres: [3.0, 3.5, 3.6], layout: 'V6', hp: [280, 400] },
  '8CLDR': { litres: [5.0, 5.3, 5.7, 6.2], layout: 'V8', hp: [355, 500] },
  '10CLDR': { litres: [5.2], layout: 'V10', hp: [600, 630] },
  '12CLDR': { litres: [6.5], layout: 'V12', hp: [600, 800] },
  '16CLDR': { litres: [8.0], layout: 'W16', hp: [1000, 1500] },
};
const DIESEL_LITRES: Partial<Record<EngineCode, number>> = { '4CLDR': 2.0, '6CLDR': 3.0, '8CLDR': 6.6 };
/** Makers that build straight sixes rather than V6s, and those that build flat (boxer) engines. */
const STRAIGHT_SIX_MAKES = new Set(['BMW', 'MB', 'ROV', 'VOLVO']);
const BOXER_MAKES = new Set(['SUB', 'POR']);

export const DRIVE_NAMES = {
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
  AWD: 'All Wheel Drive',
  '4WD': 'Four Wheel Drive',
} as const;

/** The model's engines from the fewest cylinders to the most: cheap trims get the small one. */
export function enginesBySize(model: ModelInfo): EngineCode[] {
  return [...model.engines].sort((a, b) => CYLINDERS[a] - CYLINDERS[b]);
}

/** The engine of a trim: its level picks along the engines from small to large. */
export function engineOf(vehicle: CatalogVehicle): EngineCode {
  const engines = enginesBySize(vehicle.model);
  return engines[Math.min(engines.length - 1, Math.floor(vehicle.level * engines.length))] ?? 'ELECTRIC';
}

export function fuelOf(vehicle: CatalogVehicle): FuelTypeCode {
  return vehicle.model.fuelTypes[0] ?? 'GSL';
}

export function fuelName(fuel: FuelTypeCode): string {
  return FUEL_TYPES.find((entry) => entry.code === fuel)?.name ?? 'Gasoline';
}

/** "2.0L I4 Turbo", "5.3L V8", "2.5L I4 Hybrid", "3.0L V6 Turbo Diesel", "Electric Motor". */
export function engineName(model: ModelInfo, engine: EngineCode, fuel: FuelTypeCode): string {
  const size = ENGINE_SIZES[engine];
  if (engine === 'ELECTRIC' || fuel === 'ELE') return 'Electric Motor';
  const diesel = fuel === 'DSL' ? DIESEL_LITRES[engine] : undefined;
  const litres =
    diesel ??
    size.litres[Math.floor(unitOf(`${model.makeCode}|${model.code}|${engine}`) * size.litres.length)] ??
    2;
  const boxer = BOXER_MAKES.has(model.makeCode) && (engine === '4CLDR' || engine === '6CLDR');
  const layout = boxer
    ? `H${CYLINDERS[engine]}`
    : engine === '6CLDR' && STRAIGHT_SIX_MAKES.has(model.makeCode)
      ? 'I6'
      : size.layout;
  const turbo =
    engine === '3CLDR' || (engine === '4CLDR' && litres <= 2) || (engine === '6CLDR' && litres === 3);
  const suffix =
    fuel === 'DSL'
      ? ' Turbo Diesel'
      : fuel === 'HYB'
        ? ' Hybrid'
        : fuel === 'PIH'
          ? ' Plug-In Hybrid'
          : turbo
            ? ' Turbo'
            : '';
  return `${litres.toFixed(1)}L ${layout}${suffix}`;
}

/** Every engine a model is offered with: each size with its main fuel, then its other fuels on the base size. */
export function availableEngines(model: ModelInfo): string[] {
  const [main = 'GSL', ...others] = model.fuelTypes;
  const engines = enginesBySize(model);
  const names = [
    ...engines.map((engine) => engineName(model, engine, main)),
    ...others.map((fuel) => engineName(model, engines[0] ?? 'ELECTRIC', fuel)),
  ];
  return [...new Set(names)];
}

export function horsepowerOf(vehicle: CatalogVehicle): number {
  const [low, high] = ENGINE_SIZES[engineOf(vehicle)].hp;
  const spread = 0.6 * vehicle.level + 0.4 * unitOf(`${vehicle.make.code}|${vehicle.model.code}|hp`);
  return Math.round((low + (high - low) * spread) / 5) * 5;
}

export function automaticName(model: ModelInfo, engine: EngineCode, fuel: FuelTypeCode): string {
  if (engine === 'ELECTRIC' || fuel === 'ELE') return '1-Speed Automatic';
  if (fuel === 'HYB' || fuel === 'PIH') return 'CVT';
  if (model.vehicleStyleCode === 'TRUCKS' || engine === '8CLDR') return '10-Speed Automatic';
  if (CYLINDERS[engine] <= 4 && model.driveGroups[0] === 'FWD' && model.msrp.min < 35_000) return 'CVT';
  return '8-Speed Automatic';
}

export function transmissionOf(vehicle: CatalogVehicle): string {
  return automaticName(vehicle.model, engineOf(vehicle), fuelOf(vehicle));
}

export function availableTransmissions(vehicle: CatalogVehicle): string[] {
  const manual =
    vehicle.model.transmissions.includes('MAN') && fuelOf(vehicle) !== 'ELE' ? ['6-Speed Manual'] : [];
  return [transmissionOf(vehicle), ...manual];
}

/** Makes whose driven-all-wheels SUVs are all-wheel drive whatever their build (Subaru, luxury and electric makers). */
const ALL_WHEEL_MAKES = new Set([
  'SUB',
  'TESLA',
  'ACURA',
  'AUDI',
  'BMW',
  'CAD',
  'GENESIS',
  'INFIN',
  'LEXUS',
  'LINC',
  'MB',
  'POR',
  'VOLVO',
]);

/**
 * Pickups and body-on-frame SUVs (no front-drive version: Tahoe, Bronco, Wrangler) have four-wheel drive; car-based
 * crossovers, cars, electric cars and the makes above all-wheel drive.
 */
export function driveName(model: ModelInfo, drive: DriveGroupCode): string {
  if (drive === 'FWD') return DRIVE_NAMES.FWD;
  if (drive === 'RWD') return DRIVE_NAMES.RWD;
  const bodyOnFrame =
    model.vehicleStyleCode === 'SUVCROSS' &&
    !model.driveGroups.includes('FWD') &&
    !model.fuelTypes.includes('ELE') &&
    !ALL_WHEEL_MAKES.has(model.makeCode);
  return model.vehicleStyleCode === 'TRUCKS' || bodyOnFrame ? DRIVE_NAMES['4WD'] : DRIVE_NAMES.AWD;
}

/** Upper trims come with all-wheel drive where the model offers it. */
export function driveOf(vehicle: CatalogVehicle): DriveGroupCode {
  const drives = vehicle.model.driveGroups;
  return vehicle.level >= 0.5 && drives.includes('AWD4WD') ? 'AWD4WD' : (drives[0] ?? 'FWD');
}

export interface Economy {
  city: number;
  highway: number;
  combined: number;
}

/** EPA figures of the vehicle: the model's common version, less for a bigger engine or added drive wheels. */
export function economyOf(vehicle: CatalogVehicle): Economy {
  const { model } = vehicle;
  const common = model.engines[0] ?? 'ELECTRIC';
  const engine = engineOf(vehicle);
  const factor =
    (CYLINDERS[engine] > CYLINDERS[common] ? 0.85 : CYLINDERS[engine] < CYLINDERS[common] ? 1.08 : 1) *
    (driveOf(vehicle) === 'AWD4WD' && model.driveGroups[0] !== 'AWD4WD' ? 0.95 : 1);
  const city = Math.round(model.mpg.city * factor);
  const highway = Math.round(model.mpg.highway * factor);
  return { city, highway, combined: Math.round(0.55 * city + 0.45 * highway) };
}

/** Miles on a charge: electric cars 230 to 360 (less for older years), plug-in hybrids about 30. */
export function electricRangeOf(vehicle: CatalogVehicle): number | undefined {
  const fuel = fuelOf(vehicle);
  const spread = unitOf(`${vehicle.make.code}|${vehicle.model.code}|range`);
  if (fuel === 'PIH') return Math.round(25 + 15 * spread);
  if (fuel !== 'ELE') return undefined;
  const range = 230 + 100 * spread + 30 * vehicle.level - 6 * Math.max(0, 2024 - vehicle.year);
  return Math.max(80, Math.round(range));
}

/** Hours to charge from empty on a 240-volt (level 2) charger. */
export function chargeHoursOf(vehicle: CatalogVehicle): number | undefined {
  const range = electricRangeOf(vehicle);
  // A plug-in hybrid's small charger adds about 12 miles an hour, an electric car's about 30.
  const milesPerHour = fuelOf(vehicle) === 'PIH' ? 12 : 30;
  return range === undefined ? undefined : Math.round((range / milesPerHour) * 10) / 10;
}
