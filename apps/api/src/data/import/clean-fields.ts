import { COLOR_WORDS, type ExtColorCode, PAINT_WORDS } from '../reference/colors';
import type { DriveGroupCode, EngineCode, FuelTypeCode, TransmissionCode } from '../reference/types';
import type { ListingType } from '../vehicle-pricing';

/** Values feeds write for "no value": dashes of every width, N/A and friends. */
const PLACEHOLDERS = new Set([
  '',
  '-',
  '--',
  '–',
  '—',
  '‒',
  '―',
  'na',
  'n/a',
  'n.a.',
  'none',
  'null',
  'unknown',
  'not available',
  '?',
]);

/** The text of a field, trimmed (non-breaking spaces too); `null` for a placeholder such as "–" or "N/A". */
export function cleanText(value: string | undefined): string | null {
  if (value === undefined) return null;
  const text = value
    .replace(/\u00a0/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return PLACEHOLDERS.has(text.toLowerCase()) ? null : text;
}

/**
 * A point before exactly three digits ("$39.998"): a thousands separator in some locales, cents gone wrong in
 * others. Reading it either way could be wrong by a factor of 1,000, so the row is refused rather than guessed.
 */
export function isAmbiguousPrice(value: string | undefined): boolean {
  const text = cleanText(value);
  return text !== null && /^\$?\s*\d{1,3}(?:\.\d{3})+\s*(?:usd)?$/i.test(text);
}

/** A price in whole dollars: "$39,998 " -> 39998, "39998.00" -> 39998; `null` for "Not Priced" or 0. */
export function parsePrice(value: string | undefined): number | null {
  const text = cleanText(value);
  if (!text) return null;
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(?:usd)?$/i.exec(text.replace(/\s*\$\s*/, '$'));
  if (!match) return null;
  const dollars = Math.round(Number(text.replace(/[^\d.]/g, '')));
  return dollars > 0 ? dollars : null;
}

/** A mileage: "10,598" -> 10598; `null` when it is not a whole number of miles. */
export function parseMileage(value: string | undefined): number | null {
  const text = cleanText(value)?.replace(/\s*(mi|miles)\.?$/i, '');
  if (!text || !/^(\d{1,3}(,\d{3})+|\d+)$/.test(text)) return null;
  return Number(text.replace(/,/g, ''));
}

/**
 * A 5-digit US zip: "2134" -> "02134" (spreadsheets drop leading zeros), "02134-1234" -> "02134"; `null`
 * for anything that cannot be one ("1", "Fox").
 */
export function normaliseZip(value: string | undefined): string | null {
  const text = cleanText(value);
  const match = text ? /^(\d{3,5})(?:-\d{4})?$/.exec(text) : null;
  return match ? (match[1] as string).padStart(5, '0') : null;
}

/** The listing type of a condition column: "Used", "New", "Honda Certified" (CERTIFIED), "Third Party Certified". */
export function parseListingType(value: string | undefined): ListingType | null {
  const text = cleanText(value)?.toLowerCase();
  if (!text) return null;
  if (/third[\s-]*party|3p|independent/.test(text) && /certif/.test(text)) return '3P_CERT';
  if (/certif|\bcpo\b/.test(text)) return 'CERTIFIED';
  if (/^new\b/.test(text)) return 'NEW';
  if (/^used\b|pre-?owned/.test(text)) return 'USED';
  return null;
}

export function parseDrive(value: string | undefined): DriveGroupCode | null {
  const text = cleanText(value)?.toLowerCase();
  if (!text) return null;
  if (/all[\s-]*wheel|four[\s-]*wheel|\bawd\b|\b4wd\b|4x4|quattro|4matic|xdrive/.test(text)) return 'AWD4WD';
  if (/front|\bfwd\b/.test(text)) return 'FWD';
  if (/rear|\brwd\b/.test(text)) return 'RWD';
  return null;
}

export function parseFuel(value: string | undefined): FuelTypeCode | null {
  const text = cleanText(value)?.toLowerCase();
  if (!text) return null;
  if (/plug[\s-]*in|phev/.test(text)) return 'PIH';
  if (/hybrid/.test(text)) return 'HYB';
  if (/hydrogen|fuel cell/.test(text)) return 'HYD';
  if (/electric|\bev\b/.test(text)) return 'ELE';
  if (/diesel/.test(text)) return 'DSL';
  if (/gas|flex|e85|unleaded|petrol/.test(text)) return 'GSL';
  return null;
}

export function parseTransmission(value: string | undefined): TransmissionCode | null {
  const text = cleanText(value)?.toLowerCase();
  if (!text) return null;
  if (/manual|m\/t|stick/.test(text)) return 'MAN';
  if (/auto|a\/t|cvt|variable|shift|pdk|doppelkupplung|tronic|dct|speed/.test(text)) return 'AUT';
  return null;
}

const CYLINDER_CODES: Readonly<Record<number, EngineCode>> = {
  3: '3CLDR',
  4: '4CLDR',
  5: '5CLDR',
  6: '6CLDR',
  8: '8CLDR',
  10: '10CLDR',
  12: '12CLDR',
  16: '16CLDR',
};

/**
 * The engine code of an engine description: "3.5L V6 24V GDI DOHC" -> 6CLDR, "2.5L H4" -> 4CLDR,
 * "4 Cylinder Engine" -> 4CLDR, "Electric Motor" -> ELECTRIC. With only a displacement ("2.0L") the usual
 * cylinder count for it is taken (up to 2.6 L four, up to 4.0 L six, above that eight).
 */
export function parseEngine(value: string | undefined): EngineCode | null {
  const text = cleanText(value)?.toLowerCase();
  if (!text) return null;
  if (/rotary|wankel/.test(text)) return 'ROTARY';
  const cylinders =
    /\b[vihw]-?(\d{1,2})\b/.exec(text)?.[1] ??
    /(\d{1,2})[\s-]*cyl/.exec(text)?.[1] ??
    /(?:straight|inline|flat)[\s-]*(\d{1,2})\b/.exec(text)?.[1];
  const code = cylinders ? CYLINDER_CODES[Number(cylinders)] : undefined;
  if (code) return code;
  if (/electric|motor/.test(text)) return 'ELECTRIC';
  const litres = /(\d{1,2}(?:\.\d)?)\s*l\b/.exec(text)?.[1];
  if (!litres) return null;
  const size = Number(litres);
  return size <= 2.6 ? '4CLDR' : size <= 4.0 ? '6CLDR' : '8CLDR';
}

/**
 * The colour group of a paint name: a plain colour word first ("Black Sapphire Metallic" -> BLACK), then a
 * paint word ("Blizzard Pearl" -> WHITE); `null` when neither is there.
 */
export function parseColor(value: string | undefined): ExtColorCode | null {
  const text = cleanText(value)?.toLowerCase() ?? '';
  if (/off[\s-]?white/.test(text)) return 'OFFWHITE';
  const words = text.split(/[^a-z]+/);
  for (const word of words) if (COLOR_WORDS[word]) return COLOR_WORDS[word];
  for (const word of words) if (PAINT_WORDS[word]) return PAINT_WORDS[word];
  return null;
}
