import type { GeneratedDealer } from './generate-owners';
import type { Random } from './random';
import { weightedTable } from './random';
import { allModels, fuelsInYear, type ModelInfo } from './reference/reference';
import { currentModelYear, type ListingType } from './vehicle-pricing';

// Used-car ages by share of listings: most are 1 to 6 years old, few pass 15 (about 82 percent within 10).
const FIRST_TEN_YEARS = [2, 6, 10, 11, 10, 9, 8, 7, 6, 5, 4.5];
const AGE_WEIGHTS: readonly number[] = [
  ...FIRST_TEN_YEARS,
  ...Array.from({ length: 15 }, (_, index) => 4 * 0.82 ** (index + 1)),
];

/** Everything listings of one run share: the clock, the model year on sale and the weighted model table. */
export interface ListingContext {
  seed: number;
  now: Date;
  modelYear: number;
  pickModel: (random: Random) => ModelInfo;
}

export function createListingContext(seed: number, now: Date): ListingContext {
  const modelYear = currentModelYear(now);
  const models = allModels().filter((model) => model.years.first <= modelYear);
  return { seed, now, modelYear, pickModel: weightedTable(models, (model) => model.weight) };
}

function listingTypeFor(random: Random, dealer: GeneratedDealer | undefined): ListingType {
  if (!dealer) return 'USED';
  const roll = random.next();
  if (dealer.franchiseMakes.length === 0) return roll < 0.88 ? 'USED' : '3P_CERT';
  return roll < 0.55 ? 'NEW' : roll < 0.69 ? 'CERTIFIED' : roll < 0.98 ? 'USED' : '3P_CERT';
}

// Built that model year: within its years and not one of the years it was off sale (fuelsInYear).
function isOnSale(model: ModelInfo, year: number): boolean {
  return fuelsInYear(model, year).length > 0;
}

/** Ages a listing type allows (certified programmes: 6 years for makers, 10 for third parties). */
function ageRange(type: ListingType): readonly [number, number] {
  return type === 'CERTIFIED' ? [1, 6] : type === '3P_CERT' ? [1, 10] : [0, AGE_WEIGHTS.length - 1];
}

function pickAge(random: Random, model: ModelInfo, modelYear: number, type: ListingType): number | undefined {
  const [min, max] = ageRange(type);
  const ages: number[] = [];
  for (let age = min; age <= max; age++) if (isOnSale(model, modelYear - age)) ages.push(age);
  return ages.length > 0 ? random.weighted(ages, (age) => AGE_WEIGHTS[age] ?? 0.1) : undefined;
}

export interface Choice {
  type: ListingType;
  model: ModelInfo;
  year: number;
}

/** The listing type, model and model year of one listing, as its seller would stock it. */
export function chooseVehicle(
  random: Random,
  context: ListingContext,
  dealer: GeneratedDealer | undefined,
): Choice {
  const wanted = listingTypeFor(random, dealer);
  const franchise = dealer?.franchiseMakes ?? [];
  if (wanted === 'NEW' || wanted === 'CERTIFIED') {
    const models = franchise.flatMap((make) => make.models);
    if (wanted === 'NEW') {
      // "NEW only for current model years": this year's and last year's leftovers.
      const current = models.filter(
        (model) => isOnSale(model, context.modelYear - 1) || isOnSale(model, context.modelYear),
      );
      if (current.length > 0) {
        const model = random.weighted(current, (item) => item.weight);
        const year =
          isOnSale(model, context.modelYear) &&
          (random.chance(0.75) || !isOnSale(model, context.modelYear - 1))
            ? context.modelYear
            : context.modelYear - 1;
        return { type: 'NEW', model, year };
      }
    } else {
      const model = random.weighted(models, (item) => item.weight);
      const age = model ? pickAge(random, model, context.modelYear, 'CERTIFIED') : undefined;
      if (model && age !== undefined) return { type: 'CERTIFIED', model, year: context.modelYear - age };
    }
  }
  const type = wanted === '3P_CERT' ? '3P_CERT' : 'USED';
  for (;;) {
    const model = context.pickModel(random);
    const age = pickAge(random, model, context.modelYear, type);
    if (age !== undefined) return { type, model, year: context.modelYear - age };
  }
}
