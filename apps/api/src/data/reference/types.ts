/** Vehicle style codes of the seo-routes `VEHICLE_STYLE` vocabulary (spec 001 s2). */
export type VehicleStyleCode =
  | 'CONVERT'
  | 'COUPE'
  | 'HATCH'
  | 'SEDAN'
  | 'SUVCROSS'
  | 'TRUCKS'
  | 'VANMV'
  | 'WAGON';
/** Drive group codes of the `DRIVE_GROUP` vocabulary. */
export type DriveGroupCode = 'AWD4WD' | 'FWD' | 'RWD';
/**
 * Engine codes of the `ENGINE` vocabulary, plus `ELECTRIC`: the spec's engine list has no entry for a car
 * without cylinders, and `listings.engine_code` is NOT NULL, so battery-electric cars carry this code (no
 * engine segment selects them, which is what a shopper filtering by cylinders expects).
 */
export type EngineCode =
  | '3CLDR'
  | '4CLDR'
  | '5CLDR'
  | '6CLDR'
  | '8CLDR'
  | '10CLDR'
  | '12CLDR'
  | '16CLDR'
  | 'ROTARY'
  | 'ELECTRIC';
/** Fuel type group codes of the `FUEL_TYPE_GROUP` vocabulary. */
export type FuelTypeCode = 'GSL' | 'DSL' | 'HYB' | 'ELE' | 'HYD' | 'PIH';
/** Transmission codes: the spec gives none; `AUT` is the one the query-dialect cases use. */
export type TransmissionCode = 'AUT' | 'MAN';

/** One model as the data files write it: compact, checked by the compiler, expanded by `reference.ts`. */
export interface RawModel {
  /** Upper case, no spaces: the `modelCode` of search paths (`CIVIC`, `F150PICKUP`). */
  readonly code: string;
  readonly name: string;
  readonly style: VehicleStyleCode;
  /** Base MSRP of the cheapest and the dearest trim, current model year, US dollars. */
  readonly msrp: readonly [min: number, max: number];
  /** First model year sold in the US, and the last one when the model has ended. */
  readonly years: readonly [first: number, last?: number];
  /** Relative share of the used-car market (roughly units on the road, in thousands per year). */
  readonly weight: number;
  /** The engines offered, most common first. */
  readonly engines: readonly EngineCode[];
  /** The fuels offered, most common first. @default ['GSL'] */
  readonly fuels?: readonly FuelTypeCode[];
  /** The drive groups offered, most common first. */
  readonly drives: readonly DriveGroupCode[];
  /** A manual gearbox is offered beside the automatic. */
  readonly manual?: true;
  /** EPA city and highway mpg of the most common version (MPGe for electric cars). */
  readonly mpg: readonly [city: number, highway: number];
  /** Trim names, cheapest first (2 to 5); codes are derived with `trimCodeOf`. */
  readonly trims: readonly string[];
  /** Other names feeds use for the model, e.g. `F-150` for `F-150 Pickup`. */
  readonly aliases?: readonly string[];
  /** The class series the model belongs to (BMW 3 Series), as code and name. */
  readonly series?: readonly [code: string, name: string];
  /** Option packages; when absent the make's, then the body style's, apply. */
  readonly packages?: readonly string[];
  /** Three rows of seats. */
  readonly thirdRow?: true;
  /** Sold to businesses as work vehicles as well (vans, chassis trucks). */
  readonly commercial?: true;
}

/** A make's models and the facts the generator needs about the make. */
export interface RawMake {
  readonly code: string;
  /** Yearly value kept by a used car of the make (0.9 = it loses 10 percent a year). */
  readonly retention: number;
  /** Real world manufacturer identifiers (VIN positions 1 to 3). */
  readonly wmi: readonly string[];
  readonly packages?: readonly string[];
  readonly models: readonly RawModel[];
}
