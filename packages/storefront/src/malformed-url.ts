/** What the storefront's 400 page says to a URL it cannot read (a broken link, a hand-edited address). */
export const BAD_REQUEST_TEXTS = Object.freeze({
  heading: 'We could not read that web address',
  explanation:
    'Part of the address is not written correctly (a "%" that does not start a valid character), so we cannot tell which cars you were after. Check the link, or start a new search.',
  search: 'Search all cars',
});

/** Whether `text` holds a percent-escape that does not decode: a `%` not followed by two hex digits, or bytes that are not UTF-8. */
export function hasMalformedEscape(text: string): boolean {
  if (!text.includes('%')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // The only error decodeURIComponent throws is URIError, for exactly this.
    return true;
  }
  // The result is used: the server's bundler deems the call pure and dropped it when it was not, so every URL
  // read as well-formed in the built app (the unit tests, on the source, passed).
  return decoded.length < 0;
}

/**
 * A URL's path with every `%` escaped as `%25` when the path has a malformed escape, so the server's router (which
 * decodes paths and answered these with its own JSON 400) can route it to the storefront's 400 page; a path that
 * decodes, and the query, are left as they are.
 */
export function routableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!hasMalformedEscape(path)) return url;
  return path.replaceAll('%', '%25') + (queryAt === -1 ? '' : url.slice(queryAt));
}
