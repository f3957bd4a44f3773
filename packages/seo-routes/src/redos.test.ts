import { pathToRegexp } from 'path-to-regexp';
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { SHOPPING_BASE_PATH } from './base-path';
import { ROUTES } from './routes';
import { NOT_AN_ASCII_ESCAPE } from './search-params';
import { LISTING_TYPE_SEGMENT } from './search-path';
import { CITY_SLUG, MPG_RANGE, MPG_SEGMENT, PRICE_BETWEEN, PRICE_OVER, PRICE_UNDER } from './segments';
import { LONE_SURROGATE, PLAIN_IN_PATH } from './slug';
import { ID_PATTERN, VIN_PATTERN, YEAR_PATTERN, ZIP_PATTERN } from './validators';

// As path-to-regexp does for its own patterns: every regular expression that sees a URL is checked by
// recheck's static and fuzzing analysis for super-linear backtracking.
const patterns: [string, RegExp][] = [
  ...ROUTES.map(
    (route) =>
      [
        `route ${route.pageType} ${route.path}`,
        pathToRegexp(route.root ? route.path : `${SHOPPING_BASE_PATH}${route.path}`).regexp,
      ] as [string, RegExp],
  ),
  ['LISTING_TYPE_SEGMENT', LISTING_TYPE_SEGMENT],
  ['CITY_SLUG', CITY_SLUG],
  ['MPG_RANGE', MPG_RANGE],
  ['MPG_SEGMENT', MPG_SEGMENT],
  ['PRICE_BETWEEN', PRICE_BETWEEN],
  ['PRICE_OVER', PRICE_OVER],
  ['PRICE_UNDER', PRICE_UNDER],
  ['ID_PATTERN', ID_PATTERN],
  ['VIN_PATTERN', VIN_PATTERN],
  ['YEAR_PATTERN', YEAR_PATTERN],
  ['ZIP_PATTERN', ZIP_PATTERN],
  ['NOT_AN_ASCII_ESCAPE', NOT_AN_ASCII_ESCAPE],
  ['LONE_SURROGATE', LONE_SURROGATE],
  ['PLAIN_IN_PATH', PLAIN_IN_PATH],
];

// recheck's fuzzing takes seconds per pattern when the machine is busy.
describe('ReDoS', { timeout: 60_000 }, () => {
  it.each(patterns)('%s is safe', (_name, regexp) => {
    expect(checkSync(regexp.source, regexp.flags).status).toBe('safe');
  });

  it('the checker does flag a vulnerable pattern (the check can fail)', () => {
    expect(checkSync('^(a+)+$', '').status).toBe('vulnerable');
  });
});
