import fc from 'fast-check';
import { describe, it } from 'vitest';
import { buildAbsoluteUrl, referrerPath, UrlError } from './index';
import {
  anyUrl,
  assertThat,
  checkUrls,
  JUNK,
  mutatedUrl,
  type RandomUrl,
  randomUrl,
  valueOrTypedError,
} from './testing/index';

// Issue 12: "Every URL parser ... gets 100,000 random and mutated paths in a property test: a value or a typed
// error, never an uncaught exception." referrerPath parses a referrer URL; buildAbsoluteUrl resolves a path.
const isUrlError = (error: unknown) => error instanceof UrlError && typeof error.code === 'string';

function referrerOrUrlError(url: RandomUrl): void {
  // A referrer as a string (any text: the parser resolves it) and as location parts.
  const referrer = `${url.pathname}${url.search}`;
  const path = valueOrTypedError('referrerPath', url, () => referrerPath(referrer), isUrlError);
  assertThat(
    path === undefined || typeof path === 'string',
    () => `referrerPath(${JSON.stringify(referrer)})`,
  );
  valueOrTypedError('referrerPath', url, () => referrerPath(url), isUrlError);
}

describe('referrerPath: 100,000 random and mutated referrers', { timeout: 120_000 }, () => {
  it('answers 50,000 purely random referrers with a path or a UrlError', () => {
    checkUrls(randomUrl, referrerOrUrlError, { numRuns: 50_000 });
  });

  it('answers 50,000 mutated real referrers with a path or a UrlError', () => {
    checkUrls(mutatedUrl, referrerOrUrlError, { numRuns: 50_000 });
  });
});

const protocols = fc.constantFrom('https', 'https:', 'https://', 'http', '', 'javascript', 'ht tp', ...JUNK);
const hosts = fc.constantFrom(
  'www.example.test',
  'example.test:8443',
  'xn--bcher-kva.example',
  'bücher.example',
  '[::1]',
  '127.0.0.1',
  '',
  'a b',
  'exa%mple',
  'host:99999',
  ...JUNK,
);

describe('buildAbsoluteUrl: 100,000 random and mutated paths', { timeout: 120_000 }, () => {
  it('"An absolute URL needs protocol and host, otherwise it throws": a URL of that origin or a UrlError', () => {
    fc.assert(
      fc.property(anyUrl, protocols, hosts, (url, protocol, host) => {
        const path = `${url.pathname}${url.search}`;
        const absolute = valueOrTypedError(
          'buildAbsoluteUrl',
          url,
          () => buildAbsoluteUrl(path, { protocol, host }),
          isUrlError,
        );
        if (absolute === undefined) return;
        // A path stays on the origin it is built for: "//other.example/x" is refused, not followed.
        const origin = new URL(`${protocol.replace(/:?(\/\/)?$/, '')}://${host}`);
        const built = new URL(absolute);
        assertThat(
          built.protocol === origin.protocol && built.host === origin.host,
          () =>
            `buildAbsoluteUrl(${JSON.stringify(path)}, ${JSON.stringify({ protocol, host })}) = ${absolute}`,
        );
      }),
      { numRuns: 100_000 },
    );
  });
});
