// Small valid replies, checked against their contracts by api-client.test.ts.

export const BASE_URL = 'http://api.test';

export const CONSUMER = { consumerid: 'c-1', email: 'shopper@example.com', phone: '5125550100' };

export const PAYMENT_INFO = {
  creditType: 'b',
  downPaymentPercent: 0.2,
  downPaymentType: 'percent',
  leaseMileageRange: 12_000,
  leaseTerm: 36,
  loanTerm: 60,
  budget: null,
  monthlyBudget: null,
  downPayment: null,
};

export const WALLET = { paymentInfo: PAYMENT_INFO, statusCode: 200, id: 'w-1' };

export const PAYMENTS = {
  rates: [],
  ratesByCreditType: {},
  payments: {},
  incentives: { cashOffers: {}, leaseOffers: {} },
  paymentOffers: {},
  nationalOffers: {},
  error: null,
};

export const LISTINGS = { listings: [{ id: '712345678' }], owners: [] };

export const SAVE_VEHICLE = { msgs: [], bookmarkSaved: true, bookmarkAlreadySaved: false };

export const CERTIFIED_CONTENT = { programs: [] };
