import { type AmountFinanced, amountFinanced, type PurchaseInput } from './amount-financed';
import { assertCents, assertPercent, assertTerm, roundToCent } from './money';

/** Amortisation factor: the payment per cent borrowed, r / (1 - (1 + r)^-n); exactly 1 / n at 0 % APR. */
function paymentFactor(aprPercent: number, termMonths: number): number {
  const r = aprPercent / 1200;
  if (r === 0) return 1 / termMonths;
  // expm1/log1p keep 1 - (1 + r)^-n accurate when r is tiny, so the factor stays monotonic in the rate.
  return r / -Math.expm1(-termMonths * Math.log1p(r));
}

/** The standard amortised monthly payment, in cents, rounded by the package's one rule. */
export function monthlyPaymentCents(principalCents: number, aprPercent: number, termMonths: number): number {
  assertCents('principalCents', principalCents);
  assertPercent('aprPercent', aprPercent);
  assertTerm('termMonths', termMonths);
  return roundToCent(principalCents * paymentFactor(aprPercent, termMonths));
}

export interface ScheduleRow {
  /** 1 to termMonths. */
  period: number;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  /** What is still owed after this payment; 0 after the last. */
  balanceCents: number;
}

/**
 * Month by month: interest is the balance times the monthly rate, rounded to the cent; the rest of the payment
 * repays principal. The last payment repays whatever is left, so the principal column sums to the amount
 * financed exactly and the rounding of the payment shows up in the last row only.
 */
export function amortizationSchedule(
  principalCents: number,
  aprPercent: number,
  termMonths: number,
): ScheduleRow[] {
  const payment = monthlyPaymentCents(principalCents, aprPercent, termMonths);
  const r = aprPercent / 1200;
  const rows: ScheduleRow[] = [];
  let balance = principalCents;
  for (let period = 1; period <= termMonths; period++) {
    const interest = roundToCent(balance * r);
    let principal = payment - interest;
    if (period === termMonths || principal > balance) principal = balance;
    balance -= principal;
    rows.push({
      period,
      paymentCents: interest + principal,
      interestCents: interest,
      principalCents: principal,
      balanceCents: balance,
    });
  }
  return rows;
}

export interface FinanceInput extends PurchaseInput {
  /** Annual percentage rate, 7.05 for 7.05 %. */
  aprPercent: number;
  termMonths: number;
}

export interface FinanceQuote extends AmountFinanced {
  /** The payment the shopper sees: every row of the schedule but (possibly) the last. */
  monthlyPaymentCents: number;
  /** The last row's payment, which absorbs the rounding of the others. */
  finalPaymentCents: number;
  totalInterestCents: number;
  /** Every payment of the schedule added up (excludes the down payment). */
  totalOfPaymentsCents: number;
  aprPercent: number;
  termMonths: number;
}

/** A loan quote for a car: amount financed, monthly payment, and totals taken from the schedule itself. */
export function financePayment(input: FinanceInput): FinanceQuote {
  const financed = amountFinanced(input);
  const schedule = amortizationSchedule(financed.amountFinancedCents, input.aprPercent, input.termMonths);
  let totalInterestCents = 0;
  for (const row of schedule) totalInterestCents += row.interestCents;
  return {
    ...financed,
    monthlyPaymentCents: monthlyPaymentCents(
      financed.amountFinancedCents,
      input.aprPercent,
      input.termMonths,
    ),
    finalPaymentCents: schedule[schedule.length - 1]?.paymentCents ?? 0,
    totalInterestCents,
    totalOfPaymentsCents: financed.amountFinancedCents + totalInterestCents,
    aprPercent: input.aprPercent,
    termMonths: input.termMonths,
  };
}

/** The loan payment alone, without building the schedule (what the budget search calls many times). */
export function financeMonthlyPaymentCents(input: FinanceInput): number {
  return monthlyPaymentCents(amountFinanced(input).amountFinancedCents, input.aprPercent, input.termMonths);
}
