import { describe, expect, it } from 'vitest';
import { buildPaymentsQuery, createWalletData, type PaymentsQueryInput, type WalletLike } from './index';

// Spec 002 s3: "rates by credit type"; "Payment defaults: creditType b, ... interest rate new 6 and used 7.05 (with
// a fallback flag)"; "penciling: customLender, ...". Spec 002 s4: "If credit type, loan term, down payment (amount
// or percent) or interest rate is missing, the missing fields fall back to configured defaults."
// The payments service quotes any interestRate it is sent instead of the credit type's rate, so the query carries
// one only when the shopper chose it: their custom lender's APR.

const fresh = createWalletData();
const USED_CAR: PaymentsQueryInput = { listingId: '712345678', price: 21_000, condition: 'used' };

interface RateCase {
  name: string;
  wallet: WalletLike;
  input?: PaymentsQueryInput;
  creditType: string;
  /** The interestRate the query carries; undefined: none, the service applies the credit type's rate. */
  interestRate: string | undefined;
}

const RATE_CASES: RateCase[] = [
  {
    name: 'a fresh wallet: the default rates "(with a fallback flag)" are not a rate the shopper chose',
    wallet: fresh,
    creditType: 'b',
    interestRate: undefined,
  },
  {
    name: 'the shopper changed the credit type (hasUpdatedCreditOrTerm): the band goes, no rate',
    wallet: {
      ...fresh,
      creditType: 'e',
      interactions: { ...fresh.interactions, hasUpdatedCreditOrTerm: true },
    } as WalletLike,
    creditType: 'e',
    interestRate: undefined,
  },
  {
    name: "rates copied from a service reply (isFallback false) are the band's, not the shopper's",
    wallet: { ...fresh, creditType: 'a', interestRate: { new: 5.19, used: 6.29, isFallback: false } },
    creditType: 'a',
    interestRate: undefined,
  },
  {
    name: 'a stale rate map of another band is not sent after the band changed',
    wallet: { ...fresh, creditType: 'f', interestRate: { new: 5.19, used: 6.29, isFallback: false } },
    creditType: 'f',
    interestRate: undefined,
  },
  {
    name: 'a custom lender ("penciling: customLender") is the shopper\'s own rate: sent',
    wallet: {
      ...fresh,
      creditType: 'e',
      penciling: { ...fresh.penciling, customLender: { name: 'My Credit Union', aprPercent: 3.9 } },
    },
    creditType: 'e',
    interestRate: '3.9',
  },
  {
    name: 'the own rate goes for a new car too (one APR, whatever the condition)',
    wallet: { penciling: { customLender: { name: 'My Credit Union', aprPercent: 3.9 } } },
    input: { ...USED_CAR, condition: 'new' },
    creditType: 'b',
    interestRate: '3.9',
  },
  {
    name: 'a 0 % own rate is a rate',
    wallet: { penciling: { customLender: { name: 'Family', aprPercent: 0 } } },
    creditType: 'b',
    interestRate: '0',
  },
  {
    name: 'no custom lender (null)',
    wallet: { penciling: { customLender: null } },
    creditType: 'b',
    interestRate: undefined,
  },
  {
    name: 'a custom lender whose APR is not a number is no own rate',
    wallet: { penciling: { customLender: { name: 'Typo', aprPercent: Number.NaN } } },
    creditType: 'b',
    interestRate: undefined,
  },
  {
    name: 'a negative own rate is no own rate',
    wallet: { penciling: { customLender: { name: 'Typo', aprPercent: -1 } } },
    creditType: 'b',
    interestRate: undefined,
  },
];

describe('the payments query sends an interestRate only when the shopper set their own', () => {
  it.each(RATE_CASES)('$name', ({ wallet, input, creditType, interestRate }) => {
    const query = buildPaymentsQuery(wallet, input ?? USED_CAR);
    expect(query.creditType).toBe(creditType);
    expect(query.interestRate).toBe(interestRate);
    if (interestRate === undefined) expect(query).not.toHaveProperty('interestRate');
  });

  it('two credit bands without an own rate give two queries that differ in the band only', () => {
    const excellent = buildPaymentsQuery({ ...fresh, creditType: 'a' }, USED_CAR);
    const rebuilding = buildPaymentsQuery({ ...fresh, creditType: 'e' }, USED_CAR);
    expect({ ...excellent, creditType: 'e' }).toEqual(rebuilding);
  });
});

describe('the payments query names the condition the service prices', () => {
  it.each([
    ['new', 'new'],
    ['used', 'used'],
    ['certified', 'certified'],
    ['NEW', 'new'],
    [' Used ', 'used'],
    ['CERTIFIED', 'certified'],
    ['Certified pre-owned', 'certified'],
    ['certifiedpreowned', 'certified'],
  ])('%j goes as %j', (condition, sent) => {
    expect(buildPaymentsQuery({}, { condition }).condition).toBe(sent);
  });

  it("leaves it out when the caller gives none (the service takes the listing's)", () => {
    expect(buildPaymentsQuery({}, { listingId: '712345678' })).not.toHaveProperty('condition');
  });
});
