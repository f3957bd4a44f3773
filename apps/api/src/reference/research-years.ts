import { fuelsInYear, type ModelInfo } from '../data/reference/reference';
import { currentModelYear } from '../data/vehicle-pricing';

/**
 * How far back the research reference goes: 25 model years before the one on sale, the oldest age the seeded
 * inventory lists (its used-car age table ends at 25). Older cars are classics the reference does not price.
 */
export const RESEARCH_YEARS_BACK = 25;

export type VehicleClass = 'NewCar' | 'UsedCar';

/**
 * The model years of a model in the research reference, newest first: from its first year (or 25 years back)
 * to its last, and for a model still built, the model year on sale and the next one ("pre-order", spec 001 s4:
 * the same two years `GET /rest/lsc/preorder/listings` accepts). A year the model was not built (the 2010 Kia
 * Sorento: `fuelsInYear`) is not one of them.
 */
export function researchYears(model: ModelInfo, now: Date): number[] {
  const current = currentModelYear(now);
  const newest = model.years.last === null ? current + 1 : Math.min(model.years.last, current + 1);
  const oldest = Math.max(model.years.first, current - RESEARCH_YEARS_BACK);
  const years: number[] = [];
  for (let year = newest; year >= oldest; year--) if (fuelsInYear(model, year).length > 0) years.push(year);
  return years;
}

/**
 * Whether a model year belongs to a vehicle class: `NewCar` is the model year on sale and the next, of a model
 * still built then (what can be bought or pre-ordered new); `UsedCar` is every year up to the one on sale.
 */
export function inVehicleClass(year: number, vehicleClass: VehicleClass | undefined, now: Date): boolean {
  const current = currentModelYear(now);
  if (vehicleClass === 'NewCar') return year >= current;
  if (vehicleClass === 'UsedCar') return year <= current;
  return true;
}
