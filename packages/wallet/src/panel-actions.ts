import { addHideReceipt, removeHideReceipt } from './interactions';
import type { PanelActions } from './wallet-actions';
import type { WalletContext } from './wallet-context';

export function createPanelActions(ctx: WalletContext): PanelActions {
  return {
    updateMyWallet(update) {
      ctx.set((state) => ({
        myWallet: {
          ...state.myWallet,
          ...update,
          // "Updating the wallet panel resets listingCategory to null unless given" (spec 002 s4).
          listingCategory: 'listingCategory' in update ? (update.listingCategory ?? null) : null,
        },
      }));
    },
    setInteractions(update) {
      ctx.set((state) => ({ interactions: { ...state.interactions, ...update } }));
    },
    addHideReceipt(listingId) {
      ctx.set((state) => ({
        interactions: {
          ...state.interactions,
          hideReceipt: addHideReceipt(state.interactions.hideReceipt, listingId),
        },
      }));
    },
    removeHideReceipt(listingId) {
      ctx.set((state) => ({
        interactions: {
          ...state.interactions,
          hideReceipt: removeHideReceipt(state.interactions.hideReceipt, listingId),
        },
      }));
    },
  };
}
