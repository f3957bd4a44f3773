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

/** Text as `encodeURIComponent` writes it, where a lone surrogate would make it throw a `URIError`. */
function componentText(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

/** What `encodeURIComponent` escapes and the URL parser leaves as it is in a path: a slug keeps them plain. */
export const PLAIN_IN_PATH = /%(?:24|26|2C|3A|3B|3D|40|7C)/g;

/**
 * A slug as one path segment, percent-encoded as browsers send it back (a canonical URL the browser rewrites
 * would redirect forever): `/`, `%`, `?`, `#` and non-ASCII escaped, `|` or `:` plain as before.
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

/** "san-antonio" -> "San Antonio": the city of a location segment. */
export function cityFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
