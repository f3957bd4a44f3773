import { ACCOUNT_BRAND_FALLBACK, type AccountBrand, type CookieJar } from '@forecourt/brand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AccountClient } from './account-client';
import { type AlertActions, alertActions } from './alert-actions';
import { type HistoryActions, historyActions } from './history-actions';
import type { SavedItemsLogger } from './logger';
import { type OwnedCarActions, ownedCarActions } from './owned-car-actions';
import { type PanelActions, panelActions } from './panel-actions';
import { type ProfileActions, profileActions } from './profile-actions';
import { type QuickSaveActions, quickSaveActions } from './quick-save-actions';
import { type RegistrationActions, registrationActions } from './registration-actions';
import { createSavedItemsStorage, type StorageKey, type StorageLike } from './saved-items-storage';
import { type SearchActions, searchActions } from './search-actions';
import { type SessionActions, sessionActions } from './session-actions';
import type { QuickSaveLimitBehaviour, StoreContext } from './store-context';
import { createScheduler, globalTimers, type SavedItemsTimers } from './timers';
import { type UpdateSearchActions, updateSearchActions } from './update-search-actions';
import { type UpdateVehicleActions, updateVehicleActions } from './update-vehicle-actions';
import { initialSavedItemsState, type SavedItemsState } from './user-state';
import { type VehicleActions, vehicleActions } from './vehicle-actions';

export type SavedItemsActions = PanelActions &
  VehicleActions &
  UpdateVehicleActions &
  QuickSaveActions &
  SearchActions &
  UpdateSearchActions &
  AlertActions &
  RegistrationActions &
  SessionActions &
  ProfileActions &
  HistoryActions &
  OwnedCarActions;

/** The user state store: data and actions. */
export type SavedItemsStore = SavedItemsState & SavedItemsActions;

export interface SavedItemsStoreOptions {
  /** The account service (spec 000 section 7). Tests and stories use `createInMemoryAccountClient()`. */
  client: AccountClient;
  /** Where quick-saves, the profile cache, recent history and the lead profile are kept. @default none: nothing is kept */
  storage?: StorageLike;
  /** Where the text-alerts session cache is kept. @default `storage` */
  sessionStorage?: StorageLike;
  /** Other storage key names. @default STORAGE_KEYS */
  storageKeys?: Partial<Record<StorageKey, string>>;
  /** Where the consumer id cookie is written after light registration. @default none: not written */
  cookies?: CookieJar;
  /** @default Date.now */
  now?: () => number;
  /** @default the global setTimeout and clearTimeout, looked up at each call */
  timers?: SavedItemsTimers;
  /** @default console */
  logger?: SavedItemsLogger;
  /** The account brand the shopper is on. @default ACCOUNT_BRAND_FALLBACK ('kbb'), as spec 000 section 1 falls back */
  brand?: AccountBrand;
  /** The quick-save limit from config. @default 0 (spec 000 section 3) */
  maxQuickSavesLimit?: number;
  /** What a local save past the limit does. @default 'add-then-unsave' for 'kbb', 'notify' for 'atc' (see README) */
  quickSaveLimitBehaviour?: QuickSaveLimitBehaviour;
  /** Called by `clearProfile` to log out of the login service. @default none */
  onLogout?: () => void | Promise<void>;
  /** State to start from instead of the defaults, e.g. for a Storybook story. @default the section 3 defaults */
  initialState?: Partial<SavedItemsState>;
}

/** Creates the user state store: a zustand vanilla store holding spec 000 section 3 and the transitions of section 4. */
export function createSavedItemsStore(options: SavedItemsStoreOptions): StoreApi<SavedItemsStore> {
  const logger = options.logger ?? console;
  const brand = options.brand ?? ACCOUNT_BRAND_FALLBACK;
  const storage = createSavedItemsStorage({
    logger,
    ...(options.storage && { storage: options.storage }),
    ...(options.sessionStorage && { sessionStorage: options.sessionStorage }),
    ...(options.storageKeys && { keys: options.storageKeys }),
  });
  return createStore<SavedItemsStore>()((set, get) => {
    const ctx: StoreContext = {
      set,
      get,
      client: options.client,
      storage,
      cookies: options.cookies,
      now: options.now ?? Date.now,
      scheduler: createScheduler(options.timers ?? globalTimers),
      logger,
      brand,
      quickSaveLimitBehaviour:
        options.quickSaveLimitBehaviour ?? (brand === 'kbb' ? 'add-then-unsave' : 'notify'),
      onLogout: options.onLogout,
      history: { hydrated: false },
    };
    const history = historyActions(ctx);
    return {
      ...initialSavedItemsState({
        ...(options.maxQuickSavesLimit !== undefined && { maxQuickSavesLimit: options.maxQuickSavesLimit }),
        ...options.initialState,
      }),
      ...panelActions(ctx),
      ...vehicleActions(ctx),
      ...updateVehicleActions(ctx),
      ...quickSaveActions(ctx),
      ...searchActions(ctx),
      ...updateSearchActions(ctx),
      ...alertActions(ctx),
      ...registrationActions(ctx),
      ...sessionActions(ctx, history.hydrateRecentHistory),
      ...profileActions(ctx),
      ...ownedCarActions(ctx),
      ...history,
    };
  });
}
