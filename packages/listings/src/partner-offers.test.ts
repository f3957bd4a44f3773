import { SITE_CONFIGS, selectSiteConfig } from '@forecourt/brand';
import { describe, expect, it } from 'vitest';
import {
  INSTANT_CASH_OFFER_CODE,
  INSTANT_CASH_OFFER_PATH,
  instantCashOfferPath,
  type Listing,
  partnerOffers,
  sponsoredCarLoansWording,
} from './index';

const dealerWithFinancing: Omit<Listing, 'id'> = { owner: { id: 100 }, finance: { aprRate: 6.9 } };
const dealerWithout: Omit<Listing, 'id'> = { owner: { id: 100 } };
const privateSeller: Omit<Listing, 'id'> = {
  owner: { id: 200, privateSeller: true },
  finance: { aprRate: 6.9 },
};

// "Partner offers on a vehicle page, in order: 1. dealer financing (if the dealer has it); 2. instant cash offer
// (not for the valuation or magazine brand); 3. credit report; 4. sponsored car loans (hidden if
// hideSponsoredCarLoans is set; wording differs for private sellers); 5. an insurance quote." and "The valuation
// brand shows a warranty offer and a credit report, then the insurance quote." (spec 001 section 9)
describe('partnerOffers (spec 001 section 9)', () => {
  it.each([
    [
      'main brand, dealer with financing: all five in order',
      dealerWithFinancing,
      {},
      ['dealer-financing', 'instant-cash-offer', 'credit-report', 'sponsored-car-loans', 'insurance-quote'],
    ],
    [
      'dealer financing only "if the dealer has it"',
      dealerWithout,
      {},
      ['instant-cash-offer', 'credit-report', 'sponsored-car-loans', 'insurance-quote'],
    ],
    [
      'dealerFinancing option overrides the listing',
      dealerWithout,
      { dealerFinancing: true },
      ['dealer-financing', 'instant-cash-offer', 'credit-report', 'sponsored-car-loans', 'insurance-quote'],
    ],
    [
      'a private seller has no dealer financing',
      privateSeller,
      {},
      ['instant-cash-offer', 'credit-report', 'sponsored-car-loans', 'insurance-quote'],
    ],
    [
      'sponsored car loans "hidden if hideSponsoredCarLoans is set"',
      dealerWithFinancing,
      { hideSponsoredCarLoans: true },
      ['dealer-financing', 'instant-cash-offer', 'credit-report', 'insurance-quote'],
    ],
    [
      'instant cash offer "not for the valuation ... brand"; warranty, credit report, then insurance quote',
      dealerWithFinancing,
      { brand: 'kbb' },
      ['warranty', 'credit-report', 'insurance-quote'],
    ],
    [
      'instant cash offer "not for the ... magazine brand"',
      dealerWithFinancing,
      { brand: 'carAndDriver' },
      ['dealer-financing', 'credit-report', 'sponsored-car-loans', 'insurance-quote'],
    ],
    [
      'the carmaker brand has the main list',
      dealerWithFinancing,
      { brand: 'ford' },
      ['dealer-financing', 'instant-cash-offer', 'credit-report', 'sponsored-car-loans', 'insurance-quote'],
    ],
    [
      'a site configuration wins over the brand',
      dealerWithFinancing,
      { brand: 'atc', siteConfig: SITE_CONFIGS['kbb-buy-online'] },
      ['warranty', 'credit-report', 'insurance-quote'],
    ],
  ] as const)('%s', (_label, listing, options, offers) => {
    expect(partnerOffers(listing, options)).toEqual(offers);
  });

  it('follows the brand package order for every brand (no second copy of the list here)', () => {
    for (const brand of ['atc', 'kbb', 'ford', 'demo', 'previewAtc', 'carAndDriver'] as const) {
      expect(partnerOffers(dealerWithFinancing, { brand })).toEqual(
        selectSiteConfig({ brand }).partnerOffers,
      );
    }
  });

  it('"wording differs for private sellers"', () => {
    expect(sponsoredCarLoansWording(privateSeller)).toBe('private-seller');
    expect(sponsoredCarLoansWording(dealerWithout)).toBe('dealer');
    expect(sponsoredCarLoansWording({ ownerId: 2 }, { '2': { privateSeller: true } })).toBe('private-seller');
  });
});

describe('instantCashOfferPath ("/instant-cash-offer/, with offerCode=A and dealer_id for dealers that have one")', () => {
  it('quotes the spec', () => {
    expect(INSTANT_CASH_OFFER_PATH).toBe('/instant-cash-offer/');
    expect(INSTANT_CASH_OFFER_CODE).toBe('A');
  });

  it.each([
    ['a dealer', dealerWithout, undefined, '/instant-cash-offer/?offerCode=A&dealer_id=100'],
    ['a dealer by ownerId', { ownerId: '300' }, undefined, '/instant-cash-offer/?offerCode=A&dealer_id=300'],
    [
      'a dealer in the owners map',
      { owner: 5 },
      { '5': { id: 555 } },
      '/instant-cash-offer/?offerCode=A&dealer_id=555',
    ],
    ['a private seller', privateSeller, undefined, '/instant-cash-offer/?offerCode=A'],
    ['no dealer id', {}, undefined, '/instant-cash-offer/?offerCode=A'],
  ])('%s', (_label, listing, owners, path) => {
    expect(instantCashOfferPath(listing, owners)).toBe(path);
  });
});
