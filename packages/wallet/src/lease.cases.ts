import type { LeaseInput } from './index';

export interface LeaseCase {
  example: string;
  input: LeaseInput;
  residualCents: number;
  adjustedCapCostCents: number;
  depreciationCents: number;
  financeChargeCents: number;
  monthlyTaxCents: number;
  monthlyPaymentCents: number;
}

// Figures computed with Python's decimal module, independently of this code:
// residual = price x residual% ; adjusted cap cost = price + fees - down - trade-in equity;
// money factor = APR / 2400; depreciation = (adjusted - residual) / term; finance charge = (adjusted + residual)
// x money factor; base = their sum rounded half up to the cent; tax = base x tax% rounded half up.
export const LEASE_CASES: LeaseCase[] = [
  {
    // $35,000, 36 months, 12,000 miles: residual 58 % (our table) = 20,300; 6 % APR -> money factor 0.0025.
    // Depreciation (35,000 - 20,300) / 36 = 408.3333...; finance charge 55,300 x 0.0025 = 138.25;
    // base 546.58333... -> 546.58.
    example: '$35,000, 36 months, 12,000 miles, 6 %',
    input: { priceCents: 3_500_000, aprPercent: 6, termMonths: 36 },
    residualCents: 2_030_000,
    adjustedCapCostCents: 3_500_000,
    depreciationCents: 40_833,
    financeChargeCents: 13_825,
    monthlyTaxCents: 0,
    monthlyPaymentCents: 54_658,
  },
  {
    // Same car at 15,000 miles a year: residual 58 - 3 = 55 % = 19,250. $3,000 down, $695 fees capitalised:
    // adjusted 35,695 - 3,000 = 32,695. Depreciation 13,445 / 36 = 373.4722...; finance charge
    // 51,945 x 0.0025 = 129.8625; base 503.3347... -> 503.33; tax 7 % of 503.33 = 35.2331 -> 35.23;
    // monthly 538.56.
    example: '15,000 miles, $3,000 down, $695 fees, 7 % tax',
    input: {
      priceCents: 3_500_000,
      aprPercent: 6,
      termMonths: 36,
      annualMileage: 15_000,
      downPayment: { type: 'amount', cents: 300_000 },
      feesCents: 69_500,
      salesTaxPercent: 7,
    },
    residualCents: 1_925_000,
    adjustedCapCostCents: 3_269_500,
    depreciationCents: 37_347,
    financeChargeCents: 12_986,
    monthlyTaxCents: 3_523,
    monthlyPaymentCents: 53_856,
  },
  {
    // $30,000, 24 months (residual 66 % = 19,800) at 0 %: depreciation 10,200 / 24 = 425.00, no finance charge;
    // a $2,000 trade-in with nothing owed lowers the cap cost to 28,000: (28,000 - 19,800) / 24 = 341.6666...
    // -> 341.67.
    example: '$30,000, 24 months at 0 %, $2,000 trade-in',
    input: {
      priceCents: 3_000_000,
      aprPercent: 0,
      termMonths: 24,
      tradeIn: { valueCents: 200_000, amountOwedCents: 0 },
    },
    residualCents: 1_980_000,
    adjustedCapCostCents: 2_800_000,
    depreciationCents: 34_167,
    financeChargeCents: 0,
    monthlyTaxCents: 0,
    monthlyPaymentCents: 34_167,
  },
];
