import { type ApiClient, createLocationLookups, createQueryOptions } from '@forecourt/api-client';
import { createCompareStore } from '@forecourt/compare';
import {
  createInMemoryAccountClient,
  createSavedItemsStore,
  type InMemoryAccountData,
  type SavedItemsState,
  type StorageLike,
} from '@forecourt/saved-items';
import { createInMemoryWalletStorageClient, createWalletStore } from '@forecourt/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type Listing, listingHref } from '../listing-view';
import { createModelBook } from '../page-models';
import { createPreferencesStore } from '../preferences';
import { StaticRouter } from '../router';
import { searchHref } from '../search-url';
import { createShopperLocationStore, type ShopperLocation } from '../shopper-location';
import { EnvironmentProvider, type StorefrontEnvironment } from '../storefront-environment';
import { hydrateInBrowser } from './hydrate-in-browser';
import { SAVED_PAGE_SIGN_IN_HREF, SavedPage } from './saved-page';

const CIVIC: Listing = { id: '700123', title: '2020 Honda Civic EX', pricingDetail: { salePrice: 18995 } };
const CAMRY: Listing = { id: '700456', title: '2019 Toyota Camry SE', pricingDetail: { salePrice: 21500 } };
const XSS_NOTE = '<img src=x onerror=alert(1)>';
const SEARCH_PARAMS = { makeCode: ['HONDA'], zip: '78701' };

interface SetupOptions {
  signedIn: boolean;
  storage?: StorageLike;
  data?: Partial<InMemoryAccountData>;
  state?: Partial<SavedItemsState>;
  location?: ShopperLocation;
}

function setup({ signedIn, data, state, storage, location }: SetupOptions) {
  const client = createInMemoryAccountClient(data ? { data } : {});
  const savedItems = createSavedItemsStore({
    client,
    brand: 'atc',
    maxQuickSavesLimit: 10,
    logger: { error: () => undefined },
    ...(storage && { storage }),
    ...(state && { initialState: state }),
  });
  const getListingsByIds = vi.fn(async ({ query }: { query: { listingId: string[] } }) => ({
    listings: [CIVIC, CAMRY].filter((listing) => query.listingId.includes(listing.id)),
    owners: [],
  }));
  const loadConsumer = vi.fn(async () => 'user-1');
  const api = { getListingsByIds } as unknown as ApiClient;
  const environment: StorefrontEnvironment = {
    config: { brand: 'atc', siteName: 'Forecourt' },
    session: signedIn ? { signedIn, email: 'pat@example.com' } : { signedIn },
    api,
    queries: createQueryOptions(api),
    stores: {
      savedItems,
      wallet: createWalletStore({ client: createInMemoryWalletStorageClient() }),
      compare: createCompareStore(),
      location: createShopperLocationStore(location),
      preferences: createPreferencesStore(),
    },
    locationLookups: createLocationLookups(api),
    bot: false,
    origin: 'https://www.example.com',
    routeLookups: createModelBook(),
    loadConsumer,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (children: ReactNode = <SavedPage />) => (
    <QueryClientProvider client={queryClient}>
      <EnvironmentProvider value={environment}>
        <StaticRouter location={{ pathname: '/my-autotrader', search: '' }}>{children}</StaticRouter>
      </EnvironmentProvider>
    </QueryClientProvider>
  );
  return { client, store: savedItems, getListingsByIds, loadConsumer, tree };
}

/** A signed-in shopper with one saved Civic (a note and e-mail alerts on) and one saved search. */
async function signedInSetup() {
  const context = setup({
    signedIn: true,
    data: {
      users: { AT: { firstName: 'Pat', carIds: [CIVIC.id] } },
      listings: [CIVIC],
      vehicleBookmarks: [
        {
          id: 'vb-1',
          listingId: CIVIC.id,
          version: 1,
          notes: XSS_NOTE,
          hasEmailAlerts: true,
          hasTextAlerts: false,
        },
      ],
      searchBookmarks: [
        {
          id: 'sb-1',
          title: 'Civics near Austin',
          version: 1,
          searchParams: SEARCH_PARAMS,
          alert: { sendEmailAlerts: false, sendTextAlerts: true },
        },
      ],
    },
  });
  // What startSession does in the browser for a signed-in shopper.
  await context.store.getState().hydrateUser({ signedIn: true });
  await context.store.getState().loadBookmarks();
  return context;
}

describe('SavedPage signed out', () => {
  it('lists the quick-saves with remove buttons, the sign-in offer and the e-mail form', async () => {
    const user = userEvent.setup();
    const { store, tree, getListingsByIds } = setup({
      signedIn: false,
      data: { listings: [CIVIC, CAMRY] as unknown as InMemoryAccountData['listings'] },
      state: {
        showUserState: true,
        savedListings: [
          { listingId: CIVIC.id, bookmarkId: '' },
          { listingId: CAMRY.id, bookmarkId: '' },
        ],
      },
    });
    render(tree());

    expect(screen.getByRole('heading', { level: 1, name: 'My garage' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '2020 Honda Civic EX' })).toHaveAttribute(
      'href',
      listingHref(CIVIC),
    );
    expect(screen.getByText('$18,995')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2019 Toyota Camry SE' })).toBeInTheDocument();
    expect(getListingsByIds.mock.calls[0]?.[0].query.listingId).toEqual([CIVIC.id, CAMRY.id]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', SAVED_PAGE_SIGN_IN_HREF);
    expect(SAVED_PAGE_SIGN_IN_HREF).toBe('/auth/login?returnTo=/my-autotrader');
    expect(screen.getByText(/Sign in and they move to your account/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove 2020 Honda Civic EX' }));

    expect(screen.queryByRole('link', { name: '2020 Honda Civic EX' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2019 Toyota Camry SE' })).toBeInTheDocument();
    expect(store.getState().savedListings).toEqual([{ listingId: CAMRY.id, bookmarkId: '' }]);
  });
});

describe('SavedPage signed out, as the browser opens it', () => {
  it('shows the quick-saves kept in storage without waiting for the session to start', async () => {
    const storage = new Map<string, string>([['forecourt.quickSaveListingIds', JSON.stringify([CIVIC.id])]]);
    const { tree } = setup({
      signedIn: false,
      data: { listings: [CIVIC] as unknown as InMemoryAccountData['listings'] },
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    });
    render(tree());
    expect(await screen.findByRole('link', { name: '2020 Honda Civic EX' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your saved cars…')).not.toBeInTheDocument();
  });

  it('says there are none, with a way to browse, when nothing is saved', async () => {
    const { tree } = setup({ signedIn: false });
    render(tree());
    expect(await screen.findByText(/You have not saved any cars yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse cars for sale' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your saved cars…')).not.toBeInTheDocument();
  });

  it('drops the expired quick-saves with the expired banner (spec 000 s4, s8)', async () => {
    const { tree, store } = setup({
      signedIn: false,
      data: { listings: [CAMRY] as unknown as InMemoryAccountData['listings'] },
      state: {
        savedListings: [
          { listingId: CIVIC.id, bookmarkId: '' },
          { listingId: CAMRY.id, bookmarkId: '' },
        ],
      },
    });
    render(tree());
    expect(await screen.findByRole('link', { name: '2019 Toyota Camry SE' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '2020 Honda Civic EX' })).not.toBeInTheDocument();
    expect(store.getState().globalAlert?.text).toBe(
      "Looks like some of your saved listings have expired. We've removed those for you.",
    );
  });
});

describe('SavedPage: the inline e-mail alerts form', () => {
  it("saves a search near the shopper's location, not every car in the country", async () => {
    const user = userEvent.setup();
    const { tree, client } = setup({
      signedIn: false,
      state: { showUserState: true },
      location: { zip: '78701', city: 'Austin', state: 'TX', searchRadius: 50, radiusChosen: false },
    });
    render(tree());
    expect(
      await screen.findByRole('heading', { name: 'Get email alerts for new cars near Austin, TX' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(client.requestsOf('registerLightUser')).toHaveLength(1));
    expect(client.requestsOf('registerLightUser')[0]).toMatchObject({
      emailAddress: 'pat@example.com',
      searchParams: { listingType: ['ALL'], zip: '78701', searchRadius: '50' },
    });
  });
});

describe('SavedPage: cars I own', () => {
  it('adds a car by VIN and by year/make/model, lists them, counts them and removes one', async () => {
    const user = userEvent.setup();
    const { tree, store } = await signedInSetup();
    render(tree());
    const section = await screen.findByRole('region', { name: 'Cars I own' });
    expect(await within(section).findByText('You have not added a car you own yet.')).toBeInTheDocument();

    const form = within(section).getByRole('form', { name: 'Add a car you own' });
    await user.type(within(form).getByLabelText('VIN'), '1hgcv1f34la012345');
    await user.type(within(form).getByLabelText('ZIP code'), '78701');
    await user.click(within(form).getByRole('button', { name: 'Add car' }));
    expect(
      await within(section).findByRole('button', { name: 'Remove VIN 1HGCV1F34LA012345' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cars I own: 1')).toBeInTheDocument();

    await user.click(within(form).getByLabelText('By year, make and model'));
    await user.type(within(form).getByLabelText('Year'), '2018');
    await user.type(within(form).getByLabelText('Make'), 'Ford');
    await user.type(within(form).getByLabelText('Model'), 'F-150');
    await user.type(within(form).getByLabelText('ZIP code'), '5370');
    await user.click(within(form).getByRole('button', { name: 'Add car' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter the 5-digit ZIP code');
    await user.clear(within(form).getByLabelText('ZIP code'));
    await user.type(within(form).getByLabelText('ZIP code'), '53703');
    await user.click(within(form).getByRole('button', { name: 'Add car' }));
    expect(
      await within(section).findByRole('button', { name: 'Remove 2018 Ford F-150' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cars I own: 2')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Remove VIN 1HGCV1F34LA012345' }));
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Remove VIN 1HGCV1F34LA012345' })).toBeNull(),
    );
    expect(screen.getByText('Cars I own: 1')).toBeInTheDocument();
    expect(store.getState().myCarsCount).toBe(1);
  });
});

describe('SavedPage signed in', () => {
  it('shows the saved vehicle with its alerts state and the note as text', async () => {
    const { tree } = await signedInSetup();
    const { container } = render(tree());

    const card = await screen.findByRole('article', { name: '2020 Honda Civic EX' });
    expect(within(card).getByText('E-mail alerts on')).toBeInTheDocument();
    expect(within(card).getByText('Text alerts off')).toBeInTheDocument();
    expect(within(card).getByText(XSS_NOTE)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Edit 2020 Honda Civic EX' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remove 2020 Honda Civic EX' })).toBeInTheDocument();

    const search = screen.getByRole('link', { name: 'Civics near Austin' });
    expect(search).toHaveAttribute('href', searchHref(SEARCH_PARAMS));
    const searchItem = search.closest('article') as HTMLElement;
    expect(within(searchItem).getByText('E-mail alerts off')).toBeInTheDocument();
    expect(within(searchItem).getByText('Text alerts on')).toBeInTheDocument();
    expect(within(searchItem).getByRole('button', { name: 'Delete Civics near Austin' })).toBeInTheDocument();
    // Listed with its criteria and a run link to its results (issue 30).
    expect(
      within(searchItem)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual(['Make: HONDA', 'ZIP: 78701']);
    expect(within(searchItem).getByRole('link', { name: 'Run search Civics near Austin' })).toHaveAttribute(
      'href',
      searchHref(SEARCH_PARAMS),
    );
    expect(
      within(searchItem).getByRole('button', { name: 'Rename or edit Civics near Austin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unread notifications: 0')).toBeInTheDocument();
    expect(screen.getByText('Cars I own: 0')).toBeInTheDocument();
  });

  it('turns e-mail alerts off through the alerts modal', async () => {
    const user = userEvent.setup();
    const { client, store, tree } = await signedInSetup();
    render(tree());

    await user.click(await screen.findByRole('button', { name: 'Alerts for 2020 Honda Civic EX' }));
    const dialog = screen.getByRole('dialog', { name: 'Alerts' });
    const email = within(dialog).getByRole('switch', { name: 'Email alerts' });
    expect(email).toBeChecked();
    await user.click(email);

    expect(await within(dialog).findByText('Email alerts disabled.')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Email alerts' })).not.toBeChecked();
    expect(client.requestsOf('saveVehicle')).toEqual([{ bookmarkId: 'vb-1', enableEmailAlerts: false }]);
    expect(store.getState().bookmarks.inventoryBookmarks[0]?.hasEmailAlerts).toBe(false);
    const card = screen.getByRole('article', { name: '2020 Honda Civic EX' });
    expect(within(card).getByText('E-mail alerts off')).toBeInTheDocument();
  });

  it("opens a saved car's alerts with the car's own text-alert number, not the profile's", async () => {
    const user = userEvent.setup();
    const { store, tree } = await signedInSetup();
    store.setState({
      bookmarks: {
        ...store.getState().bookmarks,
        inventoryBookmarks: store
          .getState()
          .bookmarks.inventoryBookmarks.map((item) => ({ ...item, mobilePhone: '(512) 555-0147' })),
      },
    });
    render(tree());

    await user.click(await screen.findByRole('button', { name: 'Alerts for 2020 Honda Civic EX' }));
    const dialog = screen.getByRole('dialog', { name: 'Alerts' });
    expect(within(dialog).getByLabelText('Mobile phone')).toHaveValue('(512) 555-0147');
  });

  it('cancels all alerts and shows the success state', async () => {
    const user = userEvent.setup();
    const { client, loadConsumer, tree } = await signedInSetup();
    render(tree());

    await user.click(await screen.findByRole('button', { name: 'Cancel all alerts for saved vehicles' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel all alerts' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel all alerts' }));

    expect(
      await within(dialog).findByText('We have successfully updated your preferences'),
    ).toBeInTheDocument();
    expect(loadConsumer).toHaveBeenCalledTimes(1);
    expect(client.requestsOf('optOut')).toEqual([{ userId: 'user-1' }]);
    const card = screen.getByRole('article', { name: '2020 Honda Civic EX' });
    expect(within(card).getByText('E-mail alerts off')).toBeInTheDocument();
  });

  it('renders the neutral page on the server and hydrates it without a mismatch', async () => {
    // The server's store is fresh for each request; the browser's already holds the shopper's saves.
    const server = setup({ signedIn: true });
    const html = renderToString(server.tree());
    expect(html).toContain('My garage');
    expect(server.getListingsByIds).not.toHaveBeenCalled();

    const { tree } = await signedInSetup();
    const { container, onRecoverableError, unmount } = await hydrateInBrowser(html, tree());
    await waitFor(() => expect(container.textContent).toContain('2020 Honda Civic EX'));
    expect(container.textContent).toContain('Civics near Austin');
    expect(onRecoverableError).not.toHaveBeenCalled();
    unmount();
  });
});
