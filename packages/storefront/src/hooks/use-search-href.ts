import type { SearchQuery } from '@forecourt/seo-routes';
import { useCallback } from 'react';
import { searchHref } from '../search-url';
import { useEnvironment } from '../storefront-environment';

/**
 * `searchHref` bound to the page's brand and route lookups: links and navigations in the brand's own URL form, so
 * no link of a page answers with a redirect. The same function while the brand and lookups are (effects may
 * depend on it).
 */
export function useSearchHref(): (query: SearchQuery) => string {
  const { config, routeLookups } = useEnvironment();
  const { brand } = config;
  const { modelSlugs } = routeLookups;
  return useCallback((query: SearchQuery) => searchHref(query, { brand, modelSlugs }), [brand, modelSlugs]);
}
