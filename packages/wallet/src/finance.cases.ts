import type { FinanceInput } from './index';

export interface FinanceCase {
  /** What the example is and where its figures come from. */
  example: string;
  input: FinanceInput;
  amountFinancedCents: number;
  monthlyPaymentCents: number;
  finalPaymentCents: number;
  totalInterestCents: number;
}

// Every figure below was computed outside this code: the payment with Python's decimal module at 60 digits,
// P * r / (1 - (1 + r)^-n) with r = APR / 1200, rounded half up to the cent, cross-checked with `bc -l`
// (scale 30); the schedule's final payment and total interest by a separate Python loop (interest = balance * r
// rounded half up, principal = payment - interest, last month pays the balance). Where a published figure
// exists it is quoted.
export const FINANCE_CASES: FinanceCase[] = [
  {
    // The README's shopper: $28,500 used car, 10 % down ($2,850), 60 months at the spec's used default, 7.05 %.
    // Financed 25,650.00; exact payment 508.5060462282...; bc: 508.506046228225339404808191.
    example: '$28,500 used, 10 % down, 60 months, 7.05 %',
    input: {
      priceCents: 2_850_000,
      downPayment: { type: 'percent', fraction: 0.1 },
      aprPercent: 7.05,
      termMonths: 60,
    },
    amountFinancedCents: 2_565_000,
    monthlyPaymentCents: 50_851,
    finalPaymentCents: 50_826,
    totalInterestCents: 486_035,
  },
  {
    // Zero-rate: 30,000 / 60 = 500.00 exactly; no interest.
    example: '$30,000 new at 0 %, 60 months',
    input: { priceCents: 3_000_000, aprPercent: 0, termMonths: 60 },
    amountFinancedCents: 3_000_000,
    monthlyPaymentCents: 50_000,
    finalPaymentCents: 50_000,
    totalInterestCents: 0,
  },
  {
    // Zero-rate that does not divide: 10,000 / 7 = 1,428.5714...; six payments of 1,428.57, the last 1,428.58.
    example: '$10,000 at 0 % over 7 months',
    input: { priceCents: 1_000_000, aprPercent: 0, termMonths: 7 },
    amountFinancedCents: 1_000_000,
    monthlyPaymentCents: 142_857,
    finalPaymentCents: 142_858,
    totalInterestCents: 0,
  },
  {
    // Textbook: $10,000 at 12 % for 12 months, PMT(1 %, 12, 10000) = 888.49 (as in any spreadsheet's PMT).
    // Exact 888.4878867834...
    example: '$10,000 at 12 %, 12 months',
    input: { priceCents: 1_000_000, aprPercent: 12, termMonths: 12 },
    amountFinancedCents: 1_000_000,
    monthlyPaymentCents: 88_849,
    finalPaymentCents: 88_847,
    totalInterestCents: 66_186,
  },
  {
    // $25,000 at 5 % for 60 months: 471.78, the figure published calculators give. Exact 471.7808411002...
    example: '$25,000 at 5 %, 60 months',
    input: { priceCents: 2_500_000, aprPercent: 5, termMonths: 60 },
    amountFinancedCents: 2_500_000,
    monthlyPaymentCents: 47_178,
    finalPaymentCents: 47_186,
    totalInterestCents: 330_688,
  },
  {
    // Everything at once, new car at the spec's new default 6 %, 36 months:
    // price 20,000.00; tax 6.25 % of (20,000 - 5,000 trade-in credit) = 937.50; fees 500.00;
    // down 2,000.00; trade-in 5,000 worth, 7,000 owed: -2,000 equity rolls in.
    // Financed 20,000 + 937.50 + 500 - 2,000 + 2,000 = 21,437.50. Exact payment 652.1702841177...
    example: 'tax, fees, amount down and negative equity, 6 %, 36 months',
    input: {
      priceCents: 2_000_000,
      salesTaxPercent: 6.25,
      feesCents: 50_000,
      downPayment: { type: 'amount', cents: 200_000 },
      tradeIn: { valueCents: 500_000, amountOwedCents: 700_000 },
      aprPercent: 6,
      termMonths: 36,
    },
    amountFinancedCents: 2_143_750,
    monthlyPaymentCents: 65_217,
    finalPaymentCents: 65_217,
    totalInterestCents: 204_062,
  },
];
