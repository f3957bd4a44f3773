import type { ApiClient, ApiLocationLookups, QueryOptionsFactories } from '@forecourt/api-client';
import type { CookieJar } from '@forecourt/brand';
import type { CompareStore } from '@forecourt/compare';
import type { SavedItemsStore } from '@forecourt/saved-items';
import type { WalletStoreApi } from '@forecourt/wallet';
import { createContext, type ReactNode, useContext } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { ModelBook } from './page-models';
import type { PreferencesState } from './preferences';
import type { ShopperLocationState } from './shopper-location';
import type { StorefrontConfig, StorefrontSession } from './storefront-config';

/** Everything a page needs from outside React: made once per request on the server, once per tab in the browser. */
export interface StorefrontEnvironment {
  readonly config: StorefrontConfig;
  readonly session: StorefrontSession;
  readonly api: ApiClient;
  /** The react-query options of every call, bound to `api`. */
  readonly queries: QueryOptionsFactories;
  readonly stores: {
    readonly savedItems: StoreApi<SavedItemsStore>;
    readonly wallet: WalletStoreApi;
    readonly compare: CompareStore;
    /** Where the shopper is (spec 001 s4): resolved on the server, updated when they choose a place. */
    readonly location: StoreApi<ShopperLocationState>;
    /** The shopper's preferences (spec 001 s3), kept in the browser. */
    readonly preferences: StoreApi<PreferencesState>;
  };
  /** The location service's lookups (zip details, centre zips, nearest zip), over `api`. */
  readonly locationLookups: ApiLocationLookups;
  /** The request's cookies (server) or document.cookie (browser); none in tests that do not need them. */
  readonly cookies?: CookieJar | undefined;
  /** Flagged from the user agent (spec 002 s2): bots get the same HTML without geolocation or personal data. */
  readonly bot: boolean;
  /** The site's origin, for canonical links and share URLs. */
  readonly origin: string;
  /**
   * The route lookups of the models the page names and has learned since (`createModelBook`), the same on the
   * server and in the browser for the same page: the page's name slugs decode, and its links and head name them.
   */
  readonly routeLookups: ModelBook;
  /** Loads the signed-in consumer's record (debounced 25 ms, spec 002 s4) and keys the wallet by its id. */
  loadConsumer(): Promise<string | undefined>;
}

const EnvironmentContext = createContext<StorefrontEnvironment | null>(null);

export function EnvironmentProvider({
  value,
  children,
}: {
  value: StorefrontEnvironment;
  children: ReactNode;
}) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useEnvironment(): StorefrontEnvironment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment needs an <EnvironmentProvider> above it');
  return environment;
}
