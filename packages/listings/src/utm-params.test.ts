import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addUtmParams, removeUtmParams, UTM_PREFIX } from './index';

// "Tracking utm parameters are removed or added on dealer links." (spec 000 section 9)
describe('removeUtmParams', () => {
  it.each([
    ['https://dealer.example/?utm_source=x&utm_medium=y', 'https://dealer.example/'],
    ['https://dealer.example/inv?id=7&utm_campaign=spring&sort=a', 'https://dealer.example/inv?id=7&sort=a'],
    ['https://dealer.example/?UTM_Source=x&a=1#top', 'https://dealer.example/?a=1#top'],
    ['https://dealer.example/?utm%5Fsource=x&a=1', 'https://dealer.example/?a=1'],
    ['www.dealer.example/cars?utm_id=9&q=a%20b', 'www.dealer.example/cars?q=a%20b'],
    ['/dealer/100?utm_term=cars', '/dealer/100'],
    ['https://dealer.example/?a=1&&utm_content=x', 'https://dealer.example/?a=1'],
    ['https://dealer.example/?autm_source=x', 'https://dealer.example/?autm_source=x'],
    ['https://dealer.example/?q=%E0%A4%A', 'https://dealer.example/?q=%E0%A4%A'],
    ['https://dealer.example/#utm_source=x', 'https://dealer.example/#utm_source=x'],
    ['https://dealer.example', 'https://dealer.example'],
  ])('%s → %s', (url, expected) => {
    expect(removeUtmParams(url)).toBe(expected);
  });

  it('never leaves a utm parameter in the query', () => {
    const key = fc.oneof(
      fc.constantFrom('utm_source', 'UTM_medium', 'utm_x', 'id', 'q'),
      fc.string({ maxLength: 4 }),
    );
    const pair = fc
      .tuple(key, fc.string({ maxLength: 4 }))
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 6 }), (pairs) => {
        const result = removeUtmParams(`https://dealer.example/p?${pairs.join('&')}`);
        const query = new URL(result).searchParams;
        for (const name of query.keys()) expect(name.toLowerCase().startsWith(UTM_PREFIX)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('addUtmParams', () => {
  it.each([
    [
      'https://dealer.example/',
      { utm_source: 'forecourt', utm_medium: 'referral' },
      'https://dealer.example/?utm_source=forecourt&utm_medium=referral',
    ],
    [
      'https://dealer.example/inv?id=7#photos',
      { utm_source: 'forecourt' },
      'https://dealer.example/inv?id=7&utm_source=forecourt#photos',
    ],
    [
      'https://dealer.example/?utm_source=old&utm_campaign=dealer',
      { utm_source: 'forecourt' },
      'https://dealer.example/?utm_campaign=dealer&utm_source=forecourt',
    ],
    [
      'https://dealer.example/',
      { utm_campaign: 'spring sale' },
      'https://dealer.example/?utm_campaign=spring%20sale',
    ],
    ['https://dealer.example/', { utm_source: '' }, 'https://dealer.example/'],
    ['https://dealer.example/', {}, 'https://dealer.example/'],
  ])('%s + %j → %s', (url, params, expected) => {
    expect(addUtmParams(url, params)).toBe(expected);
  });

  it('round-trips: removing what was added gives the link back', () => {
    const url = 'https://dealer.example/inv?id=7#photos';
    expect(removeUtmParams(addUtmParams(url, { utm_source: 'forecourt', utm_medium: 'vdp' }))).toBe(url);
  });
});
