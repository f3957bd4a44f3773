import { describe, expect, it } from 'vitest';
import { areAdsHidden, isEmailFormHidden, isHyundaiEcommerceListing, type Listing } from './index';

const dealer = { id: 100, privateSeller: false };
const ecommWebsite = { href: 'https://dealer.example/buy' };

describe('isEmailFormHidden (spec 001 section 6, spec 000 section 6)', () => {
  // "Private-seller listings hide the e-mail form; hyundai e-commerce listings hide it too"
  it.each<[string, Omit<Listing, 'id'>, boolean]>([
    ['a dealer listing shows it', { owner: dealer, make: 'Honda' }, false],
    ['a private-seller listing hides it', { owner: { privateSeller: true } }, true],
    ['the owner hideEmailForm flag hides it', { owner: { ...dealer, hideEmailForm: true } }, true],
    [
      'a hyundai e-commerce listing hides it (make code)',
      { owner: dealer, makeCode: 'HYUND', ecommWebsite },
      true,
    ],
    [
      'a hyundai e-commerce listing hides it (make name)',
      { owner: dealer, make: 'Hyundai', ecommWebsite },
      true,
    ],
    [
      'a hyundai esntial e-commerce link counts',
      { owner: dealer, makeCode: 'hyund', esntial: { ecommWebsite } },
      true,
    ],
    ['a hyundai without e-commerce shows it', { owner: dealer, makeCode: 'HYUND' }, false],
    ['another make with e-commerce shows it', { owner: dealer, makeCode: 'HONDA', ecommWebsite }, false],
  ])('%s', (_label, listing, hidden) => {
    expect(isEmailFormHidden(listing)).toBe(hidden);
  });

  it('reads the owner from the owners map', () => {
    expect(isEmailFormHidden({ ownerId: 7 }, { '7': { privateSeller: true } })).toBe(true);
    expect(isHyundaiEcommerceListing({ make: 'Hyundai', ecommWebsite: { href: ' ' } })).toBe(false);
  });
});

describe('areAdsHidden ("Private-seller listings hide ads", spec 000 section 6)', () => {
  it.each<[string, Omit<Listing, 'id'>, boolean]>([
    ['dealer listing', { owner: dealer }, false],
    ['private seller', { owner: { privateSeller: true } }, true],
    ['dealerConfig.hideAds', { owner: dealer, dealerConfig: { hideAds: true } }, true],
  ])('%s', (_label, listing, hidden) => {
    expect(areAdsHidden(listing)).toBe(hidden);
  });
});
