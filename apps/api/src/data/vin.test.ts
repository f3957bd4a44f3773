import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVin, isValidVin, vinCheckDigit } from './index';

describe('VINs', () => {
  it.each([
    // Real VINs from the dealer feed sample, and the textbook example whose check digit is X.
    ['1HGCV1F49MA038035', '9'],
    ['2T2AZMAA8LC156270', '8'],
    ['5FNYF6H90MB052856', '0'],
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
  ])('%s has check digit %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(isValidVin(vin)).toBe(true);
  });

  it.each([
    ['3VWC57BU9KM164298', 'a wrong check digit'],
    ['1HGCV1F49MA03803', '16 characters'],
    ['1HGCV1F49MA0380355', '18 characters'],
    ['1HGCV1F4IMA038035', 'an I ("17 characters without I, O or Q")'],
    ['1HGCV1F4OMA038035', 'an O'],
    ['1HGCV1F4QMA038035', 'a Q'],
    ['1hgcv1f49ma038035', 'lower case'],
  ])('%s is not valid: %s', (vin) => {
    expect(isValidVin(vin)).toBe(false);
  });

  it('builds valid VINs from any parts', () => {
    const char = fc.constantFrom(...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');
    const chars = (length: number) =>
      fc.array(char, { minLength: length, maxLength: length }).map((list) => list.join(''));
    fc.assert(
      fc.property(
        chars(3),
        chars(5),
        fc.integer({ min: 1981, max: 2039 }),
        char,
        chars(6),
        (wmi, vds, year, plant, serial) => {
          const vin = buildVin(wmi, vds, year, plant, serial);
          expect(vin).toHaveLength(17);
          expect(isValidVin(vin)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes the model year at position 10 (2010 is A, 2025 is S)', () => {
    expect(buildVin('1HG', 'CV1F4', 2010, 'M', '000001')[9]).toBe('A');
    expect(buildVin('1HG', 'CV1F4', 2025, 'M', '000001')[9]).toBe('S');
  });
});
