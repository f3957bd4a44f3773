import { describe, expect, it } from 'vitest';
import {
  DEALER_NAME_MAX_HIDDEN_PRIORITY,
  DEALER_PLACEHOLDER_NAME,
  isPrivateSeller,
  LISTING_PRIORITIES,
  ownerDisplayName,
  priorityCode,
  priorityName,
  resolveOwner,
} from './index';
import { OWNER_NAME_CASES } from './owner-display-name.cases';

describe('ownerDisplayName (spec 000 section 9)', () => {
  it('quotes the spec', () => {
    expect(DEALER_PLACEHOLDER_NAME).toBe('Dealer');
    expect(DEALER_NAME_MAX_HIDDEN_PRIORITY).toBe(10);
  });

  it.each(OWNER_NAME_CASES)('$rule: $name', ({ listing, name }) => {
    expect(ownerDisplayName(listing)).toBe(name);
  });

  it('reads the owner from the owners map ("may be an index into an owners map")', () => {
    const owners = { '200': { name: 'Pat Smith', privateSeller: true } };
    expect(ownerDisplayName({ priority: 5, type: 'USED', owner: 200 }, owners)).toBe('Pat Smith');
    expect(ownerDisplayName({ priority: 5, type: 'USED', ownerId: '200' }, owners)).toBe('Pat Smith');
    expect(ownerDisplayName({ priority: 5, type: 'USED', ownerId: '999' }, owners)).toBe('Dealer');
  });

  it('resolveOwner prefers an owner object, then the owner index, then ownerId', () => {
    const owners = { '1': { name: 'one' }, '2': { name: 'two' } };
    expect(resolveOwner({ owner: { name: 'inline' }, ownerId: 1 }, owners)?.name).toBe('inline');
    expect(resolveOwner({ owner: 2, ownerId: 1 }, owners)?.name).toBe('two');
    expect(resolveOwner({ ownerId: 1 }, owners)?.name).toBe('one');
    expect(resolveOwner({ ownerId: 1 })).toBeUndefined();
    expect(isPrivateSeller({ privateSeller: true })).toBe(true);
    expect(isPrivateSeller(undefined)).toBe(false);
  });
});

describe('listing priority codes (spec 000 section 3)', () => {
  // "Listing priority codes: 5 FREE, 10 STANDARD, 15 STANDARD_PLUS, 17 BASIC, 20 FEATURED, 30 PREMIUM."
  const table = [
    [5, 'FREE'],
    [10, 'STANDARD'],
    [15, 'STANDARD_PLUS'],
    [17, 'BASIC'],
    [20, 'FEATURED'],
    [30, 'PREMIUM'],
  ] as const;

  it('holds exactly the six codes', () => {
    expect(Object.entries(LISTING_PRIORITIES)).toEqual(table.map(([code, name]) => [String(code), name]));
  });

  it.each(table)('%i is %s and back', (code, name) => {
    expect(priorityName(code)).toBe(name);
    expect(priorityName(String(code))).toBe(name);
    expect(priorityCode(name)).toBe(code);
    expect(priorityCode(name.toLowerCase())).toBe(code);
  });

  it.each([[0], [11], [-5], [Number.NaN], [''], ['abc'], [undefined], [null]])('%j has no name', (code) => {
    expect(priorityName(code)).toBeUndefined();
  });

  it.each([['GOLD'], [''], [undefined], ['toString']])('%j has no code', (name) => {
    expect(priorityCode(name)).toBeUndefined();
  });
});
