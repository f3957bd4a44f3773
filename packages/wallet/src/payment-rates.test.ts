import { describe, expect, it } from 'vitest';
import {
  interestRateFromReply,
  NATIONAL_AVERAGE_RATES,
  type PaymentRatesReply,
  rateCondition,
  selectRate,
} from './index';
import { setup } from './test-fixtures';

const reply: PaymentRatesReply = {
  rates: [
    { creditType: 'b', condition: 'new', termMonths: 60, aprPercent: 5.49, offeredBy: 'Lender A' },
    { creditType: 'b', condition: 'used', termMonths: 60, aprPercent: 6.99 },
    { creditType: 'a', condition: 'new', termMonths: 60, aprPercent: 4.9 },
  ],
  error: null,
};
// What @forecourt/breakers answers while the payments breaker is open (spec 002 s8).
const breakerOpen: PaymentRatesReply = {
  rates: [],
  error: 'Circuit Breaker for /rest/retailing/payments is open',
};

describe('rates by credit band, term and new or used', () => {
  it('picks the rate for the terms', () => {
    expect(selectRate(reply, { creditType: 'b', condition: 'new', termMonths: 60 })).toEqual({
      aprPercent: 5.49,
      isFallback: false,
      offeredBy: 'Lender A',
    });
    expect(selectRate(reply, { creditType: 'a', condition: 'new', termMonths: 60 }).aprPercent).toBe(4.9);
  });

  it.each([
    ['the breaker is open', breakerOpen],
    ['there is no reply', undefined],
    ['no rate matches the term', { rates: reply.rates.map((rate) => ({ ...rate, termMonths: 72 })) }],
  ])('falls back to the national average when %s', (_why, answer) => {
    expect(selectRate(answer, { creditType: 'b', condition: 'used', termMonths: 60 })).toEqual({
      aprPercent: 7.05,
      isFallback: true,
      offeredBy: 'national-average',
    });
  });

  it('the national average is the spec default: new 6, used 7.05', () => {
    expect(NATIONAL_AVERAGE_RATES).toEqual({ new: 6, used: 7.05 });
  });

  it('an error field wins over rates that came with it', () => {
    expect(
      selectRate({ ...reply, error: 'anything' }, { creditType: 'b', condition: 'new', termMonths: 60 })
        .isFallback,
    ).toBe(true);
  });

  it.each([
    ['new', 'new'],
    ['NEW', 'new'],
    ['used', 'used'],
    ['certified', 'used'],
    ['certifiedpreowned', 'used'],
  ])('%s cars take the %s rate', (condition, expected) => {
    expect(rateCondition(condition)).toBe(expected);
  });

  it('builds the interest-rate map with the fallback flag', () => {
    expect(interestRateFromReply(reply, { creditType: 'b', termMonths: 60 })).toEqual({
      new: 5.49,
      used: 6.99,
      isFallback: false,
    });
    expect(interestRateFromReply(reply, { creditType: 'a', termMonths: 60 })).toEqual({
      new: 4.9,
      used: 7.05,
      isFallback: true,
    });
  });

  it('the store applies a reply for its credit type and loan term, or the configured fallback', () => {
    const { store } = setup({ defaults: { interestRate: { new: 6.5, used: 7.5 } } });
    expect(store.getState().applyPaymentRates(reply)).toEqual({ new: 5.49, used: 6.99, isFallback: false });
    expect(store.getState().interestRate.isFallback).toBe(false);
    store.getState().applyPaymentRates(breakerOpen);
    expect(store.getState().interestRate).toEqual({ new: 6.5, used: 7.5, isFallback: true });
  });
});

describe('listing quotes and penciling', () => {
  it('keeps quotes and incentives per listing', () => {
    const { store } = setup();
    store.getState().setListingQuotes('L1', {
      cash: { totalCents: 100, salesTaxCents: 0, feesCents: 0, tradeInEquityCents: 0 },
      incentives: { cashOffers: { '-1': { amount: 1000, offeredBy: 'Honda' } } },
    });
    expect(store.getState().listingCashPayments.L1?.totalCents).toBe(100);
    expect(store.getState().listingIncentives.L1?.cashOffers?.['-1']?.amount).toBe(1000);
    store.getState().updatePenciling({ offerPrice: 27_000, penciledVdpListings: ['L1'] });
    expect(store.getState().penciling).toMatchObject({
      offerPrice: 27_000,
      penciledVdpListings: ['L1'],
      customLender: null,
    });
  });
});
