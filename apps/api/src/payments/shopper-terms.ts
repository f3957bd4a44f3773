import {
  type CreditType,
  dollarsToCents,
  PAYMENT_DEFAULTS,
  type RateCondition,
  rateCondition,
} from '@forecourt/wallet';
import { badRequest } from './bad-request';
import { LEASE_TERMS, LOAN_TERMS } from './lender-rates';
import type { ShopperTerms } from './quote-payments';

/** The payments query after the contract parsed it (the keys this module reads). */
export interface PaymentsQuery {
  price?: number | undefined;
  condition?: 'new' | 'used' | 'certified' | undefined;
  creditType: CreditType;
  dealType: 'finance' | 'lease' | 'cash';
  loanTerm?: number | undefined;
  leaseTerm?: number | undefined;
  leaseMileage?: number | undefined;
  downPayment?: number | undefined;
  downPaymentPercent?: number | undefined;
  interestRate?: number | undefined;
  tradeInValue?: number | undefined;
  amountOwed?: number | undefined;
}

function offeredTerm(
  field: string,
  term: number | undefined,
  offered: readonly number[],
  fallback: number,
): number {
  if (term === undefined) return fallback;
  if (!offered.includes(term)) {
    throw badRequest(
      field,
      `a ${term}-month term is not offered; offered terms are ${offered.join(', ')} months`,
    );
  }
  return term;
}

/**
 * The shopper's terms from the query, the spec 002 s3 payment defaults filling what is missing (credit type b,
 * 20 % down, loan 60 and lease 36 months, 12,000 miles a year). A term the lender does not write is a 400 naming
 * it, whatever the deal type: the shopper asked for it, and quietly quoting another term would mislead.
 */
export function resolveShopperTerms(query: PaymentsQuery): ShopperTerms {
  return {
    creditType: query.creditType,
    dealType: query.dealType,
    loanTerm: offeredTerm('query.loanTerm', query.loanTerm, LOAN_TERMS, PAYMENT_DEFAULTS.loanTerm),
    leaseTerm: offeredTerm('query.leaseTerm', query.leaseTerm, LEASE_TERMS, PAYMENT_DEFAULTS.leaseTerm),
    leaseMileage: query.leaseMileage ?? PAYMENT_DEFAULTS.leaseMileageRange,
    downPayment:
      query.downPayment !== undefined
        ? { type: 'amount', cents: dollarsToCents(query.downPayment) }
        : { type: 'percent', fraction: query.downPaymentPercent ?? PAYMENT_DEFAULTS.downPaymentPercent },
    tradeIn: {
      valueCents: dollarsToCents(query.tradeInValue ?? PAYMENT_DEFAULTS.tradeIn.value),
      amountOwedCents: dollarsToCents(query.amountOwed ?? PAYMENT_DEFAULTS.tradeIn.amountOwed),
    },
    interestRate: query.interestRate,
  };
}

/** The condition whose rates apply: the query's, else the listing's, else used (the dearer, safer quote). */
export function rateConditionOf(queried: string | undefined, listing: string | undefined): RateCondition {
  return rateCondition(queried ?? listing ?? 'used');
}
