import { SeoEncodeError } from './errors';
import { cityFromSlug, toSlug } from './slug';
import { isZip } from './validators';
import { US_STATES } from './vocabulary';

export interface LocationValue {
  city: string;
  state: string;
  zip?: string | undefined;
}

export interface PriceValue {
  minPrice?: string | number | undefined;
  maxPrice?: string | number | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `{city}-{state}` or `{city}-{state}-{zip}` (spec 001 section 2). "The location encoder requires an object
 * with city, state, zip" (section 5): a non-object, or one without a city and a two-letter state, throws.
 */
export function encodeLocationSegment(location: unknown): string {
  if (!isRecord(location) || typeof location.city !== 'string' || typeof location.state !== 'string') {
    throw new SeoEncodeError(
      'INVALID_LOCATION',
      'location',
      'location must be an object with city, state, zip',
    );
  }
  const city = toSlug(location.city);
  const state = location.state.trim().toUpperCase();
  if (!city || !US_STATES.has(state)) {
    throw new SeoEncodeError(
      'INVALID_LOCATION',
      'location',
      `not a US city and state: ${location.city}, ${location.state}`,
    );
  }
  const zip = isZip(location.zip) ? `-${location.zip}` : '';
  return `${city}-${state.toLowerCase()}${zip}`;
}

/** A location's city slug: words of lower-case letters, digits, dots and apostrophes, one hyphen apart. */
export const CITY_SLUG = /^[a-z0-9.']+(?:-[a-z0-9.']+)*$/;

/**
 * The location of a segment, or `undefined` when it is not one. Read from the end (an optional zip, then the
 * state), as the city may hold hyphens. Linear: {@link CITY_SLUG} cannot backtrack (a hyphen is no word letter).
 */
export function decodeLocationSegment(segment: string): LocationValue | undefined {
  let end = segment.length;
  const last = segment.slice(segment.lastIndexOf('-') + 1);
  const zip = isZip(last) ? last : undefined;
  if (zip) end -= zip.length + 1;
  // A segment without a hyphen before its state names no city.
  const cityEnd = end > 0 ? segment.lastIndexOf('-', end - 1) : -1;
  if (cityEnd === -1) return undefined;
  const state = segment.slice(cityEnd + 1, end).toUpperCase();
  const city = segment.slice(0, cityEnd);
  if (state.length !== 2 || !US_STATES.has(state) || !CITY_SLUG.test(city)) return undefined;
  return zip ? { city: cityFromSlug(city), state, zip } : { city: cityFromSlug(city), state };
}

/** A price a segment can carry: a whole number of at most nine digits, as {@link PRICE_UNDER} reads it. */
function price(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text === 'string' && /^\d{1,9}$/.test(text.trim())) return text.trim();
  return undefined;
}

/**
 * `cars-under-N`, `cars-over-N` or `cars-between-N-and-M` (spec 001 section 2); `undefined` when neither bound
 * is a whole number. "The price encoder requires an object with minPrice and maxPrice" (section 5).
 */
export function encodePriceSegment(value: unknown): string | undefined {
  if (!isRecord(value) || !('minPrice' in value || 'maxPrice' in value)) {
    throw new SeoEncodeError('INVALID_PRICE', 'price', 'price must be an object with minPrice and maxPrice');
  }
  const min = price(value.minPrice);
  const max = price(value.maxPrice);
  if (min !== undefined && max !== undefined) return `cars-between-${min}-and-${max}`;
  if (max !== undefined) return `cars-under-${max}`;
  if (min !== undefined) return `cars-over-${min}`;
  return undefined;
}

export const PRICE_UNDER = /^cars-under-(\d{1,9})$/;
export const PRICE_OVER = /^cars-over-(\d{1,9})$/;
export const PRICE_BETWEEN = /^cars-between-(\d{1,9})-and-(\d{1,9})$/;

export function decodePriceSegment(segment: string): { minPrice?: string; maxPrice?: string } | undefined {
  // Most segments decode tries here are other words: one prefix test instead of three regular expressions.
  if (!segment.startsWith('cars-')) return undefined;
  const between = PRICE_BETWEEN.exec(segment);
  if (between) return { minPrice: between[1] as string, maxPrice: between[2] as string };
  const under = PRICE_UNDER.exec(segment);
  if (under) return { maxPrice: under[1] as string };
  const over = PRICE_OVER.exec(segment);
  if (over) return { minPrice: over[1] as string };
  return undefined;
}

export const MPG_RANGE = /^(\d{1,3})-(\d{1,3})?$/;
export const MPG_SEGMENT = /^(\d{1,3})(?:-(\d{1,3}))?-mpg$/;

/** "Mpg range: one number means N-, two numbers mean a range." `mpgRange` 'N-' -> 'N-mpg', 'N-M' -> 'N-M-mpg'. */
export function encodeMpgSegment(mpgRange: string): string | undefined {
  const match = MPG_RANGE.exec(mpgRange);
  if (!match) return undefined;
  return match[2] ? `${match[1]}-${match[2]}-mpg` : `${match[1]}-mpg`;
}

export function decodeMpgSegment(segment: string): string | undefined {
  if (!segment.endsWith('-mpg')) return undefined;
  const match = MPG_SEGMENT.exec(segment);
  if (!match) return undefined;
  return match[2] ? `${match[1]}-${match[2]}` : `${match[1]}-`;
}
