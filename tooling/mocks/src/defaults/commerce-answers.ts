import { type CreditType, type PaymentQuote, WEB_VITAL_NAMES } from '@forecourt/contracts';
import { errorReply, reply } from '../mock-reply';
import type { MockAnswers } from '../mock-types';
import { SAMPLE_CONSUMER, SAMPLE_PAYMENT_INFO } from '../samples/account';
import { SAMPLE_LISTINGS } from '../samples/listings';
import {
  affordablePrice,
  aprOf,
  LEASE_TERMS,
  LOAN_TERMS,
  leaseQuote,
  loanQuote,
  SAMPLE_RATES,
} from '../samples/payments';

/** The id of the wallet `createWallet` makes and the reads answer. */
export const SAMPLE_WALLET_ID = 'wallet-7d1c2a';

const walletRecord = (id: string, paymentInfo = SAMPLE_PAYMENT_INFO) => ({
  paymentInfo: { ...paymentInfo, walletId: id },
  statusCode: 200,
  id,
});

interface Terms {
  readonly price?: number | undefined;
  readonly condition?: 'new' | 'used' | 'certified' | undefined;
  readonly creditType: CreditType;
  readonly interestRate?: number | undefined;
  readonly downPayment?: number | undefined;
  readonly downPaymentPercent?: number | undefined;
  readonly tradeInValue?: number | undefined;
  readonly amountOwed?: number | undefined;
}

const rateCondition = (condition: Terms['condition']) => (condition === 'new' ? 'new' : 'used');

/** Down payment in dollars: an amount wins over a percent; 20 percent when neither (spec 002 s3). */
const downOf = (terms: Terms, price: number) =>
  (terms.downPayment ?? price * (terms.downPaymentPercent ?? 0.2)) +
  (terms.tradeInValue ?? 0) -
  (terms.amountOwed ?? 0);

const ratesByCreditType = (condition: 'new' | 'used') =>
  Object.fromEntries(
    ['a', 'b', 'c', 'd', 'e', 'f'].map((creditType) => [
      creditType,
      Object.fromEntries(
        LOAN_TERMS.map((term) => [String(term), aprOf(creditType as CreditType, condition, term)]),
      ),
    ]),
  );

/** Payments, budget, the wallet storage, the share and lead calls, and the web-vitals telemetry. */
export const COMMERCE_ANSWERS: MockAnswers<
  | 'getPayments'
  | 'getBudget'
  | 'createWallet'
  | 'getWallet'
  | 'getWalletByConsumer'
  | 'updateWallet'
  | 'emailFriend'
  | 'shareText'
  | 'emailOwner'
  | 'reportWebVitals'
  | 'getWebVitalsSummary'
> = {
  // The listing's price and condition when the query gives none; an unknown listing without a price is a 404.
  getPayments: ({ query }) => {
    const listing = SAMPLE_LISTINGS.find((item) => item.id === query.listingId);
    const price = query.price ?? listing?.pricingDetail?.salePrice;
    if (query.listingId && price === undefined)
      return errorReply(404, `No listing has id ${query.listingId}`);
    const condition = rateCondition(query.condition ?? (listing?.listingType === 'NEW' ? 'new' : 'used'));
    const payments: Record<string, PaymentQuote> = {};
    if (price !== undefined && query.dealType !== 'cash') {
      const down = downOf(query, price);
      const lease = query.dealType === 'lease';
      for (const term of lease ? LEASE_TERMS : LOAN_TERMS) {
        const apr = query.interestRate ?? aprOf(query.creditType, condition, term);
        payments[String(term)] = lease
          ? leaseQuote(price, apr, term, down)
          : loanQuote(price, apr, term, down);
      }
    }
    return {
      rates: [...SAMPLE_RATES],
      ratesByCreditType: ratesByCreditType(condition),
      payments,
      incentives: { cashOffers: {}, leaseOffers: {} },
      paymentOffers: {},
      nationalOffers: {},
      error: null,
    };
  },
  getBudget: ({ query }) => {
    const term = query.loanTerm ?? 60;
    const apr = query.interestRate ?? aprOf(query.creditType, rateCondition(query.condition), term);
    const downPayment = query.downPayment ?? 0;
    const tradeInEquity = (query.tradeInValue ?? 0) - (query.amountOwed ?? 0);
    return {
      rates: [...SAMPLE_RATES],
      budget: {
        maxPrice: affordablePrice(query.monthlyBudget, apr, term, downPayment + tradeInEquity),
        monthlyBudget: query.monthlyBudget,
        dealType: query.dealType,
        termMonths: term,
        aprPercent: apr,
        downPayment,
        tradeInEquity,
      },
      error: null,
    };
  },
  createWallet: ({ body }) =>
    reply(
      { ...walletRecord(SAMPLE_WALLET_ID, { ...SAMPLE_PAYMENT_INFO, ...body.paymentInfo }), statusCode: 201 },
      { headers: { location: `/wallet-storage/wallets/${SAMPLE_WALLET_ID}` } },
    ),
  getWallet: ({ params }) => walletRecord(params.walletId),
  getWalletByConsumer: ({ params }) =>
    params.consumerId === SAMPLE_CONSUMER.consumerid
      ? walletRecord(SAMPLE_WALLET_ID)
      : errorReply(404, 'This consumer has no wallet'),
  updateWallet: ({ params, body }) => ({ ...walletRecord(params.walletId, body.paymentInfo), success: true }),
  emailFriend: { success: true },
  shareText: { success: true },
  emailOwner: { success: true },
  reportWebVitals: ({ body }) => ({ accepted: body.metrics.length }),
  getWebVitalsSummary: ({ query }) => ({
    page: query.page ?? null,
    brand: query.brand ?? null,
    metrics: WEB_VITAL_NAMES.map((name, index) => ({
      name,
      count: 1_200 - index * 90,
      p75: { LCP: 2_140, CLS: 0.06, INP: 180, FCP: 1_420, TTFB: 610 }[name],
      goodShare: [0.81, 0.88, 0.76, 0.84, 0.79][index] ?? null,
    })),
  }),
};
