import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CREDIT_VERIFICATION_VALIDITY_MS,
  creditVerification,
  currentCreditVerification,
  isCreditVerificationExpired,
  mergeCreditAppDeals,
  removeExpiredCreditAppDeals,
} from './index';
import { DAY, setup, T0 } from './test-fixtures';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

const deal = (dealId: string, expiry: number, ownerId = 'dealer-1') => ({ dealId, ownerId, expiry });

describe('credit verification (spec 002 s4)', () => {
  it('is valid for 30 days', () => {
    expect(CREDIT_VERIFICATION_VALIDITY_MS).toBe(30 * DAY);
  });

  it('sets verifiedDate to now only when verified is true, else null', () => {
    expect(creditVerification(true, T0)).toEqual({ verified: true, verifiedDate: T0 });
    expect(creditVerification(false, T0)).toEqual({ verified: false, verifiedDate: null });
  });

  it.each([
    ['a day after', T0 + DAY, false],
    ['a millisecond before 30 days', T0 + 30 * DAY - 1, false],
    ['at 30 days', T0 + 30 * DAY, true],
    ['after 30 days', T0 + 31 * DAY, true],
  ])('expires 30 days after verifiedDate: %s', (_when, now, expired) => {
    const verification = creditVerification(true, T0);
    expect(isCreditVerificationExpired(verification, now)).toBe(expired);
    expect(currentCreditVerification(verification, now)).toEqual(
      expired ? { verified: false, verifiedDate: null } : verification,
    );
  });

  it('resets a verification that claims verified without a date', () => {
    expect(currentCreditVerification({ verified: true, verifiedDate: null }, T0)).toEqual({
      verified: false,
      verifiedDate: null,
    });
  });

  it('in the store: verified now, reset to empty once 30 days pass', async () => {
    const { store } = setup();
    await store.getState().setCreditVerified(true);
    expect(store.getState().creditVerification).toEqual({ verified: true, verifiedDate: T0 });
    vi.advanceTimersByTime(30 * DAY - 1);
    expect(store.getState().refreshCredit()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().refreshCredit()).toBe(true);
    expect(store.getState().creditVerification).toEqual({ verified: false, verifiedDate: null });
  });

  it('in the store: verifying false records no date', async () => {
    const { store } = setup();
    await store.getState().setCreditVerified(false);
    expect(store.getState().creditVerification).toEqual({ verified: false, verifiedDate: null });
  });

  it('takes a configured validity', async () => {
    const { store } = setup({ creditVerificationValidityMs: DAY });
    await store.getState().setCreditVerified(true);
    vi.advanceTimersByTime(DAY);
    expect(store.getState().refreshCredit()).toBe(true);
  });
});

describe('credit app deals (spec 002 s4)', () => {
  it('removes deals whose expiry has passed', () => {
    expect(removeExpiredCreditAppDeals([deal('a', T0 - 1), deal('b', T0), deal('c', T0 + 1)], T0)).toEqual([
      deal('c', T0 + 1),
    ]);
  });

  it('merges lists without duplicates, keeping the later expiry', () => {
    const merged = mergeCreditAppDeals(
      [deal('a', T0 + 1), deal('b', T0 + 5)],
      [deal('b', T0 + 9), deal('c', T0 + 3)],
    );
    expect(merged).toEqual([deal('a', T0 + 1), deal('b', T0 + 9), deal('c', T0 + 3)]);
    expect(mergeCreditAppDeals([deal('a', T0 + 9)], [deal('a', T0 + 1)])).toEqual([deal('a', T0 + 9)]);
  });

  it('in the store: merge, drop the expired, save; refresh drops deals as they expire', async () => {
    const { store, client } = setup();
    await store.getState().ensureWallet();
    await store.getState().addCreditAppDeals([deal('a', T0 + DAY), deal('old', T0 - 1)]);
    await store.getState().addCreditAppDeals([deal('a', T0 + DAY), deal('b', T0 + 2 * DAY)]);
    expect(store.getState().creditAppDeals.map((entry) => entry.dealId)).toEqual(['a', 'b']);
    expect(client.record('wallet-1')?.creditAppDeals).toHaveLength(2);
    vi.advanceTimersByTime(DAY);
    expect(store.getState().refreshCredit()).toBe(true);
    expect(store.getState().creditAppDeals.map((entry) => entry.dealId)).toEqual(['b']);
  });

  it('server data loses its expired credit as it is applied', async () => {
    const { store, client } = setup({ consumer: 'c1' });
    client.putRecord(
      'w1',
      {
        createdDate: T0 - 40 * DAY,
        lastUpdated: T0 - DAY,
        creditVerification: { verified: true, verifiedDate: T0 - 31 * DAY },
        creditAppDeals: [deal('gone', T0 - DAY), deal('kept', T0 + DAY)],
      },
      'c1',
    );
    await store.getState().loadWallet();
    expect(store.getState().creditVerification).toEqual({ verified: false, verifiedDate: null });
    expect(store.getState().creditAppDeals.map((entry) => entry.dealId)).toEqual(['kept']);
  });
});
