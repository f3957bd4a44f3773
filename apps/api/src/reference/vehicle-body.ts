import type { VehicleStyleCode } from '../data/reference/types';
import type { CatalogVehicle } from './vehicle-catalog';
import { engineOf, fuelOf, unitOf } from './vehicle-powertrain';

export type CabType = 'Regular Cab' | 'Extended Cab' | 'Crew Cab';

export interface Dimensions {
  length: number;
  width: number;
  height: number;
  wheelbase: number;
  curbWeight: number;
  cargoVolume: number;
  groundClearance: number;
  /** Not for an electric car. */
  fuelTank?: number;
}

/** Typical figures of a mid-size vehicle of each body style: inches, pounds, cubic feet, gallons. */
const BODY_BASES: Readonly<Record<VehicleStyleCode | 'CARGO_VAN', Required<Dimensions>>> = {
  SEDAN: {
    length: 190,
    width: 72.5,
    height: 57,
    wheelbase: 110,
    curbWeight: 3300,
    cargoVolume: 15,
    groundClearance: 5.5,
    fuelTank: 14.8,
  },
  SUVCROSS: {
    length: 185,
    width: 74,
    height: 67,
    wheelbase: 108,
    curbWeight: 3900,
    cargoVolume: 30,
    groundClearance: 8.2,
    fuelTank: 17,
  },
  TRUCKS: {
    length: 232,
    width: 80,
    height: 77,
    wheelbase: 145,
    curbWeight: 4700,
    cargoVolume: 62,
    groundClearance: 9.4,
    fuelTank: 26,
  },
  COUPE: {
    length: 183,
    width: 73,
    height: 53,
    wheelbase: 107,
    curbWeight: 3500,
    cargoVolume: 11,
    groundClearance: 4.8,
    fuelTank: 16,
  },
  CONVERT: {
    length: 180,
    width: 72,
    height: 52,
    wheelbase: 104,
    curbWeight: 3550,
    cargoVolume: 9,
    groundClearance: 4.8,
    fuelTank: 15.5,
  },
  WAGON: {
    length: 190,
    width: 73,
    height: 59,
    wheelbase: 111,
    curbWeight: 3650,
    cargoVolume: 33,
    groundClearance: 6,
    fuelTank: 15.9,
  },
  VANMV: {
    length: 204,
    width: 79,
    height: 70,
    wheelbase: 121,
    curbWeight: 4300,
    cargoVolume: 32,
    groundClearance: 6.3,
    fuelTank: 19.5,
  },
  HATCH: {
    length: 170,
    width: 70,
    height: 57,
    wheelbase: 103,
    curbWeight: 2900,
    cargoVolume: 20,
    groundClearance: 5.6,
    fuelTank: 12.4,
  },
  CARGO_VAN: {
    length: 235,
    width: 81,
    height: 100,
    wheelbase: 148,
    curbWeight: 5200,
    cargoVolume: 260,
    groundClearance: 7,
    fuelTank: 25,
  },
};

const HEAVY_DUTY = /\b(2500|3500|250|350)\b|HD\b|Super Duty/;
/** To `step` (0.1, 5, ...), without binary fractions showing (73.6, never 73.60000000000001). */
const round = (value: number, step: number) => {
  const decimals = step < 1 ? Math.round(-Math.log10(step)) : 0;
  return Number((Math.round(value / step) * step).toFixed(decimals));
};

function isCompactTruck(vehicle: CatalogVehicle): boolean {
  return vehicle.model.vehicleStyleCode === 'TRUCKS' && vehicle.model.msrp.min < 35_000;
}

/** Pickups only: compact ones come as crew cabs; full-size ones climb from regular to crew cab with the trim. */
export function cabTypeOf(vehicle: CatalogVehicle): CabType | undefined {
  if (vehicle.model.vehicleStyleCode !== 'TRUCKS') return undefined;
  if (isCompactTruck(vehicle) || vehicle.level >= 0.5) return 'Crew Cab';
  return vehicle.level < 0.25 ? 'Regular Cab' : 'Extended Cab';
}

/** Bed length in feet and its size name; the longer the cab, the shorter the bed. */
export function truckBedOf(vehicle: CatalogVehicle): { length: number; size: string } | undefined {
  const cab = cabTypeOf(vehicle);
  if (cab === undefined) return undefined;
  if (cab === 'Regular Cab') return { length: 8, size: 'Long Bed' };
  if (cab === 'Extended Cab') return { length: 6.5, size: 'Standard Bed' };
  return { length: isCompactTruck(vehicle) ? 5 : 5.5, size: 'Short Bed' };
}

export function doorsOf(vehicle: CatalogVehicle): number {
  const style = vehicle.model.vehicleStyleCode;
  if (style === 'COUPE' || style === 'CONVERT') return 2;
  return cabTypeOf(vehicle) === 'Regular Cab' ? 2 : 4;
}

export function seatingOf(vehicle: CatalogVehicle): number {
  const { model } = vehicle;
  if (model.vehicleStyleCode === 'VANMV') {
    if (!model.commercial) return 8;
    // Work vans seat the crew up front; crew and passenger versions add rows.
    return /Passenger/.test(vehicle.trim.name) ? 12 : /Crew/.test(vehicle.trim.name) ? 5 : 2;
  }
  if (model.thirdRow) return 7;
  if (model.vehicleStyleCode === 'TRUCKS') return cabTypeOf(vehicle) === 'Regular Cab' ? 3 : 5;
  if (model.vehicleStyleCode === 'COUPE' || model.vehicleStyleCode === 'CONVERT')
    return model.msrp.min >= 60_000 ? 2 : 4;
  return 5;
}

/** The body style's mid-size figures scaled by the model (within 6 percent), three rows, heavy duty and batteries. */
export function dimensionsOf(vehicle: CatalogVehicle): Dimensions {
  const { model } = vehicle;
  const base =
    BODY_BASES[model.vehicleStyleCode === 'VANMV' && model.commercial ? 'CARGO_VAN' : model.vehicleStyleCode];
  const size =
    (0.94 + 0.12 * unitOf(`${model.makeCode}|${model.code}|size`)) *
    (model.thirdRow && model.vehicleStyleCode !== 'VANMV' ? 1.06 : 1) *
    (HEAVY_DUTY.test(model.name) ? 1.08 : 1);
  const electric = fuelOf(vehicle) === 'ELE';
  const weight =
    base.curbWeight * size ** 2 * (electric ? 1.2 : 1) * (engineOf(vehicle) === '8CLDR' ? 1.05 : 1);
  return {
    length: round(base.length * size, 0.1),
    width: round(base.width * Math.sqrt(size), 0.1),
    height: round(base.height * Math.sqrt(size), 0.1),
    wheelbase: round(base.wheelbase * size, 0.1),
    curbWeight: round(weight, 5),
    cargoVolume: round(base.cargoVolume * size ** 2, 0.1),
    groundClearance: round(base.groundClearance * Math.sqrt(size), 0.1),
    ...(electric ? {} : { fuelTank: round(base.fuelTank * size, 0.1) }),
  };
}
