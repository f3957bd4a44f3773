import { describe, expect, it } from 'vitest';
import {
  compareVehicleInterest,
  formatPhone,
  groupServerMessages,
  isValidPhone,
  phoneDigits,
  rankByVehicleInterest,
  truncateLabel,
} from './index';
import { INTEREST_CASES, MESSAGE_CASES, PHONE_CASES } from './rules.cases';

describe('phone (spec 000 section 5)', () => {
  it.each(PHONE_CASES)('$rule: $input', ({ input, digits, display, valid }) => {
    // "Non-digits are stripped before sending"
    expect(phoneDigits(input)).toBe(digits);
    // "Displayed format is (nnn) nnn-nnnn for ten digits."
    expect(formatPhone(input)).toBe(display);
    expect(isValidPhone(input)).toBe(valid);
  });

  it('reads a missing phone as empty', () => {
    expect(phoneDigits(undefined)).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('server messages (spec 000 section 5)', () => {
  it.each(MESSAGE_CASES)('groups %j', ({ msgs, expected }) => {
    // "severities WARN (warning) and ERROR (error); several of the same severity are joined by line breaks"
    expect(groupServerMessages(msgs)).toEqual(expected);
  });

  it('reads a missing list as no messages', () => {
    expect(groupServerMessages(undefined)).toEqual({});
  });
});

describe('vehicle-interest ranking (spec 000 section 5)', () => {
  it.each(INTEREST_CASES)('$name', ({ higher, lower }) => {
    expect(compareVehicleInterest(higher, lower)).toBeLessThan(0);
    expect(compareVehicleInterest(lower, higher)).toBeGreaterThan(0);
    expect(rankByVehicleInterest([lower, higher])).toEqual([higher, lower]);
  });

  it('keeps equal listings in their order and does not change its input', () => {
    const listings = [
      { id: 'a', viewCount: 1 },
      { id: 'b', pricingDetail: { dealIndicator: 'Good' } },
      { id: 'c', viewCount: 2 },
      { id: 'd', isReducedPrice: true },
      { id: 'e', viewCount: 0 },
    ];
    const copy = structuredClone(listings);
    expect(rankByVehicleInterest(listings).map((listing) => listing.id)).toEqual(['d', 'b', 'a', 'c', 'e']);
    expect(listings).toEqual(copy);
  });
});

describe('truncateLabel (spec 000 section 9)', () => {
  it.each([
    ['a'.repeat(30), 30, 'a'.repeat(30)],
    ['a'.repeat(31), 30, `${'a'.repeat(30)}...`],
    ['b'.repeat(55), 55, 'b'.repeat(55)],
    ['b'.repeat(56), 55, `${'b'.repeat(55)}...`],
    ['', 30, ''],
  ])('%s cut at %i', (text, max, expected) => {
    expect(truncateLabel(text, max)).toBe(expected);
  });
});
