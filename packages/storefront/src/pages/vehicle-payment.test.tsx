import type { ApiClient } from '@forecourt/api-client';
import { PAYMENTS_BREAKER_OPEN_MESSAGE } from '@forecourt/breakers';
import { PAYMENT_SUMMARY_TEXTS } from '@forecourt/ui';
import { createWalletData, type WalletLike } from '@forecourt/wallet';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageHarness } from './page-harness';
import { FALLBACK_RECHECK_MS, VehiclePayment } from './vehicle-payment';

/** The payments breaker's answer while open (spec 002 s8: the error, "with empty rates"). */
const FALLBACK = { error: PAYMENTS_BREAKER_OPEN_MESSAGE, rates: {} };
const SERVICE_REPLY = {
  rates: [],
  payments: {
    '60': {
      dealType: 'finance',
      termMonths: 60,
      aprPercent: 6.29,
      monthlyPayment: 190.4,
      downPayment: 2444.8,
    },
  },
  error: null,
};

function renderPayment(getPayments: ApiClient['getPayments'], wallet: WalletLike = {}) {
  const harness = pageHarness({ getPayments } as Partial<ApiClient>);
  render(
    harness.tree(<VehiclePayment listingId="446114078" price={12_224} condition="used" wallet={wallet} />),
  );
}

const amount = () => document.querySelector('.fc-payment__amount')?.textContent;

describe('VehiclePayment while the payments service is away (spec 002 s8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the payment at the national average rate and says so, when the breaker falls back', async () => {
    renderPayment(vi.fn(async () => FALLBACK as never));
    expect(await screen.findByText(PAYMENT_SUMMARY_TEXTS.fallbackRate)).toBeInTheDocument();
    // $12,224 used, 20 % down, 60 months at the used national average, 7.05 % (spec 002 s3): $193.87.
    expect(amount()).toContain('$194');
    expect(screen.getByText(/60-month loan · 7\.05% APR · \$2,445 down/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks again while on the fallback, and shows the real figures once the service answers', async () => {
    const getPayments = vi
      .fn<ApiClient['getPayments']>()
      .mockResolvedValueOnce(FALLBACK as never)
      .mockResolvedValue(SERVICE_REPLY as never);
    renderPayment(getPayments);
    await screen.findByText(PAYMENT_SUMMARY_TEXTS.fallbackRate);
    expect(getPayments).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(FALLBACK_RECHECK_MS);
    await waitFor(() => expect(screen.queryByText(PAYMENT_SUMMARY_TEXTS.fallbackRate)).toBeNull());
    expect(getPayments).toHaveBeenCalledTimes(2);
    expect(amount()).toContain('$190');
    expect(screen.getByText(/6\.29% APR/)).toBeInTheDocument();

    // A real answer is kept: no more asking.
    await vi.advanceTimersByTimeAsync(FALLBACK_RECHECK_MS * 2);
    expect(getPayments).toHaveBeenCalledTimes(2);
  });

  it('says it cannot calculate a payment, with a retry, when the call fails outright', async () => {
    renderPayment(vi.fn(async () => Promise.reject(new Error('offline'))));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_SUMMARY_TEXTS.error);
    expect(screen.getByRole('button', { name: PAYMENT_SUMMARY_TEXTS.retry })).toBeInTheDocument();
  });
});

describe('VehiclePayment asks for the shopper\'s credit band (spec 002 s3, "rates by credit type")', () => {
  const fresh = createWalletData();
  const queryOf = (getPayments: ReturnType<typeof vi.fn<ApiClient['getPayments']>>) =>
    (getPayments.mock.calls[0]?.[0] as { query: Record<string, string> } | undefined)?.query;

  it.each([
    { band: 'a', own: undefined, interestRate: undefined },
    { band: 'e', own: undefined, interestRate: undefined },
    { band: 'e', own: 3.9, interestRate: '3.9' },
  ] as const)(
    'band $band, own rate $own: the query carries creditType $band and interestRate $interestRate',
    async ({ band, own, interestRate }) => {
      const getPayments = vi.fn<ApiClient['getPayments']>(async () => SERVICE_REPLY as never);
      const wallet: WalletLike = {
        ...fresh,
        creditType: band,
        ...(own !== undefined && {
          penciling: { ...fresh.penciling, customLender: { name: 'My Credit Union', aprPercent: own } },
        }),
      };
      renderPayment(getPayments, wallet);
      await screen.findByText(/6\.29% APR/);
      expect(queryOf(getPayments)).toMatchObject({
        listingId: '446114078',
        condition: 'used',
        creditType: band,
      });
      expect(queryOf(getPayments)?.interestRate).toBe(interestRate);
    },
  );
});
