import type { ContractCases } from './contract-case';

const RATES = [
  { creditType: 'b', condition: 'used', termMonths: 60, aprPercent: 7.05, offeredBy: 'national-average' },
  { creditType: 'a', condition: 'used', termMonths: 60, aprPercent: 5.9, offeredBy: 'Austin Credit Union' },
];

/** Spec 002 s3 and s7: payments and the budget variant. */
export const PAYMENT_CASES: ContractCases<'getPayments' | 'getBudget'> = {
  getPayments: {
    valid: [
      {
        request: {
          query: {
            listingId: '712345678',
            price: '23998',
            creditType: 'B',
            dealType: 'finance',
            loanTerm: '60',
            downPaymentPercent: '0.2',
            interestRate: '7.05',
            tradeInValue: '0',
            amountOwed: '0',
            zip: '78701',
          },
          headers: { 'x-fwd-svc': 'atc' },
        },
        parsed: { query: { creditType: 'b', loanTerm: 60, downPaymentPercent: 0.2, price: 23_998 } },
      },
      { request: { query: {} }, parsed: { query: { creditType: 'b', dealType: 'finance' } } },
      { request: { query: { dealType: 'lease', leaseTerm: '36', leaseMileage: '12000' } } },
    ],
    reply: {
      rates: RATES,
      ratesByCreditType: { a: { '60': 5.9 }, b: { '60': 7.05 } },
      payments: {
        '60': {
          dealType: 'finance',
          termMonths: 60,
          aprPercent: 7.05,
          monthlyPayment: 381.12,
          amountFinanced: 19_198.4,
          downPayment: 4_799.6,
        },
      },
      incentives: {
        cashOffers: { '-1': { amount: 1_000, offeredBy: 'Honda', description: 'Customer cash' } },
        leaseOffers: { '36': { amount: 289, termMonths: 36, offeredBy: 'Honda' } },
      },
      paymentOffers: { '60': { aprPercent: 3.9, termMonths: 60, offeredBy: 'Honda Financial' } },
      nationalOffers: { '36': { aprPercent: 4.9, termMonths: 36, offeredBy: 'Honda' } },
      error: null,
    },
    invalid: [
      {
        rule: 'Credit-score bands ... keyed by letters a to f',
        request: { query: { creditType: 'g' } },
        field: 'query.creditType',
      },
      {
        rule: 'downPaymentPercent 0.2 (a fraction)',
        request: { query: { downPaymentPercent: '20' } },
        field: 'query.downPaymentPercent',
      },
      { rule: 'lease term', request: { query: { leaseTerm: 'three years' } }, field: 'query.leaseTerm' },
      { rule: 'listing id', request: { query: { listingId: 'abc' } }, field: 'query.listingId' },
    ],
    badReplies: [
      {
        rule: 'cash offers under key -1',
        reply: {
          rates: [],
          ratesByCreditType: {},
          payments: {},
          incentives: { cashOffers: {}, leaseOffers: { '3 years': {} } },
          paymentOffers: {},
          nationalOffers: {},
          error: null,
        },
        path: 'incentives.leaseOffers["3 years"]',
      },
      {
        rule: 'an error field',
        reply: {
          rates: [],
          ratesByCreditType: {},
          payments: {},
          incentives: { cashOffers: {}, leaseOffers: {} },
          paymentOffers: {},
          nationalOffers: {},
        },
        path: 'error',
      },
    ],
  },
  getBudget: {
    valid: [
      {
        request: { query: { monthlyBudget: '450', loanTerm: '72', creditType: 'c' } },
        parsed: { query: { monthlyBudget: 450 } },
      },
    ],
    reply: {
      rates: RATES,
      budget: {
        maxPrice: 28_500,
        monthlyBudget: 450,
        dealType: 'finance',
        termMonths: 72,
        aprPercent: 8.1,
        downPayment: 5_700,
        tradeInEquity: 0,
      },
      error: null,
    },
    invalid: [
      {
        rule: 'Budget variant: a monthly budget',
        request: { query: { loanTerm: '72' } },
        field: 'query.monthlyBudget',
      },
    ],
  },
};
