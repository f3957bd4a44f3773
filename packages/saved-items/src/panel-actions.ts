import type { ListingSummary } from './entities';
import type { StoreContext } from './store-context';
import { closedPanels, initialSubscribe, openOnly, type Panel, type SavedItemsState } from './user-state';

export interface PanelActions {
  /** Opens one modal or notification and closes every other ("Only one ... is open at a time"). */
  openPanel(panel: Panel): void;
  closePanel(panel: Panel): void;
  closeAllPanels(): void;
  dismissGlobalAlert(): void;
  hideToast(): void;
  setLocation(location: SavedItemsState['location']): void;
  setMaxQuickSavesLimit(limit: number): void;
  setShowBestDeals(show: boolean): void;
  setMyCarsCount(count: number): void;
  setRecommendedInventory(listings: ListingSummary[]): void;
  /** Remembers a listing whose seller the shopper chatted with from its details page. */
  addChatPreviouslyVdpListing(listingId: string): void;
  setUserEditProfile(editing: boolean): void;
}

export function panelActions(ctx: StoreContext): PanelActions {
  const { set, get } = ctx;
  return {
    openPanel(panel) {
      const fresh: Partial<SavedItemsState> = { errorMessages: [], warningMessages: [] };
      // A modal with a success state opens in its first state again.
      if (panel === 'cancelAccountModal') fresh.cancelAlerts = { success: false };
      if (panel === 'emailSubscribeModal')
        fresh.bookmarks = { ...get().bookmarks, subscribe: initialSubscribe() };
      set({ ...fresh, open: openOnly(panel) });
    },
    closePanel(panel) {
      set({ open: { ...get().open, [panel]: false } });
    },
    closeAllPanels() {
      set({ open: closedPanels() });
    },
    dismissGlobalAlert() {
      set({ globalAlert: null });
    },
    hideToast() {
      set({ showToast: false });
    },
    setLocation(location) {
      set({ location: { ...location } });
    },
    setMaxQuickSavesLimit(limit) {
      set({ maxQuickSavesLimit: Math.max(0, Math.floor(limit)) });
    },
    setShowBestDeals(show) {
      set({ showBestDeals: show });
    },
    setMyCarsCount(count) {
      set({ myCarsCount: count });
    },
    setRecommendedInventory(listings) {
      set({ recommendedInventory: [...listings] });
    },
    addChatPreviouslyVdpListing(listingId) {
      const ids = get().hasChatPreviouslyVdpListings;
      if (!ids.includes(listingId)) set({ hasChatPreviouslyVdpListings: [...ids, listingId] });
    },
    setUserEditProfile(editing) {
      set({ isUserEditProfile: editing });
    },
  };
}
