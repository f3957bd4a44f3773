import { isValidWalletReply } from '@forecourt/wallet';
import { describe, expect, it } from 'vitest';
import type { WalletRow } from '../db/schema';
import { isOlderThanStored, isUniqueViolation, storedPaymentInfo, toWalletRecord } from './index';

const NOW = new Date('2026-11-20T12:00:00Z');
const row = (payment_info: Record<string, unknown>): WalletRow =>
  ({
    id: 'w-1',
    consumer_id: null,
    payment_info,
    created_at: new Date('2026-11-01T00:00:00Z'),
    updated_at: new Date('2026-11-02T00:00:00Z'),
  }) as unknown as WalletRow;

describe('stored payment info', () => {
  it.each([
    [
      'a new wallet without dates takes now as its created date, and no lastUpdated of the server clock',
      {},
      undefined,
      { createdDate: NOW.getTime() },
    ],
    [
      "a new wallet keeps the shopper's dates",
      { createdDate: 5, lastUpdated: 7 },
      undefined,
      { createdDate: 5, lastUpdated: 7 },
    ],
    [
      'an update keeps the record created date',
      { createdDate: 5, lastUpdated: 7 },
      3,
      { createdDate: 3, lastUpdated: 7 },
    ],
  ])('%s', (_, sent, existing, dates) => {
    expect(storedPaymentInfo({ ...sent, walletId: 'someone-else' }, 'w-1', NOW, existing)).toEqual({
      ...dates,
      walletId: 'w-1',
    });
  });
});

describe('a copy older than the stored one (spec 002 s4: the newer lastUpdated wins)', () => {
  it.each([
    ['sent before the stored change', { lastUpdated: 10 }, { lastUpdated: 9 }, true],
    ['sent after it', { lastUpdated: 10 }, { lastUpdated: 11 }, false],
    ['the same save sent again', { lastUpdated: 10 }, { lastUpdated: 10 }, false],
    ['a copy without a stamp: nothing to compare', { lastUpdated: 10 }, {}, false],
    ['a copy with a null stamp', { lastUpdated: 10 }, { lastUpdated: null }, false],
    ['a stored wallet no device stamped', {}, { lastUpdated: 1 }, false],
  ])('%s (stored %j, sent %j): refused %s', (_, stored, sent, older) => {
    expect(isOlderThanStored(stored, sent)).toBe(older);
  });
});

describe('wallet records', () => {
  it('always carry the created and last-updated dates the wallet package needs (spec 002 s4)', () => {
    const record = toWalletRecord(row({ creditType: 'a' }), 200);
    expect(record).toEqual({
      paymentInfo: {
        creditType: 'a',
        walletId: 'w-1',
        createdDate: Date.parse('2026-11-01T00:00:00Z'),
        lastUpdated: Date.parse('2026-11-02T00:00:00Z'),
      },
      statusCode: 200,
      id: 'w-1',
    });
    expect(isValidWalletReply(record)).toBe(true);
  });

  it('read jsonb that comes back as text', () => {
    expect(toWalletRecord(row('{"zip":"78701"}' as never), 200).paymentInfo.zip).toBe('78701');
  });
});

describe('unique violations', () => {
  it('are told by the Postgres code 23505 only', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('duplicate key'))).toBe(false);
  });
});
