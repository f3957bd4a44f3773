import type { QueryOptionsFactories } from '@forecourt/api-client';
import { PaymentSummary } from '@forecourt/ui';
import type { WalletLike } from '@forecourt/wallet';
import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '../listing-view';
import { isPaymentsFallback, type PaymentsReplyLike, shownPayment } from '../payment-quote';
import { useEnvironment } from '../storefront-environment';

type Condition = 'new' | 'used' | 'certified';
const conditionOf = (value: string): Condition =>
  value === 'new' ? 'new' : value.includes('cert') ? 'certified' : 'used';

/**
 * How often a payment priced on the national average rate asks the service again (ours): the breakers' default
 * reset time-out (spec 002 s9, "reset 30000 ms"). While the payments breaker is open a check sends nothing (the
 * breaker answers its fallback); once its own reset ("300000 ms reset") has passed, the next check is its probe.
 */
export const FALLBACK_RECHECK_MS = 30_000;

/**
 * The payments query of a listing on `wallet`'s terms: the page's, and the server's, which asks it on a first
 * visit's terms (`{}`, the defaults) so the page arrives with its payment and hydrates without asking again.
 */
export function vehiclePaymentsQuery(
  queries: QueryOptionsFactories,
  wallet: WalletLike,
  listing: { listingId: string; price: number; condition: string },
) {
  const { listingId, price, condition } = listing;
  return queries.payments(wallet, { listingId, price, condition: conditionOf(condition) } as never);
}

/**
 * The listing's payment on the shopper's wallet terms from the payments service (spec 002 s3): the quote for
 * the wallet's term; when the service falls back (spec 002 s8) the national average rate is used and said so.
 */
export function VehiclePayment({
  listingId,
  price,
  condition,
  wallet,
}: {
  listingId: string;
  price: number;
  condition: string;
  wallet: WalletLike;
}) {
  const { queries } = useEnvironment();
  const options = vehiclePaymentsQuery(queries, wallet, { listingId, price, condition });
  const payments = useQuery({
    ...options,
    // The breaker's fallback is not an answer to keep: it is stale at once (a remount or a wallet change asks
    // again) and asked again every FALLBACK_RECHECK_MS while shown, so the real figures return without a reload.
    staleTime: (query) => (isPaymentsFallback(query.state.data) ? 0 : options.staleTime),
    refetchInterval: (query) => (isPaymentsFallback(query.state.data) ? FALLBACK_RECHECK_MS : false),
  });
  if (payments.isPending) return <PaymentSummary status="loading" />;
  const shown = payments.isError
    ? null
    : shownPayment(payments.data as PaymentsReplyLike, wallet, { price, condition: conditionOf(condition) });
  if (!shown) return <PaymentSummary status="error" onRetry={() => void payments.refetch()} />;
  const { quote } = shown;
  return (
    <PaymentSummary
      status="ready"
      basedOnWallet
      payment={{
        monthlyPayment: formatUsd(Math.round(quote.monthlyPayment)),
        termMonths: quote.termMonths,
        aprPercent: quote.aprPercent,
        downPayment: formatUsd(Math.round(quote.downPayment)),
        dealType: quote.dealType,
        isFallbackRate: shown.isFallbackRate,
      }}
    />
  );
}
