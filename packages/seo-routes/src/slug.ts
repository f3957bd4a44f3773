/** A code or name as a path segment: lower case, plus signs and spaces as hyphens (spec 001 section 2). */
export function toSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[+\s]+/g, '-');
}

/** Already lower case, no plus signs, no spaces, nothing percent-encoded. */
const SLUG = /^[a-z0-9._'-]*$/;

/**
 * A raw path segment as the decoder compares it: percent-decoded, lower case, plus signs as hyphens (older
 * URLs use `Used+Cars`, `Madison+WI-53701`). `undefined` when the percent-encoding is broken.
 */
export function readSegment(raw: string): string | undefined {
  // Nearly every segment is already a slug: skip decoding and rewriting for those.
  if (SLUG.test(raw)) return raw;
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
