import fc from 'fast-check';
import { PathParamError, SeoEncodeError, UrlError } from '../errors';
import type { RandomUrl } from './random-urls';
import type { TestUrl } from './valid-urls';

/** An error this package throws on purpose: one of its exported classes, with a stable `code`. */
export function isSeoRoutesError(error: unknown): boolean {
  return (
    (error instanceof PathParamError || error instanceof UrlError || error instanceof SeoEncodeError) &&
    typeof error.code === 'string' &&
    (error.code as string) !== ''
  );
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : `a non-error value ${String(error)}`;
}

/**
 * Calls a parser: its value, or `undefined` when it threw a typed error (`isTyped`, by default
 * {@link isSeoRoutesError}). Any other exception fails with the parser's name and the offending URL.
 */
export function valueOrTypedError<T>(
  parser: string,
  url: TestUrl,
  call: () => T,
  isTyped: (error: unknown) => boolean = isSeoRoutesError,
): T | undefined {
  try {
    return call();
  } catch (error) {
    if (isTyped(error)) return undefined;
    throw new Error(
      `${parser} threw ${describeError(error)} (a value or a typed error was expected) for pathname ${JSON.stringify(url.pathname)} and search ${JSON.stringify(url.search)}`,
      { cause: error },
    );
  }
}

/**
 * Runs `check` on `numRuns` URLs drawn from `urls` (fast-check's `assert`: a failure is shrunk to the smallest
 * URL that still fails and reported with its seed), so packages without fast-check can run the same properties.
 */
export function checkUrls(
  urls: fc.Arbitrary<RandomUrl>,
  check: (url: RandomUrl) => void,
  options: { numRuns: number; seed?: number },
): void {
  fc.assert(
    fc.property(urls, (url) => {
      check(url);
    }),
    options,
  );
}

/**
 * Fails with `context()` and both values unless `actual` and `expected` serialise alike (key order included):
 * cheap enough for 100,000 runs, where building an assertion message for every passing run is not.
 */
export function assertSame(actual: unknown, expected: unknown, context: () => string): void {
  const got = JSON.stringify(actual);
  const wanted = JSON.stringify(expected);
  if (got !== wanted) throw new Error(`${context()}: expected ${wanted}, got ${got}`);
}

/** Fails with `context()` unless `condition` holds. */
export function assertThat(condition: boolean, context: () => string): void {
  if (!condition) throw new Error(context());
}
