import { describe, expect, it } from 'vitest';
import { match } from './index';
import { MATCH_CASES } from './routes.cases';

describe('match (spec 001 section 2, the route table)', () => {
  it.each(MATCH_CASES)('$screen: $pathname', ({ pathname, brand, pageType, params }) => {
    const result = match(pathname, brand ? { brand } : {});
    if (pageType === undefined) expect(result).toBeUndefined();
    else expect(result).toEqual({ pageType, params });
  });

  it('ignores a trailing slash and letter case of the fixed words', () => {
    expect(match('/Cars-For-Sale/Advanced-Search/')?.pageType).toBe('sfp');
  });

  it.each([
    'landing-page',
    'accessibility-statement',
    'consumer-privacy',
    'privacy-policy',
    'visitor-agreement',
  ])('serves the carmaker page %s', (page) => {
    expect(match(`/cars-for-sale/fordblueadvantage/${page}`)).toEqual({
      pageType: 'carmakerPage',
      params: { page },
    });
  });
});
