import { match } from '@forecourt/seo-routes';
import { describe, expect, it } from 'vitest';
import {
  BRONCO,
  CAPITOL_FORD,
  CUSTOM_ORDERS,
  LAKEWAY_FORD,
  NOTHING,
  ROUND_ROCK_FORD,
  TRIMS_ONLY,
} from './pages/preorder.fixtures';
import {
  type CustomOrderReply,
  customOrderDealers,
  formatMiles,
  preorderContent,
  preorderModel,
} from './preorder-view';

describe('preorderContent', () => {
  it('titles the panel "year make model" at the national MSRP, with the photo and the trims', () => {
    expect(preorderContent(BRONCO, 2026)).toEqual({
      title: '2026 Ford Bronco',
      nationalMsrp: '$39,630',
      image: { src: '/photos/preorder/ford-bronco.svg', alt: 'A 2026 Ford Bronco' },
      trims: [
        { id: 'FORD-BRONCO-2026-Trim-BIGBEND', name: 'Big Bend', msrp: '$43,990' },
        { id: 'FORD-BRONCO-2026-Trim-BADLANDS', name: 'Badlands', msrp: '$52,000' },
      ],
    });
  });

  it('takes imageUrl when the listing has no photo sources, the title as the alt text', () => {
    const [listing] = BRONCO.listings;
    if (!listing) throw new Error('fixture');
    const reply = { ...BRONCO, listings: [{ ...listing, images: { sources: [] }, imageUrl: '/bronco.jpg' }] };
    expect(preorderContent(reply, 2026)?.image).toEqual({ src: '/bronco.jpg', alt: '2026 Ford Bronco' });
    const bare = { ...BRONCO, listings: [{ ...listing, images: { sources: [] } }] };
    expect(preorderContent(bare, 2026)).not.toHaveProperty('image');
  });

  it('"keeps trim entries when no data is found": the title from the trims, the lowest trim MSRP', () => {
    expect(preorderContent(TRIMS_ONLY, 2026)).toEqual({
      title: '2026 Ford Bronco',
      nationalMsrp: '$43,990',
      trims: [
        { id: 'FORD-BRONCO-2026-Trim-BIGBEND', name: 'Big Bend', msrp: '$43,990' },
        { id: 'FORD-BRONCO-2026-Trim-BADLANDS', name: 'Badlands', msrp: '$52,000' },
      ],
    });
  });

  it('is null for a model with neither a listing nor a trim', () => {
    expect(preorderContent(NOTHING, 2026)).toBeNull();
  });

  it('lists only "Trim entries [that] have ids containing Trim"', () => {
    const stray = {
      id: 'FORD-BRONCO-2026-BASE',
      make: 'Ford',
      model: 'Bronco',
      trimName: 'Base',
      pricingDetail: { salePrice: 39_630 },
    };
    expect(preorderContent({ ...NOTHING, trims: [stray] }, 2026)).toBeNull();
    expect(preorderContent({ ...BRONCO, trims: [stray] }, 2026)?.trims).toEqual([]);
  });
});

describe('formatMiles', () => {
  it.each([
    [3.24, '3.2 mi'],
    [0, '0 mi'],
    [14.6, '15 mi'],
    [undefined, undefined],
    [Number.NaN, undefined],
  ])('%s miles is %s', (miles, text) => {
    expect(formatMiles(miles)).toBe(text);
  });
});

describe('customOrderDealers', () => {
  it('lists the dealers nearest first with "City, ST", "N mi", the phone and their details page', () => {
    const dealers = customOrderDealers(CUSTOM_ORDERS, 'atc');
    expect(dealers.map((dealer) => [dealer.name, dealer.location, dealer.distance])).toEqual([
      ['Capitol Ford', 'Austin, TX', '3.2 mi'],
      ['Lakeway Ford', 'Lakeway, TX', '15 mi'],
      ['Round Rock Ford', 'Round Rock, TX', '19 mi'],
    ]);
    expect(dealers[0]).toMatchObject({ id: '60001', phone: '(512) 555-0142' });
    const href = dealers[0]?.href ?? '';
    expect(href).toBe('/car-dealers/austin-tx-78701/60001/capitol-ford');
    expect(match(href, { brand: 'atc' })?.params.dealerId).toBe('60001');
  });

  it('puts the boosted dealer (ownerIdToBoost) first, however far', () => {
    const names = customOrderDealers(CUSTOM_ORDERS, 'atc', '60002').map((dealer) => dealer.name);
    expect(names).toEqual(['Round Rock Ford', 'Capitol Ford', 'Lakeway Ford']);
  });

  it('lists dealers without a distance last, in the reply order', () => {
    const { distance: _a, ...noDistanceA } = ROUND_ROCK_FORD;
    const { distance: _b, ...noDistanceB } = CAPITOL_FORD;
    const reply: CustomOrderReply = { customOrders: [noDistanceA, LAKEWAY_FORD, noDistanceB] };
    const dealers = customOrderDealers(reply, 'atc');
    expect(dealers.map((dealer) => dealer.name)).toEqual(['Lakeway Ford', 'Round Rock Ford', 'Capitol Ford']);
    expect(dealers[1]).not.toHaveProperty('distance');
  });

  it('leaves out owners with no dealer id, private sellers and repeats', () => {
    const reply: CustomOrderReply = {
      customOrders: [
        CAPITOL_FORD,
        { ...LAKEWAY_FORD, owner: { ...LAKEWAY_FORD.owner, id: 'lakeway' } },
        { ...ROUND_ROCK_FORD, owner: { ...ROUND_ROCK_FORD.owner, privateSeller: true } },
        { ...CAPITOL_FORD, distance: 40 },
      ],
    };
    expect(customOrderDealers(reply, 'atc').map((dealer) => [dealer.name, dealer.distance])).toEqual([
      ['Capitol Ford', '3.2 mi'],
    ]);
  });

  it("leaves out the place of a dealer the reply gives none, and links to the dealer's id path", () => {
    const { location: _, ...owner } = CAPITOL_FORD.owner;
    const [dealer] = customOrderDealers({ customOrders: [{ owner }] }, 'atc');
    expect(dealer).toEqual({
      id: '60001',
      name: 'Capitol Ford',
      phone: '(512) 555-0142',
      href: '/car-dealers/60001/capitol-ford',
    });
  });
});

describe('preorderModel', () => {
  const NOW = new Date('2026-11-21T12:00:00Z'); // model year on sale: 2027

  it("offers next year's model for a search of one make and model", () => {
    expect(preorderModel({ makeCode: ['FORD'], modelCode: ['BRONCO'] }, NOW)).toEqual({
      makeCode: 'FORD',
      modelCode: 'BRONCO',
      year: 2028,
    });
    expect(
      preorderModel({ makeCode: ['FORD'], modelCode: ['BRONCO'], listingType: ['NEW'] }, NOW)?.year,
    ).toBe(2028);
  });

  it('takes the single year asked for when it is on sale or next', () => {
    const query = { makeCode: ['FORD'], modelCode: ['BRONCO'] };
    expect(preorderModel({ ...query, startYear: '2027', endYear: '2027' }, NOW)?.year).toBe(2027);
    expect(preorderModel({ ...query, startYear: '2020', endYear: '2020' }, NOW)).toBeUndefined();
  });

  it('offers nothing without exactly one make and model, or for used cars only', () => {
    expect(preorderModel({ makeCode: ['FORD'] }, NOW)).toBeUndefined();
    expect(preorderModel({ makeCode: ['FORD', 'HONDA'], modelCode: ['BRONCO'] }, NOW)).toBeUndefined();
    expect(
      preorderModel({ makeCode: ['FORD'], modelCode: ['BRONCO'], listingType: ['USED'] }, NOW),
    ).toBeUndefined();
  });
});
