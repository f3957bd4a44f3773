import { describe, expect, it } from 'vitest';
import { carPhotoSvg, escapeXml, PAINT } from './car-photo-svg';

const civic = {
  year: 2020,
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  vehicleStyleCode: 'SEDAN',
  colorCode: 'RED',
  colorName: 'Red',
  index: 1,
  count: 12,
};

describe('carPhotoSvg', () => {
  it('draws the year, make and model, the trim and colour, and the photo number', () => {
    const svg = carPhotoSvg(civic);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>2020 Honda Civic</title>');
    expect(svg).toContain('EX · Red');
    expect(svg).toContain('1 / 12');
    expect(svg).toContain(`fill="${PAINT.RED}"`);
  });

  it('is deterministic, and each body style and photo number draws differently', () => {
    expect(carPhotoSvg(civic)).toBe(carPhotoSvg({ ...civic }));
    const styles = ['SEDAN', 'COUPE', 'CONVERT', 'HATCH', 'WAGON', 'SUVCROSS', 'TRUCKS', 'VANMV'];
    const drawings = new Set(styles.map((style) => carPhotoSvg({ ...civic, vehicleStyleCode: style })));
    expect(drawings.size).toBe(styles.length);
    expect(carPhotoSvg({ ...civic, index: 2 })).toContain('scale(-1 1)');
    expect(carPhotoSvg(civic)).not.toContain('scale(-1 1)');
  });

  it('draws an unknown style as a sedan and an unknown colour in grey', () => {
    expect(carPhotoSvg({ ...civic, vehicleStyleCode: 'HOVERCRAFT' })).toBe(carPhotoSvg(civic));
    expect(carPhotoSvg({ ...civic, colorCode: 'PLAID' })).toContain('fill="#8a8f96"');
  });

  it.each([
    ['&', '&amp;'],
    ['<script>', '&lt;script&gt;'],
    ['"quoted"', '&quot;quoted&quot;'],
    ["O'Brien", 'O&apos;Brien'],
  ])('escapes %s as %s', (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
    const svg = carPhotoSvg({ ...civic, make: text, trim: text });
    expect(svg).toContain(escaped);
    expect(svg).not.toContain(`2020 ${text} Civic`);
  });
});
