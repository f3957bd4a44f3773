import { PAYMENTS_BREAKER_OPEN_MESSAGE } from '@forecourt/breakers';
import { NATIONAL_AVERAGE_RATES } from '@forecourt/wallet';
import { describe, expect, it } from 'vitest';
import { isPaymentsFallback, nationalAveragePayment, shownPayment } from './payment-quote';

/** What the payments breaker answers while open (spec 002 s8: the error text, "with empty rates"). */
const FALLBACK = { error: PAYMENTS_BREAKER_OPEN_MESSAGE, rates: {} };

const serviceQuote = {
  dealType: 'finance' as const,
  termMonths: 60,
  aprPercent: 5.9,
  monthlyPayment: 188.62,
  downPayment: 2444.8,
};

/** The annuity payment, written out here so the test does not lean on the wallet's own maths. */
const annuity = (principal: number, aprPercent: number, months: number) => {
  const rate = aprPercent / 1200;
  return Math.round(((principal * rate) / (1 - (1 + rate) ** -months)) * 100) / 100;
};

describe('isPaymentsFallback', () => {
  it.each([
    ['the breaker fallback', FALLBACK, true],
    ['a reply of the service ("error" null)', { payments: {}, error: null }, false],
    ['a reply without an error field', { payments: {} }, false],
    ['nothing', undefined, false],
  ])('%s: %s', (_name, reply, expected) => {
    expect(isPaymentsFallback(reply)).toBe(expected);
  });
});

describe('nationalAveragePayment (spec 002 s8: "falling back to the national average rate")', () => {
  it('prices a used car on the wallet defaults at the used national average, 7.05 (spec 002 s3)', () => {
    expect(NATIONAL_AVERAGE_RATES).toEqual({ new: 6, used: 7.05 });
    expect(nationalAveragePayment({}, { price: 12_224, condition: 'used' })).toEqual({
      dealType: 'finance',
      termMonths: 60,
      aprPercent: 7.05,
      // "downPaymentPercent 0.2" of $12,224.
      downPayment: 2444.8,
      monthlyPayment: annuity(12_224 * 0.8, 7.05, 60),
    });
  });

  it('prices a new car at the new national average, 6', () => {
    expect(nationalAveragePayment({}, { price: 30_000, condition: 'new' })?.monthlyPayment).toBe(
      annuity(24_000, 6, 60),
    );
  });

  it("ignores the shopper's credit band and own rate: the fallback is the national average", () => {
    const quote = nationalAveragePayment(
      {
        creditType: 'a',
        interestRate: { new: 2, used: 2.5 },
        penciling: { customLender: { name: 'My Credit Union', aprPercent: 1.9 } },
        loanTerm: 72,
        downPaymentPercent: 0.5,
      },
      { price: 20_000, condition: 'certified' },
    );
    expect(quote).toMatchObject({ aprPercent: 7.05, termMonths: 72, downPayment: 10_000 });
    expect(quote?.monthlyPayment).toBe(annuity(10_000, 7.05, 72));
  });

  it("keeps the wallet's lease terms for a lease", () => {
    const quote = nationalAveragePayment(
      { paymentOption: 'lease', leaseTerm: 36 },
      { price: 30_000, condition: 'new' },
    );
    expect(quote).toMatchObject({ dealType: 'lease', termMonths: 36, aprPercent: 6, downPayment: 6000 });
    expect(quote?.monthlyPayment).toBeGreaterThan(0);
  });

  it('gives null for terms that cannot be priced', () => {
    expect(nationalAveragePayment({}, { price: -1, condition: 'used' })).toBeNull();
  });
});

describe('shownPayment', () => {
  const car = { price: 12_224, condition: 'used' };

  it("shows the service's quote for the wallet's term, not flagged", () => {
    expect(shownPayment({ payments: { '60': serviceQuote }, error: null }, {}, car)).toEqual({
      quote: serviceQuote,
      isFallbackRate: false,
    });
  });

  it('shows the national average payment, flagged, when the breaker fell back', () => {
    const shown = shownPayment(FALLBACK, { creditType: 'a' }, car);
    expect(shown?.isFallbackRate).toBe(true);
    expect(shown?.quote).toEqual(nationalAveragePayment({}, car));
  });

  it('shows nothing when the service has no quote for the terms, or there is no reply', () => {
    expect(shownPayment({ payments: {}, error: null }, {}, car)).toBeNull();
    expect(shownPayment(undefined, {}, car)).toBeNull();
  });
});
