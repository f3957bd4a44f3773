import { UrlError } from './errors';

/** "An absolute URL needs protocol and host, otherwise it throws." (spec 001 section 5) */
export function buildAbsoluteUrl(path: string, origin: { protocol?: string; host?: string }): string {
  if (!origin.protocol) throw new UrlError('MISSING_PROTOCOL', 'an absolute URL needs a protocol');
  if (!origin.host) throw new UrlError('MISSING_HOST', 'an absolute URL needs a host');
  const protocol = origin.protocol.replace(/:?(\/\/)?$/, '');
  return new URL(path, `${protocol}://${origin.host}`).toString();
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
