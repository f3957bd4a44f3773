/** The characters a VIN may hold: digits and letters without I, O and Q (spec 001 s2). */
export const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

const VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  [...'0123456789']
    .map((digit, index) => [digit, index] as [string, number])
    .concat(
      [...'ABCDEFGH'].map((letter, index) => [letter, index + 1]),
      [...'JKLMN'].map((letter, index) => [letter, index + 1]),
      [['P', 7]],
      [['R', 9]],
      [...'STUVWXYZ'].map((letter, index) => [letter, index + 2]),
    ),
);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Position 10 model-year codes, 1980 onwards, repeating every 30 years. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The check digit (position 9) of a 17-character VIN, per 49 CFR 565: `0`-`9` or `X`. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index++) sum += (VALUES[vin[index] ?? ''] ?? 0) * (WEIGHTS[index] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** 17 characters without I, O or Q, and a correct check digit. */
export function isValidVin(vin: string): boolean {
  return VIN_SHAPE.test(vin) && vin[8] === vinCheckDigit(vin);
}

/** The position 10 character of a model year. */
export function vinYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30] as string;
}

/**
 * A VIN from its parts: manufacturer (3), descriptor (5), model year, plant (1) and serial (6); the check
 * digit is computed.
 */
export function buildVin(
  wmi: string,
  descriptor: string,
  year: number,
  plant: string,
  serial: string,
): string {
  const draft = `${wmi}${descriptor}0${vinYearCode(year)}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
