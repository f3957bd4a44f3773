import { UrlError } from './errors';

/** "An absolute URL needs protocol and host, otherwise it throws." (spec 001 section 5) */
export function buildAbsoluteUrl(path: string, origin: { protocol?: string; host?: string }): string {
  if (!origin.protocol) throw new UrlError('MISSING_PROTOCOL', 'an absolute URL needs a protocol');
  if (!origin.host) throw new UrlError('MISSING_HOST', 'an absolute URL needs a host');
  const protocol = origin.protocol.replace(/:?(\/\/)?$/, '');
  const base = parseUrl(`${protocol}://${origin.host}`);
  if (!base) throw new UrlError('INVALID_ORIGIN', `not an origin: ${protocol}://${origin.host}`);
  // A path is resolved against the origin; one that names another site (`//other.example`) is no path of it.
  const url = parseUrl(path, base);
  if (!url || url.protocol !== base.protocol || url.host !== base.host)
    throw new UrlError('NOT_A_PATH', `not a path of ${base.origin}: ${path}`);
  return url.toString();
}

/** `URL.parse`, which not every browser the apps support has yet. */
function parseUrl(url: string, base?: URL): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

/** "A referrer needs a pathname, otherwise it throws." The referrer's path and query, for a return link. */
export function referrerPath(referrer: string | { pathname?: string; search?: string }): string {
  let pathname: string | undefined;
  let search = '';
  if (typeof referrer === 'string') {
    try {
      const url = new URL(referrer, 'http://referrer.invalid');
      pathname = referrer ? url.pathname : undefined;
      search = url.search;
    } catch {
      pathname = undefined;
    }
  } else {
    pathname = referrer.pathname;
    search = referrer.search ?? '';
  }
  if (!pathname) throw new UrlError('MISSING_PATHNAME', 'a referrer needs a pathname');
  return `${pathname}${search}`;
}
