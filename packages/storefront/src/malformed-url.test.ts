import { describe, expect, it } from 'vitest';
import { hasMalformedEscape, routableUrl } from './malformed-url';

describe('hasMalformedEscape', () => {
  it.each([
    ['/cars-for-sale/honda%E0%A4%A', true],
    ['makeCode=%E0%A4%A', true],
    ['/cars-for-sale/honda%', true],
    ['/cars-for-sale/honda%zz', true],
    // An escaped lone surrogate is no UTF-8 either.
    ['/cars-for-sale/%ED%A0%80', true],
    ['/cars-for-sale/honda%E0%A4%A4', false],
    ['/cars-for-sale/town-%26-country', false],
    ['/cars-for-sale/honda', false],
  ])('%s: %s', (text, malformed) => {
    expect(hasMalformedEscape(text)).toBe(malformed);
  });
});

describe('routableUrl', () => {
  it('escapes the percent signs of a malformed path only, keeping the query as it is', () => {
    expect(routableUrl('/cars-for-sale/honda%E0%A4%A?zip=78701')).toBe(
      '/cars-for-sale/honda%25E0%25A4%25A?zip=78701',
    );
    expect(routableUrl('/cars-for-sale/honda?makeCode=%E0%A4%A')).toBe(
      '/cars-for-sale/honda?makeCode=%E0%A4%A',
    );
    expect(routableUrl('/cars-for-sale/town-%26-country')).toBe('/cars-for-sale/town-%26-country');
  });
});
