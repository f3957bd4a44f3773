import type { Random } from './random';
import { fuelsInYear, type ModelInfo } from './reference/reference';
import type { EngineCode, FuelTypeCode } from './reference/types';

/** An index below `count`, weighted by `weights` (0.3 past their end). */
export function pickIndexWeighted(random: Random, weights: readonly number[], count: number): number {
  return random.weighted(
    Array.from({ length: count }, (_, index) => index),
    (index) => weights[index] ?? 0.3,
  );
}

/** A fuel the model offered in that model year (the first most often) and the engine that goes with it. */
export function powertrain(
  random: Random,
  model: ModelInfo,
  year: number,
): { fuel: FuelTypeCode; engine: EngineCode } {
  const fuels = fuelsInYear(model, year);
  const fuel =
    fuels[pickIndexWeighted(random, [0.8, 0.15, 0.05], fuels.length)] ?? model.fuelTypes[0] ?? 'GSL';
  if (fuel === 'ELE') return { fuel, engine: 'ELECTRIC' };
  // Hybrids pair the battery with the smallest petrol engine the model has.
  if (fuel === 'HYB' || fuel === 'PIH') {
    return { fuel, engine: model.engines.includes('4CLDR') ? '4CLDR' : (model.engines[0] ?? '4CLDR') };
  }
  const engine = model.engines[pickIndexWeighted(random, [0.6, 0.3, 0.1], model.engines.length)] ?? '4CLDR';
  return { fuel, engine };
}

const CYLINDERS: Partial<Record<EngineCode, number>> = { '3CLDR': 3, '4CLDR': 4, '6CLDR': 6, '8CLDR': 8 };

/** City and highway mpg of this version: bigger engines and AWD use more, hybrids and diesels less. */
export function fuelEconomy(model: ModelInfo, fuel: FuelTypeCode, engine: EngineCode, drive: string) {
  if (fuel === 'ELE') return { city: model.mpg.city, highway: model.mpg.highway };
  const base = CYLINDERS[model.engines[0] ?? '4CLDR'] ?? 4;
  let factor = (base / (CYLINDERS[engine] ?? base)) ** 0.35 * (drive === 'AWD4WD' ? 0.95 : 1);
  const baseFuel = model.fuelTypes[0];
  if ((fuel === 'HYB' || fuel === 'PIH') && baseFuel !== 'HYB') factor *= fuel === 'HYB' ? 1.35 : 1.25;
  if (fuel === 'DSL' && baseFuel !== 'DSL') factor *= 1.15;
  return {
    city: Math.max(8, Math.round(model.mpg.city * factor)),
    highway: Math.max(10, Math.round(model.mpg.highway * factor)),
  };
}
