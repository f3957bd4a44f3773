import type { VehicleSpec } from '@forecourt/contracts';
import { dimensionsOf, doorsOf, seatingOf, truckBedOf } from './vehicle-body';
import type { CatalogVehicle } from './vehicle-catalog';
import {
  chargeHoursOf,
  driveName,
  driveOf,
  economyOf,
  electricRangeOf,
  engineName,
  engineOf,
  fuelName,
  fuelOf,
  horsepowerOf,
  transmissionOf,
} from './vehicle-powertrain';

/**
 * What each spec id means (ours: the spec lists the ids the client keeps, "160, 170, 236, 281, 546, 547, 557,
 * 561, 578, 584, 589, 610, 615", not their meaning). The kept ids carry the "vehicle description fields" of
 * spec 001 s3 (drive type, EV charge time, usable range, engine, mileage, transmission, truck bed length and
 * size, seats); the 100s are the dimensions and outputs a research page shows and the client filters out.
 */
export const SPEC_IDS = {
  length: 101,
  width: 102,
  height: 103,
  wheelbase: 104,
  curbWeight: 105,
  cargoVolume: 106,
  fuelTank: 107,
  horsepower: 108,
  torque: 109,
  groundClearance: 110,
  driveType: 160,
  engine: 170,
  transmission: 236,
  cityEconomy: 281,
  highwayEconomy: 546,
  combinedEconomy: 547,
  seating: 557,
  chargeTime: 561,
  electricRange: 578,
  bedLength: 584,
  bedSize: 589,
  doors: 610,
  fuelType: 615,
} as const;

type Entry = [specId: number, name: string, value: string | number | undefined, unit?: string];

/**
 * The specs of a vehicle, by spec id: engine, transmission, drive, fuel, economy (MPGe for an electric car),
 * seating, doors, dimensions; the electric range and charge time only for cars with a plug, the bed only for
 * pickups, the fuel tank only for cars that have one.
 */
export function vehicleSpecs(vehicle: CatalogVehicle): VehicleSpec[] {
  const fuel = fuelOf(vehicle);
  const economy = economyOf(vehicle);
  const economyUnit = fuel === 'ELE' ? 'MPGe' : 'mpg';
  const dimensions = dimensionsOf(vehicle);
  const bed = truckBedOf(vehicle);
  const horsepower = horsepowerOf(vehicle);
  const torque = Math.round((horsepower * (fuel === 'ELE' ? 1.3 : fuel === 'DSL' ? 1.6 : 1.05)) / 5) * 5;
  const entries: Entry[] = [
    [SPEC_IDS.length, 'Length', dimensions.length, 'in'],
    [SPEC_IDS.width, 'Width', dimensions.width, 'in'],
    [SPEC_IDS.height, 'Height', dimensions.height, 'in'],
    [SPEC_IDS.wheelbase, 'Wheelbase', dimensions.wheelbase, 'in'],
    [SPEC_IDS.curbWeight, 'Curb Weight', dimensions.curbWeight, 'lbs'],
    [SPEC_IDS.cargoVolume, 'Cargo Volume', dimensions.cargoVolume, 'cu ft'],
    [SPEC_IDS.fuelTank, 'Fuel Tank Capacity', dimensions.fuelTank, 'gal'],
    [SPEC_IDS.horsepower, 'Horsepower', horsepower, 'hp'],
    [SPEC_IDS.torque, 'Torque', torque, 'lb-ft'],
    [SPEC_IDS.groundClearance, 'Ground Clearance', dimensions.groundClearance, 'in'],
    [SPEC_IDS.driveType, 'Drive Type', driveName(vehicle.model, driveOf(vehicle))],
    [SPEC_IDS.engine, 'Engine', engineName(vehicle.model, engineOf(vehicle), fuel)],
    [SPEC_IDS.transmission, 'Transmission', transmissionOf(vehicle)],
    [SPEC_IDS.cityEconomy, 'Fuel Economy City', economy.city, economyUnit],
    [SPEC_IDS.highwayEconomy, 'Fuel Economy Highway', economy.highway, economyUnit],
    [SPEC_IDS.combinedEconomy, 'Fuel Economy Combined', economy.combined, economyUnit],
    [SPEC_IDS.seating, 'Seating Capacity', seatingOf(vehicle)],
    [SPEC_IDS.chargeTime, 'EV Charge Time (240V)', chargeHoursOf(vehicle), 'hours'],
    [SPEC_IDS.electricRange, 'Electric Range', electricRangeOf(vehicle), 'miles'],
    [SPEC_IDS.bedLength, 'Truck Bed Length', bed?.length.toFixed(1), 'ft'],
    [SPEC_IDS.bedSize, 'Truck Bed Size', bed?.size],
    [SPEC_IDS.doors, 'Doors', doorsOf(vehicle)],
    [SPEC_IDS.fuelType, 'Fuel Type', fuelName(fuel)],
  ];
  return entries.flatMap(([specId, name, value, unit]) =>
    value === undefined ? [] : [{ specId, name, value: String(value), ...(unit ? { unit } : {}) }],
  );
}
