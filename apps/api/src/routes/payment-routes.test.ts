import { CONTRACTS } from '@forecourt/contracts';
import {
  buildPaymentsQuery,
  type CreditType,
  createWalletData,
  financePayment,
  NATIONAL_AVERAGE_RATES,
  selectRate,
  type WalletLike,
} from '@forecourt/wallet';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_APR, LENDER_NAME } from '../payments/index';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { at, insert, listing, owner, PLACES } from '../testing/fixtures';
import { PAYMENTS_NOW, testClock } from '../testing/payment-fixtures';

// Spec 002 s3: "Listing incentive and payment offers: cashOffers (key -1) and leaseOffers by term; rates by credit
// type. Payment offers and national offers by term carry offeredBy." Spec 002 s7: "Response holds rates and an
// error field. Budget variant: GET /rest/retailing/budget." Expected payments computed with Python's decimal module.

const USED_CIVIC = 712_345_678;
const NEW_CIVIC = 712_345_679;
const LEFTOVER_ACCORD = 712_345_680;
const F150_AUSTIN = 712_345_681;
const F150_MADISON = 712_345_682;
const EXPIRY = Date.UTC(2026, 11, 1);

describe.each(ENGINES)('payments on %s', (engine) => {
  let api: TestApi;
  const get = async (url: string) => {
    const reply = await api.app.inject({ method: 'GET', url });
    return { status: reply.statusCode, body: reply.json() };
  };

  beforeAll(async () => {
    api = await createTestApi(engine, { clock: testClock(PAYMENTS_NOW) });
    await insert(
      api.database.db,
      [owner({ id: 100_001 }), owner({ id: 100_002, ...PLACES.madison })],
      [
        listing({ id: USED_CIVIC, owner_id: 100_001, price: 21_000 }),
        listing({
          id: NEW_CIVIC,
          owner_id: 100_001,
          listing_type: 'NEW',
          year: 2027,
          price: 28_000,
          mileage: 5,
        }),
        listing({
          id: LEFTOVER_ACCORD,
          owner_id: 100_001,
          listing_type: 'NEW',
          model_code: 'ACCORD',
          year: 2026,
          price: 28_000,
        }),
        listing({
          id: F150_AUSTIN,
          owner_id: 100_001,
          listing_type: 'NEW',
          make_code: 'FORD',
          model_code: 'F150PICKUP',
          year: 2027,
          price: 50_000,
        }),
        listing({
          id: F150_MADISON,
          owner_id: 100_002,
          listing_type: 'NEW',
          make_code: 'FORD',
          model_code: 'F150PICKUP',
          year: 2027,
          price: 50_000,
          ...at(PLACES.madison),
        }),
      ],
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('GET /rest/retailing/payments', () => {
    it('answers rates, rates by credit type and payments per term for a price, with error null', async () => {
      const { status, body } = await get('/rest/retailing/payments?price=21000&condition=used');
      expect(status).toBe(200);
      expect(body.error).toBeNull();
      expect(body.rates).toHaveLength(6 * 2 * 7);
      expect(body.rates).toContainEqual({
        creditType: 'b',
        condition: 'used',
        termMonths: 60,
        aprPercent: 7.05,
        offeredBy: LENDER_NAME,
      });
      expect(body.ratesByCreditType.b['60']).toBe(7.05);
      expect(Object.keys(body.payments)).toEqual(['24', '36', '48', '60', '72', '84']);
      expect(body.payments['60']).toMatchObject({
        dealType: 'finance',
        termMonths: 60,
        aprPercent: 7.05,
        monthlyPayment: 333.06,
        amountFinanced: 16_800,
        downPayment: 4_200,
      });
      expect(body.incentives).toEqual({ cashOffers: {}, leaseOffers: {} });
      expect(body.paymentOffers).toEqual({});
      expect(body.nationalOffers).toEqual({});
    });

    it('reads the price and condition of a listing, and the wallet picks its rate from the reply', async () => {
      const { body } = await get(`/rest/retailing/payments?listingId=${USED_CIVIC}&creditType=B&loanTerm=60`);
      expect(body.payments['60'].monthlyPayment).toBe(333.06);
      expect(body.ratesByCreditType.a['60']).toBe(6.29);
      // What @forecourt/wallet's applyPaymentRates reads: a lender rate, not the national-average fallback.
      expect(selectRate(body, { creditType: 'b', condition: 'used', termMonths: 60 })).toEqual({
        aprPercent: 7.05,
        isFallback: false,
        offeredBy: LENDER_NAME,
      });
    });

    it('gives a new Civic the carmaker APR where cheaper, its lease offer, and national offers by term', async () => {
      const { body } = await get(`/rest/retailing/payments?listingId=${NEW_CIVIC}`);
      expect(body.payments['60']).toMatchObject({
        aprPercent: 4.9,
        monthlyPayment: 421.69,
        offeredBy: 'Honda Financial Services',
      });
      expect(body.payments['72']).toMatchObject({
        aprPercent: 6.35,
        monthlyPayment: 374.94,
        offeredBy: LENDER_NAME,
      });
      expect(body.incentives.cashOffers).toEqual({});
      expect(body.incentives.leaseOffers['36']).toMatchObject({
        amount: 288.77,
        termMonths: 36,
        expiry: EXPIRY,
      });
      expect(Object.keys(body.nationalOffers).sort()).toEqual(['36', '48', '60']);
      expect(body.nationalOffers['36']).toEqual({
        aprPercent: 2.9,
        termMonths: 36,
        offeredBy: 'Honda Financial Services',
        description: '2.9 % APR for 36 months',
        expiry: EXPIRY,
      });
      expect(body.paymentOffers).toEqual(body.nationalOffers);
    });

    it('puts customer cash under key -1 for a leftover new car', async () => {
      const { body } = await get(`/rest/retailing/payments?listingId=${LEFTOVER_ACCORD}`);
      expect(body.incentives.cashOffers['-1']).toEqual({
        amount: 1_500,
        offeredBy: 'Honda',
        description: '$1,500 customer cash',
        expiry: EXPIRY,
      });
      expect(body.payments['60']).toMatchObject({ amountFinanced: 20_900, monthlyPayment: 404.06 });
    });

    it('adds regional offers where the car is sold to the payment offers, never to the national ones', async () => {
      const austin = (await get(`/rest/retailing/payments?listingId=${F150_AUSTIN}`)).body;
      const madison = (await get(`/rest/retailing/payments?listingId=${F150_MADISON}`)).body;
      expect(austin.nationalOffers).toEqual(madison.nationalOffers);
      expect(Object.keys(madison.nationalOffers)).toEqual(['72']);
      expect(austin.paymentOffers['60']).toMatchObject({
        aprPercent: 1.9,
        offeredBy: 'Ford Credit (South Central region)',
      });
      expect(madison.paymentOffers).toEqual(madison.nationalOffers);
      expect(austin.payments['60'].aprPercent).toBe(1.9);
    });

    it('lets the query condition win over the listing: a new car quoted as used gets no carmaker offers', async () => {
      const { body } = await get(`/rest/retailing/payments?listingId=${NEW_CIVIC}&condition=used`);
      expect(body.paymentOffers).toEqual({});
      expect(body.payments['60'].aprPercent).toBe(7.05);
    });

    it('quotes leases by lease term, and no monthly payments for cash deals', async () => {
      const lease = (
        await get(`/rest/retailing/payments?price=28000&condition=new&dealType=lease&leaseTerm=36`)
      ).body;
      expect(Object.keys(lease.payments)).toEqual(['24', '36', '39', '48']);
      expect(lease.payments['36'].dealType).toBe('lease');
      const cash = (await get('/rest/retailing/payments?price=28000&dealType=cash')).body;
      expect(cash.payments).toEqual({});
    });

    it('quotes what the wallet maths give for the same terms', async () => {
      const { body } = await get(
        '/rest/retailing/payments?price=23998&condition=certified&creditType=c&downPayment=3000&tradeInValue=5000&amountOwed=6500',
      );
      const expected = financePayment({
        priceCents: 2_399_800,
        downPayment: { type: 'amount', cents: 300_000 },
        tradeIn: { valueCents: 500_000, amountOwedCents: 650_000 },
        aprPercent: 9.29,
        termMonths: 60,
      });
      expect(body.payments['60'].monthlyPayment).toBe(expected.monthlyPaymentCents / 100);
      expect(body.payments['60'].amountFinanced).toBe(22_498);
    });

    it('answers without payments when there is neither price nor listing', async () => {
      const { status, body } = await get('/rest/retailing/payments');
      expect(status).toBe(200);
      expect(body.payments).toEqual({});
      expect(body.ratesByCreditType.b['60']).toBe(7.05);
    });

    it.each([
      ['712399999', 'Listing 712399999 was not found'],
      ['99999999999999999999', 'Listing 99999999999999999999 was not found'],
    ])('answers 404 for an unknown listing %s', async (id, message) => {
      const { status, body } = await get(`/rest/retailing/payments?listingId=${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: { code: 'NOT_FOUND', message } });
    });

    it.each([
      ['price=-1', 'query.price'],
      ['creditType=g', 'query.creditType'],
      ['loanTerm=50', 'query.loanTerm'],
      ['dealType=lease&leaseTerm=60', 'query.leaseTerm'],
      ['listingId=abc', 'query.listingId'],
      ['downPaymentPercent=20', 'query.downPaymentPercent'],
      ['dealType=rent', 'query.dealType'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const { status, body } = await get(`/rest/retailing/payments?${query}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe('BAD_REQUEST');
      expect(body.error.field).toBe(field);
    });

    it('says which terms are offered when a term is not', async () => {
      const { body } = await get('/rest/retailing/payments?loanTerm=50');
      expect(body.error.message).toBe(
        'query.loanTerm: a 50-month term is not offered; offered terms are 24, 36, 48, 60, 72, 84 months',
      );
    });
  });

  describe('GET /rest/retailing/budget', () => {
    it('answers the whole-dollar price a monthly budget buys on the shopper terms', async () => {
      const { status, body } = await get('/rest/retailing/budget?monthlyBudget=450&condition=used');
      expect(status).toBe(200);
      expect(body.error).toBeNull();
      expect(body.rates).toHaveLength(84);
      expect(body.budget).toEqual({
        maxPrice: 28_373,
        monthlyBudget: 450,
        dealType: 'finance',
        termMonths: 60,
        aprPercent: 7.05,
        downPayment: 5_674.6,
        tradeInEquity: 0,
      });
    });

    it("takes a listing's condition, a lease's term, and the shopper's APR", async () => {
      const { body } = await get(
        `/rest/retailing/budget?monthlyBudget=450&listingId=${NEW_CIVIC}&dealType=lease&leaseTerm=24&interestRate=2.5`,
      );
      expect(body.budget).toMatchObject({ dealType: 'lease', termMonths: 24, aprPercent: 2.5 });
    });

    it('answers budget null with the reason when no price fits', async () => {
      const { status, body } = await get('/rest/retailing/budget?monthlyBudget=100&amountOwed=20000');
      expect(status).toBe(200);
      expect(body.budget).toBeNull();
      expect(body.error).toMatch(/^No price fits a monthly budget of \$100\.00/);
    });

    it.each([
      ['', 'query.monthlyBudget'],
      ['monthlyBudget=-5', 'query.monthlyBudget'],
      ['monthlyBudget=450&loanTerm=61', 'query.loanTerm'],
      ['monthlyBudget=450&creditType=excellent', 'query.creditType'],
    ])('answers 400 naming the field for "%s"', async (query, field) => {
      const { status, body } = await get(`/rest/retailing/budget?${query}`);
      expect(status).toBe(400);
      expect(body.error.field).toBe(field);
    });

    it('answers 404 for an unknown listing', async () => {
      expect((await get('/rest/retailing/budget?monthlyBudget=450&listingId=712399999')).status).toBe(404);
    });
  });

  // Spec 002 s3: "rates by credit type"; "interest rate new 6 and used 7.05 (with a fallback flag)"; "penciling:
  // customLender". This service quotes any interestRate it is sent instead of the band's rate, so the wallet's
  // query carries one only when the shopper set their own (a custom lender): the credit type then moves the quote.
  describe("the wallet's payments query (buildPaymentsQuery) through the route", () => {
    const fresh = createWalletData();
    const withBand = (creditType: CreditType): WalletLike => ({ ...fresh, creditType });
    const withOwnRate = (creditType: CreditType, aprPercent: number): WalletLike => ({
      ...withBand(creditType),
      penciling: { ...fresh.penciling, customLender: { name: 'My Credit Union', aprPercent } },
    });
    const usedCivic = { listingId: String(USED_CIVIC), price: 21_000, condition: 'used' };
    const quoteFor = async (wallet: WalletLike, input: typeof usedCivic = usedCivic) => {
      const query = buildPaymentsQuery(wallet, input);
      const { status, body } = await get(`/rest/retailing/payments?${new URLSearchParams(query)}`);
      expect(status).toBe(200);
      return { query, body };
    };
    // $21,000 used, 20 % down ($16,800 financed), 60 months, at each band's used lender rate.
    const at60 = (aprPercent: number) =>
      financePayment({
        priceCents: 2_100_000,
        downPayment: { type: 'percent', fraction: 0.2 },
        aprPercent,
        termMonths: 60,
      }).monthlyPaymentCents / 100;

    it.each((['a', 'b', 'c', 'd', 'e', 'f'] as const).map((band) => ({ band, apr: BASE_APR.used[band] })))(
      'credit type $band without an own rate: no interestRate sent, quoted at the band rate $apr',
      async ({ band, apr }) => {
        const { query, body } = await quoteFor(withBand(band));
        expect(query).not.toHaveProperty('interestRate');
        expect(body.payments['60']).toMatchObject({
          aprPercent: apr,
          monthlyPayment: at60(apr),
          offeredBy: LENDER_NAME,
        });
        expect(body.payments['60'].aprPercent).toBe(body.ratesByCreditType[band]['60']);
      },
    );

    it('two credit bands give two quotes, and only band b matches the national average fallback', async () => {
      const excellent = (await quoteFor(withBand('a'))).body.payments['60'];
      const rebuilding = (await quoteFor(withBand('e'))).body.payments['60'];
      const standard = (await quoteFor(withBand('b'))).body.payments['60'];
      expect(excellent.monthlyPayment).toBeLessThan(rebuilding.monthlyPayment);
      // "falling back to the national average rate" (spec 002 s8) prices at 7.05 for every band.
      const fallback = at60(NATIONAL_AVERAGE_RATES.used);
      expect(standard.monthlyPayment).toBe(fallback);
      expect(rebuilding.monthlyPayment).not.toBe(fallback);
      expect(excellent.monthlyPayment).not.toBe(fallback);
    });

    it.each([
      { band: 'a', apr: 3.9 },
      { band: 'e', apr: 3.9 },
      { band: 'f', apr: 0 },
    ] as const)(
      'an own rate $apr (custom lender) with credit type $band is sent and wins on every term',
      async ({ band, apr }) => {
        const { query, body } = await quoteFor(withOwnRate(band, apr));
        expect(query.interestRate).toBe(String(apr));
        for (const quote of Object.values(body.payments) as { aprPercent: number; offeredBy?: string }[]) {
          expect(quote.aprPercent).toBe(apr);
          expect(quote).not.toHaveProperty('offeredBy');
        }
        expect(body.payments['60'].monthlyPayment).toBe(at60(apr));
      },
    );

    it("lets a new car's carmaker APR through when the shopper set no rate, and the own rate win over it", async () => {
      const newCivic = { listingId: String(NEW_CIVIC), price: 28_000, condition: 'new' };
      const band = (await quoteFor(withBand('b'), newCivic)).body.payments['60'];
      expect(band).toMatchObject({ aprPercent: 4.9, offeredBy: 'Honda Financial Services' });
      const own = (await quoteFor(withOwnRate('b', 5.5), newCivic)).body.payments['60'];
      expect(own.aprPercent).toBe(5.5);
      expect(own).not.toHaveProperty('offeredBy');
    });

    it('prices a monthly budget on the band rate without an own rate, on the own rate with one', async () => {
      const budgetFor = async (wallet: WalletLike) => {
        const query = buildPaymentsQuery({ ...wallet, monthlyBudget: 450 }, { condition: 'used' });
        return (await get(`/rest/retailing/budget?${new URLSearchParams(query)}`)).body.budget;
      };
      const excellent = await budgetFor(withBand('a'));
      const rebuilding = await budgetFor(withBand('e'));
      expect(excellent.aprPercent).toBe(BASE_APR.used.a);
      expect(rebuilding.aprPercent).toBe(BASE_APR.used.e);
      expect(excellent.maxPrice).toBeGreaterThan(rebuilding.maxPrice);
      expect((await budgetFor(withOwnRate('e', 3.9))).aprPercent).toBe(3.9);
    });
  });

  it('never answers 500 to a query made of the contracts keys with any values', async () => {
    const keys = Object.keys(CONTRACTS.getBudget.query.shape);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/rest/retailing/payments', '/rest/retailing/budget'),
        fc.dictionary(
          fc.constantFrom(...keys),
          fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)),
        ),
        async (path, query) => {
          const reply = await api.app.inject({ method: 'GET', url: path, query });
          expect([200, 400, 404]).toContain(reply.statusCode);
          if (reply.statusCode === 400) expect(reply.json().error.field).toMatch(/^query\./);
        },
      ),
      { numRuns: 60 },
    );
  });
});
