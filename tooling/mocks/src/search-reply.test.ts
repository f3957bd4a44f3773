import { CONTRACTS } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { LONE_STAR_HONDA, SAMPLE_LISTINGS, SAMPLE_OWNERS, sampleListings, searchReply } from './index';

const ids = (reply: ReturnType<typeof searchReply>) => reply.listings.map((listing) => listing.id);

describe('searchReply', () => {
  it('answers a reply the searchListings contract accepts', () => {
    expect(CONTRACTS.searchListings.reply.safeParse(searchReply({ makeCode: 'TOYOTA' })).success).toBe(true);
  });

  it('finds every sample listing for an empty search, with the default page of 25', () => {
    const reply = searchReply();
    expect(reply.totalResultCount).toBe(SAMPLE_LISTINGS.length);
    expect(reply).toMatchObject({ firstRecord: 0, numRecords: 25, relaxations: [] });
    expect(reply.location).toBeUndefined();
  });

  it("filters by make and model, and sends each listing's owner once", () => {
    const reply = searchReply({ makeCode: 'HONDA', modelCode: 'CIVIC' });
    expect(ids(reply)).toEqual(['712300001', '712300014']);
    expect(reply.owners.map((owner) => owner.name)).toEqual(['Lone Star Honda', 'Round Rock Toyota']);
  });

  it("counts each facet's values under every other filter, most listings first", () => {
    const { facets } = searchReply({ makeCode: 'HONDA', listingType: 'USED' });
    // The make facet ignores the make filter: every make with used cars is counted.
    expect(facets.makeCode?.[0]).toEqual({ value: 'TOYOTA', label: 'Toyota', count: 3 });
    expect(facets.makeCode).toContainEqual({ value: 'HONDA', label: 'Honda', count: 2 });
    expect(facets.listingType).toEqual([
      { value: 'USED', label: 'Used', count: 2 },
      { value: 'CERTIFIED', label: 'Certified by the maker', count: 1 },
      { value: 'NEW', label: 'New', count: 1 },
    ]);
    expect(facets.trimCode).toEqual([
      { value: 'CIVIC|EX', label: 'EX', count: 1 },
      { value: 'CIVIC|SPORT', label: 'Sport', count: 1 },
    ]);
  });

  it("keeps to the zip's default radius of 50 miles (spec 001 s9), each listing with its distance", () => {
    const reply = searchReply({ zip: '78701' });
    expect(reply.location).toEqual({ zip: '78701', city: 'Austin', state: 'TX', searchRadius: 50 });
    expect(reply.totalResultCount).toBe(7);
    expect(reply.listings.every((listing) => (listing.distance ?? 0) <= 50)).toBe(true);
    expect(searchReply({ zip: '78701', searchRadius: '0' }).totalResultCount).toBe(SAMPLE_LISTINGS.length);
  });

  it.each([
    ['priceASC', '712300013'],
    ['priceDESC', '712300008'],
    ['mileageASC', '712300008'],
    ['yearASC', '712300013'],
    ['datelistedDESC', '712300008'],
  ] as const)('sorts by %s', (sortBy, first) => {
    expect(ids(searchReply({ sortBy }))[0]).toBe(first);
  });

  it('pages with firstRecord and numRecords', () => {
    const reply = searchReply({ firstRecord: '10', numRecords: '5' });
    expect(ids(reply)).toEqual(SAMPLE_LISTINGS.slice(10, 15).map((listing) => listing.id));
    expect(reply).toMatchObject({ firstRecord: 10, numRecords: 5, totalResultCount: SAMPLE_LISTINGS.length });
  });

  it('answers a search that finds nothing with the nearest relaxations: wider radius, all trims, all models', () => {
    const near = searchReply({ makeCode: 'HONDA', modelCode: 'CRV', trimCode: 'CRV|TOURING', zip: '78701' });
    expect(
      near.relaxations.map(({ kind, label, totalResultCount }) => ({ kind, label, totalResultCount })),
    ).toEqual([
      { kind: 'droppedTrim', label: 'Search all trims', totalResultCount: 1 },
      { kind: 'droppedFilter', label: 'Search all Honda models', totalResultCount: 4 },
    ]);
    const far = searchReply({ makeCode: 'SUB', zip: '78701' });
    expect(far.relaxations).toEqual([
      {
        kind: 'widerRadius',
        key: 'searchRadius',
        label: 'Search nationwide',
        query: { makeCode: ['SUB'], zip: '78701', searchRadius: '0' },
        totalResultCount: 1,
      },
    ]);
    // Round Rock Toyota is 17 miles from downtown Austin.
    expect(searchReply({ makeCode: 'TOYOTA', zip: '78701', searchRadius: '10' }).relaxations).toEqual([
      {
        kind: 'widerRadius',
        key: 'searchRadius',
        label: 'Search within 100 miles',
        query: { makeCode: ['TOYOTA'], zip: '78701', searchRadius: '100' },
        totalResultCount: 2,
      },
    ]);
  });

  it('searches another catalog: sampleListings(n) for many items', () => {
    const listings = sampleListings(60);
    expect(new Set(listings.map((listing) => listing.id)).size).toBe(60);
    const reply = searchReply({ sellerType: 'd' }, { listings, owners: SAMPLE_OWNERS });
    expect(reply.listings).toHaveLength(25);
    expect(reply.totalResultCount).toBeGreaterThan(25);
    expect(reply.owners).toContainEqual(LONE_STAR_HONDA);
  });
});
