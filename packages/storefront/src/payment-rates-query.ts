import { queryKeys } from '@forecourt/api-client';
import type { PaymentRatesReply } from '@forecourt/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from './hooks/use-hydrated';
import { useEnvironment } from './storefront-environment';

/** A payments reply with its rate table (a breaker's fallback has an error instead). */
const hasRates = (reply: unknown): reply is PaymentRatesReply =>
  Array.isArray((reply as PaymentRatesReply | undefined)?.rates) && !(reply as PaymentRatesReply).error;

/**
 * The payments service's rates by credit band, condition and term (spec 002 s3 "rates by credit type"), for
 * every card of a page: every payments reply carries the same table, so one the page already has (the vehicle
 * page's own quote) serves, else one call is made. Undefined until they come, and while the server renders: the
 * cards then show the national average payment, which is the default band's (b at 60 months), so the server's
 * figures are a first visit's.
 */
export function usePaymentRates(): PaymentRatesReply | undefined {
  const { queries, bot } = useEnvironment();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const known = queryClient
    .getQueriesData({ queryKey: queryKeys.payments.all })
    .map(([, data]) => data)
    .find(hasRates);
  const rates = useQuery({ ...queries.payments({}, {}), enabled: hydrated && !bot && !known });
  if (!hydrated) return undefined;
  return known ?? (hasRates(rates.data) ? rates.data : undefined);
}
