/** A code or name as a path segment: lower case, plus signs and spaces as hyphens (spec 001 section 2). */
export function toSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[+\s]+/g, '-');
}

/** Already lower case, no plus signs, no spaces, nothing percent-encoded. */
const SLUG = /^[a-z0-9._'-]*$/;

/** Half of a surrogate pair without its other half: text no URL can carry. */
export const LONE_SURROGATE = /\p{Surrogate}/u;
const LONE_SURROGATES = /\p{Surrogate}/gu;

/** Text with every lone surrogate as U+FFFD, as the URL parser and `URLSearchParams` read it. */
export function wellFormed(text: string): string {
  return LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATES, '\uFFFD') : text;
}

/** Text as `encodeURIComponent` writes it, with a lone surrogate (its only `URIError`) as U+FFFD. */
function componentText(text: string): string {
  // Checked only when it throws: a well-formed text, nearly every one, is not scanned twice.
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(wellFormed(text));
  }
}

/**
 * What `encodeURIComponent` escapes and every browser's URL parser leaves as it is in a path: a slug keeps them
 * plain. Not `|` nor `^`: Chromium sends those as `%7C` and `%5E` (Node's URL parser keeps them), so a canonical
 * path with a plain `|` was redirected to forever (issue 29: the trim `F150PICKUP|XL`).
 */
export const PLAIN_IN_PATH = /%(?:24|26|2C|3A|3B|3D|40)/g;

/**
 * A slug as one path segment, percent-encoded as browsers send it back (a canonical URL the browser rewrites
 * would redirect forever): `/`, `%`, `?`, `#`, `|`, `^` and non-ASCII escaped, `:` or `&` plain.
 */
export function segmentText(slug: string): string {
  const encoded = componentText(slug);
  return encoded.includes('%') ? encoded.replace(PLAIN_IN_PATH, decodeURIComponent) : encoded;
}

/** Text as a query-string component: `encodeURIComponent`, and `'` as `%27`, which the URL parser escapes there. */
export function queryText(text: string): string {
  const encoded = componentText(text);
  return encoded.includes("'") ? encoded.replace(/'/g, '%27') : encoded;
}

/**
 * A raw path segment as the decoder compares it: percent-decoded, lower case, plus signs as hyphens (older
 * URLs use `Used+Cars`, `Madison+WI-53701`). `undefined` when the percent-encoding is broken.
 */
export function readSegment(raw: string): string | undefined {
  // Nearly every segment is already a slug: skip decoding and rewriting for those.
  if (SLUG.test(raw)) return raw;
  // decodeURIComponent refuses an escaped lone surrogate (%ED%A0%80) but lets a raw one through.
  if (LONE_SURROGATE.test(raw)) return undefined;
  try {
    return toSlug(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

/**
 * The non-empty parts of a text between one-character separators: `split` and `filter` in one pass
 * (`String#split` is slow on the strings a request builds; this runs for every path decoded).
 */
export function nonEmptyParts(text: string, separator: '/' | '-'): string[] {
  const parts: string[] = [];
  let start = 0;
  while (start <= text.length) {
    const found = text.indexOf(separator, start);
    const end = found === -1 ? text.length : found;
    if (end > start) parts.push(text.slice(start, end));
    start = end + 1;
  }
  return parts;
}

/** "san-antonio" -> "San Antonio": the city of a location segment. */
export function cityFromSlug(slug: string): string {
  let city = '';
  for (const word of nonEmptyParts(slug, '-')) {
    city += `${city === '' ? '' : ' '}${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  }
  return city;
}
