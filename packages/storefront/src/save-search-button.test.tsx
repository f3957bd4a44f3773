import type { ApiClient } from '@forecourt/api-client';
import { createInMemoryAccountClient, createSavedItemsStore } from '@forecourt/saved-items';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createEnvironment } from './create-environment';
import { StaticRouter } from './router';
import { SAVE_SEARCH_LABEL, SAVED_SEARCH_LABEL, SaveSearchButton } from './save-search-button';
import { SavedItemsOverlaysContent as SavedItemsOverlays } from './saved-items-overlays-content';
import { EnvironmentProvider } from './storefront-environment';

const QUERY = { makeCode: ['HONDA'], modelCode: ['CIVIC'], maxPrice: '20000', zip: '78701' };

/** A signed-in shopper's environment whose saved-items store talks to the in-memory account. */
function setup() {
  const base = createEnvironment({
    config: { brand: 'atc', siteName: 'Forecourt' },
    session: { signedIn: true },
    api: {} as ApiClient,
    bot: false,
    origin: 'https://www.example.com',
    location: undefined,
  });
  const savedItems = createSavedItemsStore({ client: createInMemoryAccountClient(), brand: 'atc' });
  const environment = { ...base, stores: { ...base.stores, savedItems } };
  environment.stores.savedItems.setState({ signedIn: true, profile: { searchIds: [], carIds: [] } });
  return environment;
}

describe('SaveSearchButton', () => {
  it('saves the search named from the page heading, then reads "Saved search", pressed', async () => {
    const user = userEvent.setup();
    const environment = setup();
    render(
      <EnvironmentProvider value={environment}>
        <StaticRouter location={{ pathname: '/cars-for-sale/all-cars', search: '' }}>
          <SaveSearchButton query={{ ...QUERY, firstRecord: '25' }} title="Used Honda Civic for Sale" />
          <SavedItemsOverlays />
        </StaticRouter>
      </EnvironmentProvider>,
    );
    const button = screen.getByRole('button', { name: SAVE_SEARCH_LABEL });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);

    const saved = await screen.findByRole('button', { name: SAVED_SEARCH_LABEL });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    // Spec 000 s5: "the ' for Sale' suffix is stripped"; "Price label is ... 'under max'".
    expect(environment.stores.savedItems.getState().bookmarks.searchBookmarks).toMatchObject([
      { title: 'Used Honda Civic | under $20,000', searchParams: QUERY },
    ]);
    // The update-saved-search dialog opened on the new search, with its name to edit.
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByDisplayValue('Used Honda Civic | under $20,000')).toBeInTheDocument();
  });

  it('shows a search saved earlier as saved, and a click opens its dialog rather than saving again', async () => {
    const user = userEvent.setup();
    const environment = setup();
    environment.stores.savedItems.setState({
      bookmarks: {
        ...environment.stores.savedItems.getState().bookmarks,
        searchBookmarks: [
          {
            id: 'sb-9',
            title: 'Commute',
            searchParams: { zip: '78701', modelCode: 'CIVIC', makeCode: 'HONDA', maxPrice: '20000' },
          },
        ],
      },
    });
    render(
      <EnvironmentProvider value={environment}>
        <StaticRouter location={{ pathname: '/cars-for-sale/all-cars', search: '' }}>
          <SaveSearchButton query={QUERY} title="Used Honda Civic for Sale" />
          <SavedItemsOverlays />
        </StaticRouter>
      </EnvironmentProvider>,
    );
    await user.click(screen.getByRole('button', { name: SAVED_SEARCH_LABEL, pressed: true }));
    expect(within(screen.getByRole('dialog')).getByDisplayValue('Commute')).toBeInTheDocument();
    expect(environment.stores.savedItems.getState().updateSavedSearch.bookmark?.id).toBe('sb-9');
  });
});
