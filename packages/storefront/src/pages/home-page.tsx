import { encode } from '@forecourt/seo-routes';
import { SearchForm } from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useClientState } from '../hooks/use-client-state';
import { useHydrated } from '../hooks/use-hydrated';
import { useSearchHref } from '../hooks/use-search-href';
import { searchOptionsQuery } from '../queries';
import { RecentlyViewed, RecentSearches } from '../recently-viewed';
import { useRouter } from '../router';

/**
 * Where the form goes without JavaScript, or when it is submitted before the page hydrates: a GET of the results
 * path with makeCode, modelCode and zip, which the brand server redirects to the search's canonical URL (the same
 * page `onSubmit` navigates to). Without it the browser submitted the form to the home page itself.
 */
export const SEARCH_FORM_ACTION = encode({}).pathname;

import { useEnvironment } from '../storefront-environment';

/** Home: search by make, model and zip, and the shopper's recent searches (spec 001 s3: shown by default). */
export function HomePage() {
  const { api, bot, config, stores, routeLookups } = useEnvironment();
  const { navigate } = useRouter();
  const searchHref = useSearchHref();
  const hydrated = useHydrated();
  const options = useQuery(searchOptionsQuery(api));
  const [makeCode, setMakeCode] = useState('');
  const recent = useStore(stores.savedItems, (state) => state.recentSearches);
  const viewed = useStore(stores.savedItems, (state) => state.recentInventory);
  // "showRecentSearches (default true)" (spec 001 s3): the server renders the default.
  const showRecent = useClientState(stores.preferences, (state) => state.showRecentSearches, true);
  // The zip the server resolved for the shopper (spec 001 s4), so a returning shopper need not type it again.
  const zip = useStore(stores.location, (state) => state.location?.zip);
  useEffect(() => {
    // The page reads the history itself: it need not wait for the session's start (spec 000 s4).
    if (hydrated && !bot) stores.savedItems.getState().hydrateRecentHistory();
  }, [hydrated, bot, stores.savedItems]);
  const makes = (options.data?.makes ?? []).map((make) => ({ value: make.code, label: make.name }));
  const models = (options.data?.models ?? [])
    .filter((model) => model.makeCode === makeCode)
    .map((model) => ({ value: model.code, label: model.name }));

  return (
    <div className="fc-home">
      <title>{`${config.siteName}: new and used cars for sale`}</title>
      <section className="fc-home__hero">
        <h1>{config.tagline ?? `Find your next car on ${config.siteName}`}</h1>
        <SearchForm
          makes={makes}
          models={models}
          action={SEARCH_FORM_ACTION}
          onMakeChange={setMakeCode}
          {...(zip && { defaultValue: { zip } })}
          onSubmit={(value) => {
            // The make's models as the reference data names them: the results URL has the model's name slug.
            routeLookups.learn(
              (options.data?.models ?? []).filter((model) => model.makeCode === value.makeCode),
            );
            navigate(
              searchHref({
                ...(value.makeCode && { makeCode: value.makeCode }),
                ...(value.modelCode && { modelCode: value.modelCode }),
                ...(value.zip && { zip: value.zip }),
              }),
            );
          }}
        />
      </section>
      {showRecent && <RecentSearches />}
      {/* After the list: it appears once the browser's saved searches are read, and nothing above may move. */}
      {hydrated && recent.length > 0 && (
        <button
          type="button"
          className="fc-button fc-button--secondary fc-home__recent-toggle"
          aria-expanded={showRecent}
          onClick={() => stores.preferences.getState().setPreference('showRecentSearches', !showRecent)}
        >
          {showRecent ? 'Hide recent searches' : 'Show recent searches'}
        </button>
      )}
      <RecentlyViewed ids={(hydrated ? viewed : []).map((entry) => entry.id)} />
    </div>
  );
}
