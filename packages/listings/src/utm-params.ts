/** The tracking parameters of dealer links: every query key starting with `utm_`. */
export const UTM_PREFIX = 'utm_';

/** The utm parameters `addUtmParams` sets. */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Partial<Record<UtmKey, string>>;

interface SplitUrl {
  base: string;
  pairs: string[];
  hash: string;
}

// Split by hand rather than with URL: dealer links may lack a scheme ('www.dealer.com/?a=1'), be relative, or
// use encodings URL would rewrite; only the utm pairs may change.
function split(url: string): SplitUrl {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const rest = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  if (queryAt === -1) return { base: rest, pairs: [], hash };
  return { base: rest.slice(0, queryAt), pairs: rest.slice(queryAt + 1).split('&'), hash };
}

function join({ base, pairs, hash }: SplitUrl): string {
  const kept = pairs.filter((pair) => pair !== '');
  return `${base}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}

function keyOf(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function isUtm(pair: string): boolean {
  return keyOf(pair).startsWith(UTM_PREFIX);
}

/**
 * The link without its tracking utm parameters ("Tracking utm parameters are removed or added on dealer links",
 * spec 000 section 9). Other parameters, their order and encoding, and the fragment are kept; a link without
 * utm parameters is returned as given.
 */
export function removeUtmParams(url: string): string {
  const parts = split(url);
  if (!parts.pairs.some(isUtm)) return url;
  return join({ ...parts, pairs: parts.pairs.filter((pair) => !isUtm(pair)) });
}

/**
 * The link with the given utm parameters set (spec 000 section 9). A key given here replaces the link's own
 * value for it; the link's other utm parameters stay. Empty values are skipped.
 */
export function addUtmParams(url: string, params: UtmParams): string {
  const entries = UTM_KEYS.flatMap((key) => {
    const value = params[key];
    return typeof value === 'string' && value !== '' ? [[key, value] as const] : [];
  });
  if (entries.length === 0) return url;
  const parts = split(url);
  const setting = new Set<string>(entries.map(([key]) => key));
  const pairs = parts.pairs.filter((pair) => !setting.has(keyOf(pair)));
  for (const [key, value] of entries) pairs.push(`${key}=${encodeURIComponent(value)}`);
  return join({ ...parts, pairs });
}
