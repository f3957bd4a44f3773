import type { DealDetails } from './deal-details';
import { toDealDetails } from './deal-details';
import { clearDealChangeFlags, countDealNotifications, markDealReminder } from './deal-notifications';
import type { DealActions } from './wallet-actions';
import type { WalletContext } from './wallet-context';

export function createDealActions(ctx: WalletContext): DealActions {
  const setDeals = (dealDetails: Record<string, DealDetails>) =>
    ctx.set({ dealDetails, dealNotifications: countDealNotifications(dealDetails) });
  return {
    setDealDetails(dealId, details) {
      const deals = ctx.get().dealDetails;
      setDeals({ ...deals, [dealId]: toDealDetails(details, deals[dealId]) });
    },
    removeDealDetails(dealId) {
      const { [dealId]: _removed, ...rest } = ctx.get().dealDetails;
      setDeals(rest);
    },
    resetDealNotifications() {
      setDeals(clearDealChangeFlags(ctx.get().dealDetails));
    },
    markDealReminder(dealId, reminder) {
      const deals = ctx.get().dealDetails;
      if (!deals[dealId]) return false;
      setDeals(markDealReminder(deals, dealId, reminder));
      return true;
    },
  };
}
