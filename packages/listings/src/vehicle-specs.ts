/**
 * "Vehicle-specs filtering keeps only specIds 160, 170, 236, 281, 546, 547, 557, 561, 578, 584, 589, 610, 615."
 * (spec 001 section 3)
 */
export const VEHICLE_SPEC_IDS = Object.freeze([
  160, 170, 236, 281, 546, 547, 557, 561, 578, 584, 589, 610, 615,
] as const);

const KEPT = new Set<number>(VEHICLE_SPEC_IDS);

export interface VehicleSpec {
  /** A number, or its digits as text as some replies send it. */
  specId?: number | string | null;
}

/** The specs whose specId is one of `VEHICLE_SPEC_IDS`, in their given order. */
export function filterVehicleSpecs<T extends VehicleSpec>(specs: readonly T[]): T[] {
  return specs.filter((spec) => {
    const id = typeof spec.specId === 'string' ? Number(spec.specId) : spec.specId;
    return typeof id === 'number' && KEPT.has(id);
  });
}
