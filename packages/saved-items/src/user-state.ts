import {
  DEFAULT_MAX_QUICK_SAVES_LIMIT,
  DEFAULT_MY_CARS_COUNT,
  DEFAULT_PSX_NOTIFICATIONS_COUNT,
} from './constants';
import type {
  AccountVehicle,
  LeadProfile,
  ListingSummary,
  RecentInventoryEntry,
  RecentSearchEntry,
  RecentSearchSummary,
  SavedListing,
  SearchBookmark,
  UserProfile,
  VehicleBookmark,
} from './entities';
import type { GlobalAlert } from './global-alerts';
import type { GroupedMessages } from './server-messages';

/** The modals and notifications of section 3 that have an open flag. Only one is open at a time. */
export const PANELS = [
  'quickSaveNotification',
  'quickSaveList',
  'updateSavedListingModal',
  'savedSearchModal',
  'emailSubscribeModal',
  'alertsModal',
  'cancelAccountModal',
  // The new-user modal (spec 000 s2): opened once, on the first page after a sign-up.
  'newUserModal',
] as const;

export type Panel = (typeof PANELS)[number];

/** "animatedButtonState": the save button of the open panel. */
export type ButtonState = 'default' | 'loading' | 'loaded';

/** "Saved-listing update state: listing, bookmark (id, isSaved, isExisting, title), phone, context (default 'update'), messages". */
export interface UpdateSavedInventoryState {
  listing: ListingSummary | null;
  bookmark: { id: string; isSaved: boolean; isExisting: boolean; title: string } | null;
  /** Shown formatted, '(nnn) nnn-nnnn'. */
  phone: string;
  context: string;
  messages: GroupedMessages;
}

/** The update-saved-search dialog: the search and the messages the server returned. */
export interface UpdateSavedSearchState {
  bookmark: SearchBookmark | null;
  messages: GroupedMessages;
}

/** The e-mail-subscribe modal and inline form (ours: the spec names the states, not the fields). */
export interface SubscribeState {
  status: 'idle' | 'success' | 'failure';
  /** "Otherwise the inline form is hidden". */
  showInlineForm: boolean;
  error: string | null;
}

export interface UserBookmarks {
  /** Ids of the saved searches. */
  searchIds: string[];
  /** Ours: the address a shopper registered for e-mail alerts by light registration. */
  emailAlerts: string | null;
  /** "becomes the current saved search". */
  search: SearchBookmark | null;
  inventoryBookmarks: VehicleBookmark[];
  searchBookmarks: SearchBookmark[];
  subscribe: SubscribeState;
}

/** The user state store's data: every field of spec 000 section 3, plus the lists this package keeps. */
export interface SavedItemsState {
  showUserState: boolean;
  isUserEditProfile: boolean;
  location: { city?: string; state?: string; zip?: string };
  bookmarks: UserBookmarks;
  updateSavedInventory: UpdateSavedInventoryState;
  updateSavedSearch: UpdateSavedSearchState;
  recommendedInventory: ListingSummary[];
  errorMessages: string[];
  warningMessages: string[];
  globalAlert: GlobalAlert | null;
  cancelAlerts: { success: boolean };
  showBestDeals: boolean;
  psxNotificationsCount: string;
  myCarsCount: number;
  /** Ours: the cars the shopper owns, as the user account API lists them (null until loaded). */
  ownedCars: AccountVehicle[] | null;
  showToast: boolean;
  hasChatPreviouslyVdpListings: string[];
  leadProfile: LeadProfile | null;
  maxQuickSavesLimit: number;
  animatedButtonState: ButtonState;
  open: Record<Panel, boolean>;
  // Ours, below: what the transitions of section 4 read and write.
  signedIn: boolean;
  profile: UserProfile | null;
  /** The saved list: server saves when signed in, quick-saves (empty bookmarkId) when not. */
  savedListings: SavedListing[];
  /** The hydrated listings of the quick-save list panel. */
  quickSaveListings: ListingSummary[];
  bestDeals: { success: boolean };
  /** The profile form's field errors ("errors map to the profile zip and phone number fields"). */
  profileErrors: { zip?: string; phone?: string };
  recentSearches: RecentSearchEntry[];
  recentInventory: RecentInventoryEntry[];
  /** The account area's recent searches, from the cache refresh. */
  accountRecentSearches: RecentSearchSummary[];
  /** "a flag records that they are set". */
  recentSearchesSet: boolean;
}

export function closedPanels(): Record<Panel, boolean> {
  return Object.fromEntries(PANELS.map((panel) => [panel, false])) as Record<Panel, boolean>;
}

/** The open flags with `panel` open and every other one closed. */
export function openOnly(panel: Panel): Record<Panel, boolean> {
  return { ...closedPanels(), [panel]: true };
}

export const initialUpdateSavedInventory = (): UpdateSavedInventoryState => ({
  listing: null,
  bookmark: null,
  phone: '',
  context: 'update',
  messages: {},
});

export const initialUpdateSavedSearch = (): UpdateSavedSearchState => ({ bookmark: null, messages: {} });

export const initialSubscribe = (): SubscribeState => ({ status: 'idle', showInlineForm: true, error: null });

/** A fresh state with the defaults of section 3. */
export function initialSavedItemsState(overrides: Partial<SavedItemsState> = {}): SavedItemsState {
  return {
    showUserState: false,
    isUserEditProfile: false,
    location: {},
    bookmarks: {
      searchIds: [],
      emailAlerts: null,
      search: null,
      inventoryBookmarks: [],
      searchBookmarks: [],
      subscribe: initialSubscribe(),
    },
    updateSavedInventory: initialUpdateSavedInventory(),
    updateSavedSearch: initialUpdateSavedSearch(),
    recommendedInventory: [],
    errorMessages: [],
    warningMessages: [],
    globalAlert: null,
    cancelAlerts: { success: false },
    showBestDeals: true,
    psxNotificationsCount: DEFAULT_PSX_NOTIFICATIONS_COUNT,
    myCarsCount: DEFAULT_MY_CARS_COUNT,
    ownedCars: null,
    showToast: false,
    hasChatPreviouslyVdpListings: [],
    leadProfile: null,
    maxQuickSavesLimit: DEFAULT_MAX_QUICK_SAVES_LIMIT,
    animatedButtonState: 'default',
    open: closedPanels(),
    signedIn: false,
    profile: null,
    savedListings: [],
    quickSaveListings: [],
    bestDeals: { success: false },
    profileErrors: {},
    recentSearches: [],
    recentInventory: [],
    accountRecentSearches: [],
    recentSearchesSet: false,
    ...overrides,
  };
}
