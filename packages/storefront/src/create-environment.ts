import {
  type ApiClient,
  createAccountClient,
  createCompareFetcher,
  createConsumerLoader,
  createLocationLookups,
  createQueryOptions,
  createWalletStorageClient,
} from '@forecourt/api-client';
import { ACCOUNT_BRAND_FALLBACK, type AccountBrand, type Brand, type CookieJar } from '@forecourt/brand';
import { createCompareStore } from '@forecourt/compare';
import { createSavedItemsStore, type StorageLike } from '@forecourt/saved-items';
import type { ReferenceModel } from '@forecourt/seo-routes';
import { createWalletStore } from '@forecourt/wallet';
import { createModelBook, type ModelBook } from './page-models';
import { createPreferencesStore } from './preferences';
import { createShopperLocationStore, type ShopperLocation } from './shopper-location';
import { DEFAULT_MAX_QUICK_SAVES, type StorefrontConfig, type StorefrontSession } from './storefront-config';
import type { StorefrontEnvironment } from './storefront-environment';

export interface EnvironmentOptions {
  readonly config: StorefrontConfig;
  readonly session: StorefrontSession;
  readonly api: ApiClient;
  readonly bot: boolean;
  readonly origin: string;
  /** The browser's localStorage; none on the server, where nothing is kept between requests. */
  readonly storage?: StorageLike;
  readonly sessionStorage?: StorageLike;
  readonly cookies?: CookieJar;
  /** The shopper's location as the server resolved it. */
  readonly location?: ShopperLocation | undefined;
  /** The models the page names (`namedModels`), for its route lookups. @default none */
  readonly models?: readonly ReferenceModel[] | undefined;
  /** The page's route lookups, when the caller reads routes with them too. @default a book of `models` */
  readonly routeLookups?: ModelBook | undefined;
}

/**
 * The account brand a site's saves and registrations are sent under: the main brand's own (`AT`), the valuation
 * brand's (`KBB`), and for any other site the valuation brand, "the fallback" (spec 000 s1). `accountBrand` of
 * @forecourt/brand reads the `brand` query parameter's codes (AT, KBB), not a site's name: given 'atc' it answered
 * the fallback, and the main brand sent "KBB" (issue 30).
 */
export function siteAccountBrand(brand: Brand): AccountBrand {
  return brand === 'atc' || brand === 'kbb' ? brand : ACCOUNT_BRAND_FALLBACK;
}

/** The stores over the API's clients: one set per request on the server, one per tab in the browser. */
export function createEnvironment(options: EnvironmentOptions): StorefrontEnvironment {
  const steps = environmentSteps(options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `createEnvironment` a store at a time: the browser makes the environment as the page hydrates, and each store's
 * first run (its code compiled, its storage and cookie read) is 1 to 4 ms of a phone's main thread; made in one
 * task, the four were a task that crossed Lighthouse's 50 ms line in most runs (issue 11's total blocking time).
 * The caller may end the task at each `yield`.
 */
export function* environmentSteps(options: EnvironmentOptions): Generator<void, StorefrontEnvironment> {
  const { config, api } = options;
  let consumerId: string | undefined;
  const savedItems = createSavedItemsStore({
    client: createAccountClient(api),
    brand: siteAccountBrand(config.brand),
    maxQuickSavesLimit: config.maxQuickSaves ?? DEFAULT_MAX_QUICK_SAVES,
    ...(options.storage && { storage: options.storage }),
    ...(options.sessionStorage && { sessionStorage: options.sessionStorage }),
    ...(options.cookies && { cookies: options.cookies }),
  });
  // Through the store's open flags, so the welcome is the one modal open and any other the shopper opens closes it.
  if (options.session.newAccount) savedItems.getState().openPanel('newUserModal');
  yield;
  const wallet = createWalletStore({
    client: createWalletStorageClient(api),
    storage: options.storage ?? null,
    consumerId: () => consumerId,
    ...(options.cookies && { cookies: options.cookies }),
  });
  yield;
  const compare = createCompareStore({
    storage: options.storage ?? null,
    fetchListings: createCompareFetcher(api),
  });
  yield;
  const preferences = createPreferencesStore(options.storage);
  const consumers = createConsumerLoader(api);
  return {
    loadConsumer: async () => {
      // The wallet is keyed by the consumer id once the shopper is signed in (spec 002 s4).
      const consumer = await consumers.load();
      consumerId = consumer?.consumerid;
      return consumerId;
    },
    config,
    session: options.session,
    api,
    queries: createQueryOptions(api),
    stores: {
      savedItems,
      wallet,
      compare,
      location: createShopperLocationStore(options.location),
      preferences,
    },
    locationLookups: createLocationLookups(api),
    cookies: options.cookies,
    bot: options.bot,
    origin: options.origin,
    routeLookups: options.routeLookups ?? createModelBook(options.models),
  };
}
