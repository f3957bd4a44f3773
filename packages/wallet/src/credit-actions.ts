import { creditVerification, mergeCreditAppDeals, removeExpiredCreditAppDeals } from './credit';
import type { CreditActions } from './wallet-actions';
import type { WalletContext } from './wallet-context';
import { withCurrentCredit } from './wallet-sync-rules';

export function createCreditActions(ctx: WalletContext, save: () => Promise<boolean>): CreditActions {
  const touch = { hasSessionWalletChange: true };
  return {
    setCreditVerified(verified) {
      const time = ctx.now();
      ctx.set({ creditVerification: creditVerification(verified, time), lastUpdated: time, ...touch });
      return save();
    },
    addCreditAppDeals(deals) {
      const time = ctx.now();
      ctx.set((state) => ({
        creditAppDeals: removeExpiredCreditAppDeals(mergeCreditAppDeals(state.creditAppDeals, deals), time),
        lastUpdated: time,
        ...touch,
      }));
      return save();
    },
    refreshCredit() {
      const state = ctx.get();
      const current = withCurrentCredit(state, ctx.now(), ctx.creditValidityMs);
      const changed =
        current.creditVerification !== state.creditVerification ||
        current.creditAppDeals.length !== state.creditAppDeals.length;
      if (changed) ctx.set(current);
      return changed;
    },
  };
}
