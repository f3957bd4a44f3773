import { encode } from '@forecourt/seo-routes';
import { RecentSearchesList, SearchForm } from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useHydrated } from '../hooks/use-hydrated';
import { searchOptionsQuery } from '../queries';
import { renderLink } from '../render-link';
import { useRouter } from '../router';
import { useEnvironment } from '../storefront-environment';

/** Home: search by make, model and zip, and the shopper's recent searches (spec 001 s3: shown by default). */
export function HomePage() {
  const { api, config, stores } = useEnvironment();
  const { navigate } = useRouter();
  const hydrated = useHydrated();
  const options = useQuery(searchOptionsQuery(api));
  const [makeCode, setMakeCode] = useState('');
  const recent = useStore(stores.savedItems, (state) => state.recentSearches);
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
          onMakeChange={setMakeCode}
          onSubmit={(value) => {
            const { pathname, search } = encode({
              ...(value.makeCode && { makeCode: value.makeCode }),
              ...(value.modelCode && { modelCode: value.modelCode }),
              ...(value.zip && { zip: value.zip }),
            });
            navigate(pathname + search);
          }}
        />
      </section>
      <RecentSearchesList
        renderLink={renderLink}
        items={(hydrated ? recent : []).map((entry) => ({
          key: entry.url,
          href: entry.url,
          heading: entry.heading,
          subHeading: entry.subHeading,
          ...(entry.totalResultCount !== undefined && { totalResultCount: entry.totalResultCount }),
        }))}
      />
    </div>
  );
}
