import { CREDIT_TYPES, type CreditType, type PaymentQuote, type PaymentRate } from '@forecourt/contracts';

// Rates and payments as the payments service answers them (reply shape ours, spec 002 s7). APR percent by credit
// band a (best) to f for new and used cars: b is the spec's default band, 6 and 7.05 its default rates.

const BASE_APR: Readonly<Record<'new' | 'used', readonly number[]>> = {
  new: [5.2, 6, 7.4, 9.9, 13.2, 15.6],
  used: [6.1, 7.05, 9.1, 13.5, 18.4, 21.3],
};

export const LOAN_TERMS = [36, 48, 60, 72] as const;
export const LEASE_TERMS = [24, 36, 39] as const;

/** Longer loans cost a little more: a quarter point for every year past five. */
export function aprOf(creditType: CreditType, condition: 'new' | 'used', termMonths: number): number {
  const base = BASE_APR[condition][CREDIT_TYPES.indexOf(creditType)] ?? 7.05;
  return Math.round((base + Math.max(0, termMonths - 60) / 48) * 100) / 100;
}

/** Every rate: credit type x condition x loan term. */
export const SAMPLE_RATES: readonly PaymentRate[] = CREDIT_TYPES.flatMap((creditType) =>
  (['new', 'used'] as const).flatMap((condition) =>
    LOAN_TERMS.map((termMonths) => ({
      creditType,
      condition,
      termMonths,
      aprPercent: aprOf(creditType, condition, termMonths),
      offeredBy: 'national-average',
    })),
  ),
);

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** The monthly payment of a loan: the usual annuity formula. */
export function loanQuote(
  amount: number,
  aprPercent: number,
  termMonths: number,
  downPayment: number,
): PaymentQuote {
  const financed = Math.max(0, amount - downPayment);
  const rate = aprPercent / 1200;
  const monthly = rate === 0 ? financed / termMonths : (financed * rate) / (1 - (1 + rate) ** -termMonths);
  return {
    dealType: 'finance',
    termMonths,
    aprPercent,
    monthlyPayment: cents(monthly),
    amountFinanced: cents(financed),
    downPayment: cents(downPayment),
    totalInterest: cents(monthly * termMonths - financed),
  };
}

/** A lease: depreciation to a residual (58 percent at three years) plus the money factor's charge. */
export function leaseQuote(
  price: number,
  aprPercent: number,
  termMonths: number,
  downPayment: number,
): PaymentQuote {
  const capitalized = Math.max(0, price - downPayment);
  const residual = price * (0.58 + (36 - termMonths) * 0.005);
  const moneyFactor = aprPercent / 2400;
  const monthly = Math.max(0, (capitalized - residual) / termMonths + (capitalized + residual) * moneyFactor);
  return {
    dealType: 'lease',
    termMonths,
    aprPercent,
    monthlyPayment: cents(monthly),
    amountFinanced: cents(capitalized),
    downPayment: cents(downPayment),
  };
}

/** The price a monthly payment buys over a loan: the annuity formula the other way round. */
export function affordablePrice(
  monthly: number,
  aprPercent: number,
  termMonths: number,
  downPayment: number,
): number {
  const rate = aprPercent / 1200;
  const financed = rate === 0 ? monthly * termMonths : (monthly * (1 - (1 + rate) ** -termMonths)) / rate;
  return Math.round(financed + downPayment);
}
