import type { SearchQuery } from '@forecourt/seo-routes';
import {
  ALL_RESULTS_CATEGORY,
  CategoryTabs,
  FilterPanel,
  LocationBar,
  Pagination,
  ResultsList,
  SortSelect,
} from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useClientState } from '../hooks/use-client-state';
import { useListingCardSlots } from '../hooks/use-listing-cards';
import { useSearchHref } from '../hooks/use-search-href';
import { useShopperLocation } from '../hooks/use-shopper-location';
import { modelNotFoundNotice } from '../model-not-found';
import { repliedModels } from '../page-models';
import { preorderModel } from '../preorder-view';
import { QuickSaveListButton } from '../quick-save-list-button';
import { refusedSearchMessage } from '../refused-search';
import { renderLink } from '../render-link';
import { filterGroups, withRange } from '../results-filters';
import { allFacetsQuery, resultsQuery } from '../results-query';
import { useRouter } from '../router';
import { SaveSearchButton } from '../save-search-button';
import { searchTitle } from '../search-title';
import { toggleFilter, withPlace, withValue } from '../search-url';
import { resultsHead } from '../seo/page-head';
import { PageHeadTags } from '../seo/page-head-tags';
import { locatedQuery } from '../shopper-location';
import { useEnvironment } from '../storefront-environment';
import { PreorderSection } from './preorder-section';

/** The search results page (spec 001 s2): filters with counts, sort, pages, the SEO path rebuilt on every change. */
export function ResultsPage({ query, modelNotFound }: { query: SearchQuery; modelNotFound?: string }) {
  const { api, config, origin, stores, routeLookups } = useEnvironment();
  const { navigate } = useRouter();
  const shopper = useShopperLocation(query);
  const search = locatedQuery(query, shopper.location);
  const results = useQuery({ ...resultsQuery(api, search), placeholderData: (previous) => previous });
  const searchHref = useSearchHref();
  const go = (next: SearchQuery) => navigate(searchHref(next));
  const reply = results.data;
  // Before any link is written, here and alike on the server (the same reply): the models the reply lists are
  // linked by their name slugs, and the browser reads those back when the shopper follows one.
  if (reply) routeLookups.learn(repliedModels(query, reply.facets));
  const refused = results.isError ? refusedSearchMessage(results.error) : undefined;
  // The page's data lists each facet group's first options; once a shopper asks for all of a group, every option
  // of this search (and of the searches that follow, where 'Show all' stays open) is fetched.
  const [allOptionsAsked, setAllOptionsAsked] = useState(false);
  const allFacets = useQuery({
    ...allFacetsQuery(api, search),
    enabled: allOptionsAsked && Object.keys(reply?.facetOptionCounts ?? {}).length > 0,
  });
  const pageSize = reply?.numRecords ?? 25;
  const first = reply?.firstRecord ?? 0;
  const total = reply?.totalResultCount ?? 0;
  const listingTypes = reply?.facets.listingType ?? [];
  const activeType =
    Array.isArray(query.listingType) && query.listingType.length === 1 ? query.listingType[0] : 'ALL';
  // A search for one model that new cars can answer also offers the model's pre-order (spec 001 s3, s4).
  const preorder = preorderModel(query, new Date());
  const compareOn = useClientState(stores.preferences, (state) => state.compareToggle, true);
  const head = resultsHead(query, reply, {
    brand: config.brand,
    siteName: config.siteName,
    origin,
    modelNames: routeLookups.modelNames,
    modelSlugs: routeLookups.modelSlugs,
  });
  const cards = useListingCardSlots(reply?.listings ?? [], reply?.owners ?? [], { compare: compareOn });

  useEffect(() => {
    if (reply && reply.totalResultCount > 0) {
      stores.savedItems.getState().recordRecentSearch({
        title: searchTitle(query, reply.facets),
        criteria: query,
        url: searchHref(query),
        totalResultCount: reply.totalResultCount,
      });
    }
  }, [reply, query, stores.savedItems, searchHref]);

  return (
    <div className="fc-results-page">
      <PageHeadTags head={head} />
      <FilterPanel
        groups={
          reply
            ? allFacets.data
              ? filterGroups(query, allFacets.data.facets)
              : filterGroups(query, reply.facets, {
                  optionCounts: reply.facetOptionCounts,
                  optionsError: allFacets.isError,
                })
            : []
        }
        onShowAll={() => (allFacets.isError ? void allFacets.refetch() : setAllOptionsAsked(true))}
        resultCount={total}
        onToggle={(key, value, checked) => go(toggleFilter(query, key, value, checked))}
        onRange={(key, range) => go(withRange(query, key, range))}
        onClear={() => go({ listingType: ['ALL'] })}
      />
      <div className="fc-results-page__main">
        {modelNotFound !== undefined && (
          <p className="fc-results-page__notice" role="status">
            {modelNotFoundNotice(modelNotFound, query, reply?.facets)}
          </p>
        )}
        <LocationBar
          key={reply?.location ? `${reply.location.zip}-${reply.location.searchRadius}` : 'nationwide'}
          location={reply?.location}
          onChange={({ zip, searchRadius }) => {
            shopper.remember(zip, searchRadius);
            void shopper.placeOf(zip).then((place) => go(withPlace(query, place, searchRadius)));
          }}
          locating={shopper.locating}
          locateError={shopper.locateError}
          onUseMyLocation={() =>
            shopper.locate((zip) => {
              shopper.remember(zip);
              void shopper.placeOf(zip).then((place) => go(withPlace(query, place)));
            })
          }
        />
        <CategoryTabs
          renderLink={renderLink}
          activeKey={activeType === 'ALL' ? ALL_RESULTS_CATEGORY.key : activeType}
          categories={[
            {
              ...ALL_RESULTS_CATEGORY,
              href: searchHref(withValue(query, 'listingType', undefined)),
            },
            ...listingTypes.map((facet) => ({
              key: facet.value,
              label: facet.label,
              count: facet.count,
              href: searchHref({ ...withValue(query, 'listingType', undefined), listingType: [facet.value] }),
            })),
          ]}
        />
        <ResultsList
          headingLevel={1}
          heading={() => head.heading}
          emptyHeading={head.heading}
          totalCount={total}
          renderLink={renderLink}
          initialLoad={results.isPending}
          loading={results.isFetching && !results.isPending}
          // A failed refresh of results on screen keeps them: only a search with nothing to show says it failed.
          fetchError={results.isError && !reply}
          // A search the API refused is the shopper's input, named: trying it again would not help.
          {...(refused === undefined ? { onRetry: () => void results.refetch() } : { errorMessage: refused })}
          cards={cards}
          suggestions={(reply?.relaxations ?? []).map((relaxation) => ({
            key: `${relaxation.kind}-${relaxation.key}`,
            label: relaxation.label,
            count: relaxation.totalResultCount,
            href: searchHref(relaxation.query as SearchQuery),
          }))}
          toolbar={
            <div className="fc-results-page__toolbar">
              <SortSelect
                value={String(query.sortBy ?? 'relevance')}
                onChange={(value) =>
                  go(withValue(query, 'sortBy', value === 'relevance' ? undefined : value))
                }
              />
              <label className="fc-results-page__compare-toggle">
                <input
                  type="checkbox"
                  checked={compareOn}
                  onChange={(event) =>
                    stores.preferences.getState().setPreference('compareToggle', event.target.checked)
                  }
                />{' '}
                Compare cars
              </label>
              <SaveSearchButton query={query} {...(reply && { title: searchTitle(query, reply.facets) })} />
              <QuickSaveListButton />
            </div>
          }
        />
        {total > pageSize && (
          <Pagination
            page={Math.floor(first / pageSize) + 1}
            pageCount={Math.ceil(Math.min(total, 10_000) / pageSize)}
            renderLink={renderLink}
            hrefForPage={(page) =>
              searchHref(
                page === 1
                  ? withValue(query, 'firstRecord', undefined)
                  : { ...query, firstRecord: String((page - 1) * pageSize) },
              )
            }
          />
        )}
        {/* Below the results: it loads after them, and nothing the shopper reads should move when it does. */}
        {preorder && <PreorderSection {...preorder} zip={reply?.location?.zip ?? shopper.location?.zip} />}
      </div>
    </div>
  );
}
