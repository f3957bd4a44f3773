import { PaymentSummary } from '@forecourt/ui';
import type { WalletLike } from '@forecourt/wallet';
import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '../listing-view';
import { useEnvironment } from '../storefront-environment';

type Condition = 'new' | 'used' | 'certified';
const conditionOf = (value: string): Condition =>
  value === 'new' ? 'new' : value.includes('cert') ? 'certified' : 'used';

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
  const payments = useQuery(
    queries.payments(wallet, { listingId, price, condition: conditionOf(condition) } as never),
  );
  if (payments.isPending) return <PaymentSummary status="loading" />;
  if (payments.isError || !payments.data)
    return <PaymentSummary status="error" onRetry={() => void payments.refetch()} />;
  const reply = payments.data as {
    payments?: Record<
      string,
      {
        monthlyPayment: number;
        termMonths: number;
        aprPercent: number;
        downPayment: number;
        dealType: 'finance' | 'lease';
      }
    >;
    error?: unknown;
  };
  const dealType = wallet.paymentOption === 'lease' ? 'lease' : 'finance';
  const term = String(dealType === 'lease' ? (wallet.leaseTerm ?? 36) : (wallet.loanTerm ?? 60));
  const quote =
    reply.payments?.[term] ?? Object.values(reply.payments ?? {}).find((item) => item.dealType === dealType);
  if (!quote) return <PaymentSummary status="error" onRetry={() => void payments.refetch()} />;
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
        isFallbackRate: Boolean(reply.error),
      }}
    />
  );
}
