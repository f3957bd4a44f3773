import { NATIONAL_AVERAGE_RATES, PAYMENT_DEFAULTS } from '@forecourt/wallet';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../http/api-failure';
import {
  assembleOffers,
  conditionOfListingType,
  LEASE_TERMS,
  LENDER_NAME,
  LOAN_TERMS,
  lenderRate,
  lenderRates,
  listingKey,
  noOffers,
  offerExpiry,
  programsFor,
  quoteBudget,
  quotePayments,
  RATE_TERMS,
  ratesByCreditType,
  resolveShopperTerms,
  type ShopperTerms,
} from './index';

// Expected payments were computed outside this code with Python's decimal module (P·r / (1 − (1 + r)^−n), rounded
// half up to the cent), not with the wallet package.

const NOW = new Date('2026-11-20T12:00:00Z');
const CURRENT_MODEL_YEAR = 2027;

const terms = (overrides: Partial<ShopperTerms> = {}): ShopperTerms => ({
  ...resolveShopperTerms({ creditType: 'b', dealType: 'finance' }),
  ...overrides,
});

describe('lender rates', () => {
  it('agree with the spec 002 s3 payment defaults at credit type b and 60 months ("interest rate new 6 and used 7.05")', () => {
    expect(lenderRate('b', 'new', 60)).toBe(6);
    expect(lenderRate('b', 'used', 60)).toBe(7.05);
    expect(NATIONAL_AVERAGE_RATES).toEqual({ new: 6, used: 7.05 });
  });

  it('cover every credit type x condition x term, each offered by the lender', () => {
    const rates = lenderRates();
    expect(rates).toHaveLength(6 * 2 * RATE_TERMS.length);
    expect(new Set(rates.map((rate) => rate.offeredBy))).toEqual(new Set([LENDER_NAME]));
    expect(RATE_TERMS).toEqual([24, 36, 39, 48, 60, 72, 84]);
  });

  it.each([
    ['a', 'new', 24, 4.69],
    ['b', 'used', 72, 7.4],
    ['f', 'used', 84, 21.74],
    ['c', 'new', 39, 7.19],
  ] as const)('credit type %s, %s, %i months: %d %%', (creditType, condition, term, apr) => {
    expect(lenderRate(creditType, condition, term)).toBe(apr);
    expect(ratesByCreditType(condition)[creditType][String(term)]).toBe(apr);
  });

  it('rise as the credit band falls and as the term lengthens', () => {
    for (const condition of ['new', 'used'] as const) {
      const byType = ratesByCreditType(condition);
      expect(Object.values(byType).map((byTerm) => byTerm['60'])).toEqual(
        [...Object.values(byType).map((byTerm) => byTerm['60'] ?? 0)].sort((a, b) => a - b),
      );
      const b = RATE_TERMS.map((term) => lenderRate('b', condition, term) ?? 0);
      expect(b).toEqual([...b].sort((x, y) => x - y));
    }
  });

  it('have no rate for a term the lender does not write', () => {
    expect(lenderRate('b', 'new', 50)).toBeUndefined();
  });
});

describe('shopper terms', () => {
  it('fill the spec 002 s3 defaults: credit type b, 20 % down, loan 60, lease 36, 12000 miles', () => {
    expect(resolveShopperTerms({ creditType: 'b', dealType: 'finance' })).toEqual({
      creditType: 'b',
      dealType: 'finance',
      loanTerm: PAYMENT_DEFAULTS.loanTerm,
      leaseTerm: PAYMENT_DEFAULTS.leaseTerm,
      leaseMileage: 12_000,
      downPayment: { type: 'percent', fraction: 0.2 },
      tradeIn: { valueCents: 0, amountOwedCents: 0 },
      interestRate: undefined,
    });
  });

  it('take a down payment amount over the percent', () => {
    expect(
      resolveShopperTerms({
        creditType: 'b',
        dealType: 'finance',
        downPayment: 2500,
        downPaymentPercent: 0.1,
      }).downPayment,
    ).toEqual({ type: 'amount', cents: 250_000 });
  });

  it.each([
    ['loanTerm', { loanTerm: 50 }, 'query.loanTerm', LOAN_TERMS],
    ['leaseTerm', { leaseTerm: 60 }, 'query.leaseTerm', LEASE_TERMS],
  ] as const)('refuse a %s that is not offered with a 400 naming the field', (_, query, field, offered) => {
    try {
      resolveShopperTerms({ creditType: 'b', dealType: 'finance', ...query });
      expect.unreachable('a term that is not offered must throw');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiFailure);
      const failure = error as ApiFailure;
      expect(failure.status).toBe(400);
      expect(failure.reply.error.field).toBe(field);
      expect(failure.reply.error.message).toContain(`offered terms are ${offered.join(', ')} months`);
    }
  });
});

describe('manufacturer programs', () => {
  const civic = { makeCode: 'HONDA', modelCode: 'CIVIC', state: 'TX' };
  it.each([
    ['a this-year Civic', { ...civic, year: 2027 }, ['honda-civic-financing']],
    ['a leftover Civic', { ...civic, year: 2026 }, ['honda-leftover-cash']],
    ['a two-year-old Civic', { ...civic, year: 2025 }, []],
    [
      'an F-150 sold in Texas',
      { makeCode: 'FORD', modelCode: 'F150PICKUP', year: 2027, state: 'TX' },
      ['ford-f150-cash', 'ford-f150-texas'],
    ],
    [
      'an F-150 sold in Wisconsin',
      { makeCode: 'FORD', modelCode: 'F150PICKUP', year: 2027, state: 'WI' },
      ['ford-f150-cash'],
    ],
    [
      'an F-150 whose state is unknown',
      { makeCode: 'FORD', modelCode: 'F150PICKUP', year: 2027, state: undefined },
      ['ford-f150-cash'],
    ],
    ['a Tesla', { makeCode: 'TESLA', modelCode: 'MODEL3', year: 2027, state: 'TX' }, []],
  ])('cover %s', (_, vehicle, ids) => {
    expect(programsFor(vehicle, CURRENT_MODEL_YEAR).map((program) => program.id)).toEqual(ids);
  });

  it('end with the month: 00:00 UTC on the first of the next month', () => {
    expect(offerExpiry(NOW)).toBe(Date.UTC(2026, 11, 1));
    expect(offerExpiry(new Date('2026-12-31T23:59:59Z'))).toBe(Date.UTC(2027, 0, 1));
  });

  it('put customer cash under key -1, the best APR per term, and lease payments for this price', () => {
    const f150 = programsFor(
      { makeCode: 'FORD', modelCode: 'F150PICKUP', year: 2027, state: 'TX' },
      CURRENT_MODEL_YEAR,
    );
    const offers = assembleOffers(f150, 5_000_000, NOW);
    expect(offers.incentives.cashOffers).toEqual({
      '-1': {
        amount: 2500,
        offeredBy: 'Ford',
        description: '$2,500 customer cash',
        expiry: Date.UTC(2026, 11, 1),
      },
    });
    expect(offers.cashBackCents).toBe(250_000);
    expect(offers.nationalOffers).toEqual({
      '72': expect.objectContaining({ aprPercent: 4.9, termMonths: 72, offeredBy: 'Ford' }),
    });
    expect(offers.paymentOffers).toEqual({
      '60': expect.objectContaining({ aprPercent: 1.9, offeredBy: 'Ford Credit (South Central region)' }),
      '72': expect.objectContaining({ aprPercent: 3.9, offeredBy: 'Ford Credit (South Central region)' }),
    });

    const civic = assembleOffers(
      programsFor(
        { ...{ makeCode: 'HONDA', modelCode: 'CIVIC', state: 'TX' }, year: 2027 },
        CURRENT_MODEL_YEAR,
      ),
      2_800_000,
      NOW,
    );
    // 36 months at 3.5 %, $2,999 at signing, 10,000 miles: residual 60 % of $28,000 (58 % + 2 points).
    expect(civic.incentives.leaseOffers['36']).toEqual({
      amount: 288.77,
      aprPercent: 3.5,
      termMonths: 36,
      offeredBy: 'Honda Financial Services',
      description: '$288.77 a month for 36 months, $2,999 due at signing, 10,000 miles a year',
      expiry: Date.UTC(2026, 11, 1),
    });
  });
});

describe('payments per term', () => {
  it('quote a $21,000 used car at the lender rates, 20 % down (spec 002 s3 defaults)', () => {
    const payments = quotePayments(2_100_000, 'used', terms(), noOffers());
    expect(Object.keys(payments)).toEqual(LOAN_TERMS.map(String));
    expect(payments['60']).toEqual({
      dealType: 'finance',
      termMonths: 60,
      aprPercent: 7.05,
      monthlyPayment: 333.06,
      amountFinanced: 16_800,
      downPayment: 4_200,
      totalInterest: expect.any(Number),
      offeredBy: LENDER_NAME,
    });
    expect(payments['72']?.monthlyPayment).toBe(289.66);
  });

  it('take the special APR where it is cheaper, the lender rate elsewhere', () => {
    const programs = programsFor(
      { makeCode: 'HONDA', modelCode: 'CIVIC', year: 2027, state: 'TX' },
      CURRENT_MODEL_YEAR,
    );
    const payments = quotePayments(2_800_000, 'new', terms(), assembleOffers(programs, 2_800_000, NOW));
    expect(payments['60']).toMatchObject({
      aprPercent: 4.9,
      monthlyPayment: 421.69,
      offeredBy: 'Honda Financial Services',
    });
    expect(payments['36']).toMatchObject({ aprPercent: 2.9, monthlyPayment: 650.43 });
    expect(payments['72']).toMatchObject({
      aprPercent: 6.35,
      monthlyPayment: 374.94,
      offeredBy: LENDER_NAME,
    });
  });

  it('take customer cash off the price at the lender rate (offers do not stack)', () => {
    const programs = programsFor(
      { makeCode: 'HONDA', modelCode: 'ACCORD', year: 2026, state: 'TX' },
      CURRENT_MODEL_YEAR,
    );
    const payments = quotePayments(2_800_000, 'new', terms(), assembleOffers(programs, 2_800_000, NOW));
    // $28,000 less $1,500 cash less $5,600 down (20 % of the price) = $20,900 at 6 %.
    expect(payments['60']).toMatchObject({
      aprPercent: 6,
      amountFinanced: 20_900,
      downPayment: 5_600,
      monthlyPayment: 404.06,
    });
  });

  it("quote the shopper's own APR on every term, without carmaker rates", () => {
    const programs = programsFor(
      { makeCode: 'HONDA', modelCode: 'CIVIC', year: 2027, state: 'TX' },
      CURRENT_MODEL_YEAR,
    );
    const payments = quotePayments(
      2_800_000,
      'new',
      terms({ interestRate: 3 }),
      assembleOffers(programs, 2_800_000, NOW),
    );
    for (const quote of Object.values(payments)) {
      expect(quote.aprPercent).toBe(3);
      expect(quote.offeredBy).toBeUndefined();
    }
  });

  it('quote leases on the lease terms and nothing monthly for cash deals', () => {
    const lease = quotePayments(2_800_000, 'new', terms({ dealType: 'lease' }), noOffers());
    expect(Object.keys(lease)).toEqual(LEASE_TERMS.map(String));
    expect(Object.values(lease).every((quote) => quote.dealType === 'lease')).toBe(true);
    expect(quotePayments(2_800_000, 'new', terms({ dealType: 'cash' }), noOffers())).toEqual({});
  });
});

describe('budget', () => {
  it('finds the whole-dollar price $450 a month buys: used, b, 60 months, 20 % down', () => {
    // Python: 2,837,386 cents is the last that fits to the cent; $28,373 at 20 % down pays $449.99.
    expect(quoteBudget(450, 'used', terms())).toEqual({
      budget: {
        maxPrice: 28_373,
        monthlyBudget: 450,
        dealType: 'finance',
        termMonths: 60,
        aprPercent: 7.05,
        downPayment: 5_674.6,
        tradeInEquity: 0,
      },
      error: null,
    });
  });

  it('answers no price when the trade-in alone costs more a month, or when every price fits', () => {
    const underwater = quoteBudget(
      100,
      'used',
      terms({ tradeIn: { valueCents: 0, amountOwedCents: 2_000_000 } }),
    );
    expect(underwater.budget).toBeNull();
    expect(underwater.error).toMatch(/^No price fits a monthly budget of \$100\.00/);
    const allDown = quoteBudget(100, 'used', terms({ downPayment: { type: 'percent', fraction: 1 } }));
    expect(allDown.budget).toBeNull();
    expect(allDown.error).toContain('the highest price quoted');
  });

  it('uses the lease term for lease deals', () => {
    expect(quoteBudget(450, 'new', terms({ dealType: 'lease' })).budget).toMatchObject({
      dealType: 'lease',
      termMonths: 36,
      aprPercent: 5.65,
    });
  });
});

describe('listings', () => {
  it.each([
    ['NEW', 'new'],
    ['USED', 'used'],
    ['CERTIFIED', 'certified'],
    ['3P_CERT', 'certified'],
  ] as const)('a %s listing is %s', (type, condition) => {
    expect(conditionOfListingType(type)).toBe(condition);
  });

  it('keys: ids the integer column cannot hold name no listing', () => {
    expect(listingKey('712345678')).toBe(712_345_678);
    expect(listingKey('2147483648')).toBeUndefined();
    expect(listingKey('99999999999999999999')).toBeUndefined();
  });
});
