import type { VehicleReference } from '@forecourt/contracts';
import { currentModelYear, msrpForYear } from '../data/vehicle-pricing';
import { modelPhotoUrl } from '../listings/listing-media';
import { cabTypeOf, doorsOf } from './vehicle-body';
import type { CatalogVehicle } from './vehicle-catalog';
import { featureFlagsOf } from './vehicle-features';
import { vehicleOptions } from './vehicle-options';
import {
  availableEngines,
  availableTransmissions,
  driveName,
  driveOf,
  economyOf,
  electricRangeOf,
  fuelName,
  fuelOf,
} from './vehicle-powertrain';

/** What a new car of the year usually sells for, below its MSRP (the New Car Blue Book price; ratio ours). */
export const NCBB_RATIO = 0.965;

/**
 * The national MSRP of a trim in a model year: today's base MSRP moved by list-price inflation, to $50, the
 * same figure pre-order listings carry (`GET /rest/lsc/preorder/listings`).
 */
export function nationalBasePrice(vehicle: CatalogVehicle, now: Date): number {
  return Math.round(msrpForYear(vehicle.trim.msrp, currentModelYear(now) - vehicle.year) / 50) * 50;
}

/** One item of the research vehicles call: the vehicle reference (trim) data of spec 001 s3. */
export function vehicleReference(vehicle: CatalogVehicle, now: Date): VehicleReference {
  const { make, model, trim, year } = vehicle;
  const price = nationalBasePrice(vehicle, now);
  const fuel = fuelOf(vehicle);
  const economy = economyOf(vehicle);
  const range = electricRangeOf(vehicle);
  const cab = cabTypeOf(vehicle);
  const options = vehicleOptions(vehicle);
  const named = (group: string) =>
    options.filter((option) => option.categoryGroup === group).map((option) => option.optionName);
  return {
    vehicleId: vehicle.vehicleId,
    trimId: vehicle.trimId,
    trimName: trim.name,
    manufacturer: make.name,
    model: model.name,
    year,
    bodyStyle: model.bodyStyle,
    doors: doorsOf(vehicle),
    driveTrain: driveName(model, driveOf(vehicle)),
    engineType: fuelName(fuel),
    ...(cab ? { cabType: cab } : {}),
    nationalBaseDefaultPrice: price,
    ...(year >= currentModelYear(now) ? { ncbbPrice: Math.round((price * NCBB_RATIO) / 50) * 50 } : {}),
    imagePath: modelPhotoUrl(make.code, model.code, year),
    ...(range !== undefined ? { estimatedElectricRange: range } : {}),
    ...(fuel === 'ELE'
      ? { epaCityMpge: economy.city, epaHighwayMpge: economy.highway }
      : { mpgCity: economy.city, mpgHighway: economy.highway }),
    ...featureFlagsOf(vehicle),
    atcMake: { code: make.code, name: make.name },
    atcModels: [{ code: model.code, name: model.name }],
    availableEngines: availableEngines(model),
    availableTransmissions: availableTransmissions(vehicle),
    availableDrivetrains: model.driveGroups.map((drive) => driveName(model, drive)),
    exteriorColors: named('Exterior Colors'),
    interiorColors: named('Interior Colors'),
    packages: named('Packages'),
    options: options.map((option) => option.optionName),
  };
}
