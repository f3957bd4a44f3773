import { interestRateFromReply } from './payment-rates';
import type { PaymentActions } from './wallet-actions';
import type { WalletContext } from './wallet-context';

export function createPaymentActions(ctx: WalletContext): PaymentActions {
  return {
    applyPaymentRates(reply) {
      const state = ctx.get();
      const { new: fallbackNew, used: fallbackUsed } = ctx.defaults.interestRate;
      const interestRate = interestRateFromReply(
        reply,
        { creditType: state.creditType, termMonths: state.loanTerm },
        { new: fallbackNew, used: fallbackUsed },
      );
      ctx.set({ interestRate });
      return interestRate;
    },
    setListingQuotes(listingId, quotes) {
      ctx.set((state) => ({
        ...(quotes.finance
          ? { listingPayments: { ...state.listingPayments, [listingId]: quotes.finance } }
          : {}),
        ...(quotes.lease
          ? { listingLeasePayments: { ...state.listingLeasePayments, [listingId]: quotes.lease } }
          : {}),
        ...(quotes.cash
          ? { listingCashPayments: { ...state.listingCashPayments, [listingId]: quotes.cash } }
          : {}),
        ...(quotes.incentives
          ? { listingIncentives: { ...state.listingIncentives, [listingId]: quotes.incentives } }
          : {}),
      }));
    },
    updatePenciling(update) {
      ctx.set((state) => ({ penciling: { ...state.penciling, ...update } }));
    },
  };
}
