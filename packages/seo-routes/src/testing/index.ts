// Test support for this package's parsers and their callers: URL generators (fast-check arbitraries) and the
// "a value or a typed error" check. Not part of the runtime entry; it needs fast-check.
export { assertSame, assertThat, checkUrls, isSeoRoutesError, valueOrTypedError } from './check-urls';
export { type Mutation, type MutationKind, mutate, mutation } from './mutate-url';
export {
  anyUrl,
  JUNK,
  longRun,
  MAX_URL_LENGTH,
  mutatedUrl,
  QUERY_KEYS,
  type RandomUrl,
  randomPathname,
  randomSearch,
  randomUrl,
  sampleUrls,
  WORDS,
} from './random-urls';
export { validSearch } from './valid-search';
export { type TestUrl, VALID_URLS } from './valid-urls';
