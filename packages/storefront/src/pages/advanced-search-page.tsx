import { BODY_STYLE_ORDER, type BodyStyle, normaliseBodyStyle } from '@forecourt/listings';
import { DEFAULT_SEARCH_RADIUS } from '@forecourt/query-dialects';
import { type SearchQuery, SHOPPING_BASE_PATH } from '@forecourt/seo-routes';
import { AdvancedSearchForm, type AdvancedSearchValues, type SelectOption } from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useSearchHref } from '../hooks/use-search-href';
import { ALL_CARS_PATH } from '../page-route';
import { searchOptionsQuery } from '../queries';
import { useRouter } from '../router';
import { useEnvironment } from '../storefront-environment';

/** Spec 001 s2: the search form's path; `/cars-for-sale/index.xhtml` shows the same page. */
export const ADVANCED_SEARCH_PATH = `${SHOPPING_BASE_PATH}/advanced-search`;

export const ADVANCED_SEARCH_PAGE_TEXTS = { heading: 'Advanced search' } as const;

const LIST_KEYS = ['makeCode', 'modelCode', 'vehicleStyleCode'] as const;

/**
 * The search the form's values ask for, in the listing dialect `searchHref` encodes. The defaults say nothing
 * and are left out, so the URL stays the canonical one: condition 'ALL' ("Search results default to listingType
 * ['ALL']") and the default radius ("Search radius is dropped when it equals the zip's default radius (fallback
 * 50)", spec 001 s5).
 */
export function advancedSearchQuery(values: AdvancedSearchValues): SearchQuery {
  const { listingType, searchRadius, ...rest } = values;
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === '') continue;
    query[key] = (LIST_KEYS as readonly string[]).includes(key) ? [value] : value;
  }
  if (listingType && listingType !== 'ALL') query.listingType = [listingType];
  if (searchRadius && Number(searchRadius) !== DEFAULT_SEARCH_RADIUS) query.searchRadius = searchRadius;
  return query;
}

/**
 * Spec 001 s9's body style order; styles it does not name follow in the reference data's order. A name like
 * 'SUV / Crossover' or 'Van / Minivan' ranks by its first word that is a style or a synonym.
 */
function bodyStyleRank(name: string): number {
  const style: BodyStyle | undefined = [name, ...name.split(/[^A-Za-z]+/)]
    .map(normaliseBodyStyle)
    .find((found) => found !== undefined);
  return style ? BODY_STYLE_ORDER.indexOf(style) : BODY_STYLE_ORDER.length;
}

/**
 * The search form page (spec 001 s2, page type sfp): every search criterion on one form, going to the canonical
 * results URL. Without JavaScript the form is a GET to the results page, which redirects to the same URL.
 */
export function AdvancedSearchPage() {
  const { api, config, origin, stores } = useEnvironment();
  const searchHref = useSearchHref();
  const { navigate } = useRouter();
  const options = useQuery(searchOptionsQuery(api));
  const [makeCode, setMakeCode] = useState('');
  // Where the server or an earlier search placed the shopper (spec 001 s4), so they need not type it again.
  const location = useStore(stores.location, (state) => state.location);
  const toOption = (item: { code: string; name: string }): SelectOption => ({
    value: item.code,
    label: item.name,
  });
  const makes = (options.data?.makes ?? []).map(toOption);
  const models = (options.data?.models ?? []).filter((model) => model.makeCode === makeCode).map(toOption);
  const bodyStyles = [...(options.data?.vehicleStyles ?? [])]
    .sort((a, b) => bodyStyleRank(a.name) - bodyStyleRank(b.name))
    .map(toOption);
  const defaultValue: AdvancedSearchValues = location
    ? {
        zip: location.zip,
        // A radius the shopper chose is theirs to keep; the zip's own default is the form's default.
        ...(location.radiusChosen && { searchRadius: String(location.searchRadius) }),
      }
    : {};

  return (
    <div className="fc-advanced-search-page">
      <title>{`${ADVANCED_SEARCH_PAGE_TEXTS.heading} | ${config.siteName}`}</title>
      <link rel="canonical" href={`${origin}${ADVANCED_SEARCH_PATH}`} />
      <h1>{ADVANCED_SEARCH_PAGE_TEXTS.heading}</h1>
      <AdvancedSearchForm
        makes={makes}
        models={models}
        bodyStyles={bodyStyles}
        defaultValue={defaultValue}
        action={ALL_CARS_PATH}
        onMakeChange={setMakeCode}
        onSubmit={(values) => navigate(searchHref(advancedSearchQuery(values)))}
      />
    </div>
  );
}
