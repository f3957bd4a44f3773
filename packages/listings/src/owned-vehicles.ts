/** "Owned vehicle: vehicleid, vehicle_details.latest_zipcode, kbb_vehicle_id." (spec 000 section 3) */
export interface OwnedVehicle {
  vehicleid?: string | number;
  vehicle_details?: { latest_zipcode?: string | number | null } | null;
  kbb_vehicle_id?: string | number | null;
}

function present(value: unknown): boolean {
  return (
    (typeof value === 'string' && value.trim() !== '') ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/**
 * "Only owned vehicles that have both a latest zip code and a valuation vehicle id count towards the
 * cars-I-own count." (spec 000 section 3)
 */
export function countsAsOwnedVehicle(vehicle: OwnedVehicle): boolean {
  return present(vehicle.vehicle_details?.latest_zipcode) && present(vehicle.kbb_vehicle_id);
}

/** The cars-I-own count ("cars-I-own count defaults to 0", spec 000 section 9): 0 for no list. */
export function ownedVehicleCount(vehicles: readonly OwnedVehicle[] | null | undefined): number {
  return vehicles ? vehicles.filter(countsAsOwnedVehicle).length : 0;
}
