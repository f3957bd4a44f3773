// The README's example, as written there (the storage service is the in-memory one, the clock fixed).
import { beforeEach, expect, it, vi } from 'vitest';
import {
  amortizationSchedule,
  centsToDollars,
  createInMemoryWalletStorageClient,
  createWalletStore,
  financePayment,
  maxFinancePrice,
  walletFinanceInput,
} from './index';
import { memoryCookies, memoryStorage, T0 } from './test-fixtures';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

it('runs the README example', async () => {
  const store = createWalletStore({
    client: createInMemoryWalletStorageClient(),
    storage: memoryStorage(),
    cookies: memoryCookies(),
  });
  await store.getState().ensureWallet();
  await store.getState().updateWallet({ downPaymentPercent: 0.1 });

  const quote = financePayment(
    walletFinanceInput(store.getState(), { priceCents: 2_850_000, condition: 'used' }),
  );
  expect(quote.aprPercent).toBe(7.05);
  expect(centsToDollars(quote.amountFinancedCents)).toBe(25_650);
  expect(centsToDollars(quote.monthlyPaymentCents)).toBe(508.51);
  expect(centsToDollars(quote.finalPaymentCents)).toBe(508.26);
  expect(centsToDollars(quote.totalInterestCents)).toBe(4_860.35);

  const schedule = amortizationSchedule(quote.amountFinancedCents, quote.aprPercent, quote.termMonths);
  expect(schedule[0]).toEqual({
    period: 1,
    paymentCents: 50_851,
    interestCents: 15_069,
    principalCents: 35_782,
    balanceCents: 2_529_218,
  });

  const { downPayment, aprPercent, termMonths } = walletFinanceInput(store.getState(), {
    priceCents: 0,
    condition: 'used',
  });
  expect(maxFinancePrice(45_000, { downPayment, aprPercent, termMonths })).toBe(2_522_121); // Python decimal binary search: $25,221.21 costs 450.00, one cent more 450.01;
});
