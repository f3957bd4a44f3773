import type { DriveGroupCode, EngineCode, FuelTypeCode, TransmissionCode, VehicleStyleCode } from './types';

/**
 * "Body style order: Sedan, SUV, Truck, Coupe, Convertible, Wagon, Van, Hatchback; synonyms map to these
 * (Crossover to SUV, Pickup to Truck, Commercial to Van)." (spec 001 s9), with the vehicle style code each
 * name searches by. The same order and synonyms as `@forecourt/listings`' BODY_STYLE_ORDER, which this app
 * does not depend on.
 */
export const BODY_STYLES = [
  { name: 'Sedan', code: 'SEDAN', synonyms: [] },
  { name: 'SUV', code: 'SUVCROSS', synonyms: ['Crossover'] },
  { name: 'Truck', code: 'TRUCKS', synonyms: ['Pickup'] },
  { name: 'Coupe', code: 'COUPE', synonyms: [] },
  { name: 'Convertible', code: 'CONVERT', synonyms: [] },
  { name: 'Wagon', code: 'WAGON', synonyms: [] },
  { name: 'Van', code: 'VANMV', synonyms: ['Commercial'] },
  { name: 'Hatchback', code: 'HATCH', synonyms: [] },
] as const satisfies readonly { name: string; code: VehicleStyleCode; synonyms: readonly string[] }[];

export type BodyStyleName = (typeof BODY_STYLES)[number]['name'];

export const DRIVE_GROUPS: readonly { code: DriveGroupCode; name: string }[] = [
  { code: 'AWD4WD', name: 'AWD/4WD' },
  { code: 'FWD', name: 'Front Wheel Drive' },
  { code: 'RWD', name: 'Rear Wheel Drive' },
];

export const ENGINES: readonly { code: EngineCode; name: string }[] = [
  { code: '3CLDR', name: '3 Cylinder' },
  { code: '4CLDR', name: '4 Cylinder' },
  { code: '5CLDR', name: '5 Cylinder' },
  { code: '6CLDR', name: '6 Cylinder' },
  { code: '8CLDR', name: '8 Cylinder' },
  { code: '10CLDR', name: '10 Cylinder' },
  { code: '12CLDR', name: '12 Cylinder' },
  { code: '16CLDR', name: '16 Cylinder' },
  { code: 'ROTARY', name: 'Rotary' },
  { code: 'ELECTRIC', name: 'Electric Motor' },
];

export const FUEL_TYPES: readonly { code: FuelTypeCode; name: string }[] = [
  { code: 'GSL', name: 'Gasoline' },
  { code: 'DSL', name: 'Diesel' },
  { code: 'HYB', name: 'Hybrid' },
  { code: 'ELE', name: 'Electric' },
  { code: 'HYD', name: 'Hydrogen' },
  { code: 'PIH', name: 'Plug-In Hybrid' },
];

export const TRANSMISSIONS: readonly { code: TransmissionCode; name: string }[] = [
  { code: 'AUT', name: 'Automatic' },
  { code: 'MAN', name: 'Manual' },
];

/** Packages by body style, for makes and models that name none of their own. */
export const STYLE_PACKAGES: Readonly<Record<VehicleStyleCode, readonly string[]>> = {
  SEDAN: ['Convenience Package', 'Technology Package', 'Sport Appearance Package'],
  SUVCROSS: ['Cold Weather Package', 'Technology Package', 'Towing Package'],
  TRUCKS: ['Towing Package', 'Off-Road Package', 'Chrome Appearance Package'],
  COUPE: ['Performance Package', 'Premium Package', 'Track Package'],
  CONVERT: ['Premium Package', 'Wind Deflector Package', 'Technology Package'],
  WAGON: ['Convenience Package', 'Cargo Package', 'Technology Package'],
  VANMV: ['Family Entertainment Package', 'Convenience Package', 'Upfit Package'],
  HATCH: ['Convenience Package', 'Sport Package', 'Technology Package'],
};
