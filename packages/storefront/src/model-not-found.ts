import type { SearchQuery } from '@forecourt/seo-routes';

type Facets = Readonly<Record<string, readonly { value: string; label: string }[] | undefined>>;

/**
 * What the results page says when its URL named a model the reference data does not have (`/honda/xyz`, decoded
 * as the make's results): "We couldn't find a model called 'xyz' — showing all Honda" (issue 32). The make in the
 * words of the reply's facets, its code until they are there.
 */
export function modelNotFoundNotice(model: string, query: SearchQuery, facets?: Facets): string {
  const makes = Array.isArray(query.makeCode) ? query.makeCode : query.makeCode ? [query.makeCode] : [];
  const names = makes.map((code) => facets?.makeCode?.find((facet) => facet.value === code)?.label ?? code);
  const what = names.length > 0 ? `all ${names.join(', ')}` : 'all cars';
  return `We couldn't find a model called '${model}' — showing ${what}`;
}
