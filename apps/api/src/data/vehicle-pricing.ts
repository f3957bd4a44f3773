import type { Random } from './random';

export type ListingType = 'NEW' | 'USED' | 'CERTIFIED' | '3P_CERT';

const MILES_PER_YEAR = 12_000;
/** MSRPs of older model years, in their own dollars: list prices rise about 2.5 percent a year. */
const MSRP_INFLATION = 0.025;
/**
 * The makes' mean yearly value retention (reference data: 0.84 to 0.93, mean 0.875): a make keeps its own
 * relative to it, on top of the market's depreciation.
 */
export const MARKET_RETENTION = 0.875;
/**
 * Used prices as the real market sets them: `log(price / original MSRP) = log(level) + perYear * age +
 * per100kMiles * miles / 100,000` (plus the make's retention against MARKET_RETENTION), fitted on the cars.com
 * sample's 1,395 used and certified cars of curated models by `scripts/fit-used-prices.ts` (level 1.221, -7.1 %
 * a model year, -39.5 % per 100,000 miles; residual spread 0.173, which holds our trims' and options' error too:
 * the seed spreads a car by 0.10). The sample is of 2022, a year of high used prices: a used car never asks
 * more than 97 % of the same trim new today (`newPriceCap`), so a young car stays under a new one.
 */
export const USED_MARKET = Object.freeze({
  level: 1.221,
  perYear: -0.0706,
  per100kMiles: -0.395,
  spread: 0.1,
});
/** The median new car's price against its MSRP. */
const NEW_PRICE_RATIO = 0.955;
/** A used car asks at most this share of the same trim's price new (see USED_MARKET). */
const USED_UNDER_NEW = 0.97;
const TYPE_PREMIUM: Readonly<Record<ListingType, number>> = {
  NEW: 1,
  USED: 1,
  CERTIFIED: 1.04,
  '3P_CERT': 1.02,
};
/** Private sellers ask less than a dealer's retail price for the same car. */
const PRIVATE_DISCOUNT = 0.94;

// The model year on sale is the listings package's rule: the storefront asks for pre-orders by it too.
export { currentModelYear } from '@forecourt/listings';

/** The original MSRP of a model year, from today's base MSRP of the trim. */
export function msrpForYear(msrp: number, age: number): number {
  return msrp * (1 - MSRP_INFLATION) ** age;
}

/** Odometer miles: under 300 for a new car, about 12,000 a year otherwise (log-normal spread). */
export function mileageFor(random: Random, type: ListingType, age: number): number {
  if (type === 'NEW') return Math.floor(random.next() ** 3 * 300);
  const yearsInService = Math.max(0.25, age - 0.4 + random.next() * 0.8);
  let miles = MILES_PER_YEAR * yearsInService * Math.exp(random.normal(0, 0.35));
  // Certification programmes stop at 80,000 miles (maker) and 120,000 (third party).
  if (type === 'CERTIFIED') miles = Math.min(miles, 79_000 - random.int(0, 25_000));
  if (type === '3P_CERT') miles = Math.min(miles, 119_000 - random.int(0, 40_000));
  return Math.max(300, Math.round(miles));
}

export interface PriceInput {
  type: ListingType;
  /** MSRP of the car as it left the factory (model year dollars, with packages). */
  msrp: number;
  age: number;
  mileage: number;
  /** The make's yearly value retention (0.9: loses 10 percent a year). */
  retention: number;
  privateSeller: boolean;
}

/**
 * An asking price: a new car near MSRP (usually a little under); a used one by the market's depreciation
 * (`USED_MARKET`: age, miles, the make's retention), under the same trim new, with the certification premium and
 * the car's own spread.
 */
export function askingPrice(random: Random, input: PriceInput): number {
  if (input.type === 'NEW') {
    const ratio = Math.min(1.03, Math.max(0.88, random.normal(NEW_PRICE_RATIO, 0.025)));
    return dealerRounding(random, input.msrp * ratio);
  }
  const { level, perYear, per100kMiles, spread } = USED_MARKET;
  const market =
    input.msrp *
    level *
    Math.exp(
      (perYear + Math.log(input.retention / MARKET_RETENTION)) * input.age +
        (per100kMiles * input.mileage) / 100_000,
    );
  const newToday = (input.msrp / (1 - MSRP_INFLATION) ** input.age) * NEW_PRICE_RATIO;
  let value =
    Math.min(market, newToday * USED_UNDER_NEW) *
    TYPE_PREMIUM[input.type] *
    Math.exp(random.normal(0, spread));
  if (input.privateSeller) value *= PRIVATE_DISCOUNT;
  value = Math.max(value, 1_500 + random.int(0, 1_500));
  return input.privateSeller ? Math.round(value / 100) * 100 : dealerRounding(random, value);
}

/** Dealers price at ...995 or round hundreds; some leave the figure their pricing tool gave. */
function dealerRounding(random: Random, value: number): number {
  const roll = random.next();
  if (roll < 0.45) return Math.max(995, Math.round(value / 1_000) * 1_000 - 5);
  if (roll < 0.7) return Math.round(value / 100) * 100;
  return Math.round(value);
}

/**
 * Earlier, higher asking prices of a reduced listing, oldest first: each step 1.5 to 6 percent above the
 * next, rounded to $100.
 */
export function earlierPrices(random: Random, price: number, count: number): number[] {
  const prices: number[] = [];
  let next = price;
  for (let step = 0; step < count; step++) {
    next = Math.ceil((next * (1 + 0.015 + random.next() * 0.045)) / 100) * 100;
    prices.unshift(next);
  }
  return prices;
}
