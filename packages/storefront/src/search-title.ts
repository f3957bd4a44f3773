import type { SearchQuery } from '@forecourt/seo-routes';

type Facets = Record<string, readonly { value: string; label: string; count: number }[] | undefined>;

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * What a search is called where the shopper meets it again (recent searches): its listing type, makes and models
 * in the words of the reply's facets, "for Sale" after, as in "Used Honda Civic for Sale". A search that names none
 * is "Cars for Sale", which the recent-search list shows as "Multiple Car Search" (spec 000 s5).
 */
export function searchTitle(query: SearchQuery, facets: Facets): string {
  const label = (key: string, code: string) =>
    facets[key]?.find((facet) => facet.value === code)?.label ?? code;
  const types = list(query.listingType).filter((type) => type !== 'ALL');
  const words = [
    types.length === 1 ? label('listingType', types[0] as string) : undefined,
    list(query.makeCode)
      .map((code) => label('makeCode', code))
      .join(', '),
    list(query.modelCode)
      .map((code) => label('modelCode', code))
      .join(', '),
  ].filter(Boolean);
  return words.length > 0 ? `${words.join(' ')} for Sale` : 'Cars for Sale';
}
