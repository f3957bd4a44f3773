import type { VehicleOption } from '@forecourt/contracts';
import { EXT_COLORS, INTERIOR_COLORS } from '../data/reference/colors';
import type { FuelTypeCode } from '../data/reference/types';
import { hashedId } from './stable-ids';
import type { CatalogVehicle } from './vehicle-catalog';
import { trimsOfModel } from './vehicle-catalog';
import { featureFlagsOf } from './vehicle-features';
import {
  driveName,
  driveOf,
  engineName,
  engineOf,
  enginesBySize,
  fuelOf,
  transmissionOf,
  unitOf,
} from './vehicle-powertrain';

type Group = VehicleOption['categoryGroup'];

/** Option ids: 7 digits, one per category group and option name, the same on every vehicle offering it. */
export const OPTION_ID_RANGE = { first: 1_000_000, size: 9_000_000 } as const;

/** Extra cost of an engine that runs on another fuel than the model's main one. */
const FUEL_PREMIUM: Partial<Record<FuelTypeCode, number>> = { HYB: 2_500, DSL: 4_000, PIH: 6_000, GSL: 0 };
const ENGINE_STEP_PRICE = 1_995;
const AWD_PRICE = 2_000;
const FOUR_WHEEL_DRIVE_PRICE = 3_500;
const LEATHER_PRICE = 1_495;
/** Paints always offered, then three of the others, by model. */
const CORE_PAINTS = ['WHITE', 'BLACK', 'GRAY', 'SILVER'];
const ACCENT_PAINTS = ['BLUE', 'RED', 'CHARCOAL', 'GREEN', 'BROWN', 'BEIGE', 'ORANGE', 'BURGUNDY'];

export function optionIdOf(group: Group, name: string): number {
  return hashedId(`${group}|${name}`, OPTION_ID_RANGE);
}

/** "mandatory (when the category contains Mandatory)": our one-of groups, where a buyer must pick one option. */
function option(group: Group, name: string, msrp: number, extra: Partial<VehicleOption> = {}): VehicleOption {
  const category = group === 'Packages' ? 'Packages' : `Mandatory ${group}`;
  return {
    vehicleOptionId: optionIdOf(group, name),
    categoryGroup: group,
    category,
    optionName: name,
    optionType: 'Factory',
    availability: msrp === 0 ? 'Standard' : 'Optional',
    msrp,
    mandatory: category.includes('Mandatory'),
    ...extra,
  };
}

function paintPrice(paint: string): number {
  if (/Pearl|Crystal|Tricoat/.test(paint)) return 695;
  if (/Metallic|Mica/.test(paint)) return 395;
  return 0;
}

function drivetrains(vehicle: CatalogVehicle): VehicleOption[] {
  const standard = driveOf(vehicle);
  const options = [option('Drivetrain', driveName(vehicle.model, standard), 0)];
  if (standard !== 'AWD4WD' && vehicle.model.driveGroups.includes('AWD4WD')) {
    const name = driveName(vehicle.model, 'AWD4WD');
    options.push(option('Drivetrain', name, name.startsWith('Four') ? FOUR_WHEEL_DRIVE_PRICE : AWD_PRICE));
  }
  return options;
}

/** The trim's engine as standard; bigger engines and the other fuels' versions at extra cost. */
function engines(vehicle: CatalogVehicle): VehicleOption[] {
  const { model } = vehicle;
  const sizes = enginesBySize(model);
  const at = sizes.indexOf(engineOf(vehicle));
  const [main = 'GSL', ...others] = model.fuelTypes;
  const names = new Map<string, number>([[engineName(model, engineOf(vehicle), main), 0]]);
  sizes.slice(at + 1).forEach((engine, step) => {
    names.set(engineName(model, engine, main), (step + 1) * ENGINE_STEP_PRICE);
  });
  for (const fuel of others) {
    const name = engineName(model, engineOf(vehicle), fuel);
    if (!names.has(name)) names.set(name, FUEL_PREMIUM[fuel] ?? 0);
  }
  return [...names].map(([name, price], index) =>
    option('Engine', name, price, index === 0 ? {} : { availability: 'Optional' }),
  );
}

function transmissions(vehicle: CatalogVehicle): VehicleOption[] {
  const options = [option('Transmission', transmissionOf(vehicle), 0)];
  if (vehicle.model.transmissions.includes('MAN') && fuelOf(vehicle) !== 'ELE') {
    options.push(option('Transmission', '6-Speed Manual', 0, { availability: 'Optional' }));
  }
  return options;
}

function exteriorColors(vehicle: CatalogVehicle): VehicleOption[] {
  const { model } = vehicle;
  const spin = Math.floor(unitOf(`${model.makeCode}|${model.code}|paint`) * ACCENT_PAINTS.length);
  const groups = [
    ...CORE_PAINTS,
    ...[0, 1, 2].map((step) => ACCENT_PAINTS[(spin + step) % ACCENT_PAINTS.length]),
  ];
  return groups.flatMap((code, index) => {
    const paints = EXT_COLORS.find((color) => color.code === code)?.paints ?? [];
    const paint = paints[(spin + index) % Math.max(1, paints.length)];
    return paint ? [option('Exterior Colors', paint, paintPrice(paint))] : [];
  });
}

function interiorColors(vehicle: CatalogVehicle): VehicleOption[] {
  const leather = featureFlagsOf(vehicle).hasLeatherSeats;
  const spin = Math.floor(unitOf(`${vehicle.make.code}|${vehicle.model.code}|interior`) * 3);
  const colors = [0, 1, 2].map(
    (step) => INTERIOR_COLORS[(spin + step) % INTERIOR_COLORS.length]?.[0] ?? 'Black',
  );
  const options = [...new Set(colors)].map((color) =>
    option('Interior Colors', `${color} ${leather ? 'Leather' : 'Cloth'}`, 0),
  );
  if (!leather && vehicle.level >= 0.25) {
    options.push(option('Interior Colors', `${colors[0] ?? 'Black'} Leather`, LEATHER_PRICE));
  }
  return options;
}

/** The trim's optional packages, priced by name; the dearest trim has every package of its model as standard. */
function packages(vehicle: CatalogVehicle): VehicleOption[] {
  const footer = `Available on the ${vehicle.trim.name} trim.`;
  if (vehicle.trim.packages.length > 0) {
    return vehicle.trim.packages.map((name) => {
      const price = Math.round((895 + 2_600 * unitOf(`${vehicle.make.code}|${name}`)) / 5) * 5;
      return option('Packages', name, price, { footer });
    });
  }
  const all = new Set(
    trimsOfModel(vehicle.make.code, vehicle.model.code).flatMap((trim) => trim.trim.packages),
  );
  return [...all].map((name) =>
    option('Packages', name, 0, { footer: `Standard on the ${vehicle.trim.name} trim.` }),
  );
}

/**
 * The options of a vehicle, in the spec's category group order (Drivetrain, Exterior Colors, Interior Colors,
 * Engine, Transmission, Packages; spec 001 s3): what the trim has as standard at no cost, and what it offers at
 * extra cost.
 */
export function vehicleOptions(vehicle: CatalogVehicle): VehicleOption[] {
  return [
    ...drivetrains(vehicle),
    ...exteriorColors(vehicle),
    ...interiorColors(vehicle),
    ...engines(vehicle),
    ...transmissions(vehicle),
    ...packages(vehicle),
  ];
}
