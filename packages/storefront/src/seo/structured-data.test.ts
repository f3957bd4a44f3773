import { describe, expect, it } from 'vitest';
import { dealerHead, vehicleHead } from './listing-head';
import { type HeadSite, resultsHead } from './page-head';
import { schemaOrgProblems } from './schema-org.test-helper';
import { autoDealerData, breadcrumbData, carData, itemListData, jsonLdText } from './structured-data';

const SITE: HeadSite = {
  brand: 'atc',
  siteName: 'Forecourt Classifieds',
  origin: 'https://www.forecourt.example',
};

const OWNER = {
  id: '100042',
  name: 'Capitol Honda',
  phone: '(512) 555-0100',
  privateSeller: false,
  location: { address: { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } },
};
const LISTING = {
  id: '712345678',
  vin: '1HGCM82633A004352',
  listingType: 'USED',
  year: 2020,
  make: 'Honda',
  makeCode: 'HONDA',
  model: 'CR-V',
  modelCode: 'CRV',
  trim: 'EX',
  pricingDetail: { salePrice: 24995 },
  mileage: { value: 31250 },
  images: { sources: [{ src: '/media/712345678/1.svg', alt: 'front' }] },
};

describe('the checker itself', () => {
  it('finds what schema.org does not have: an unknown type, a property of no type, a value of the wrong kind', () => {
    expect(schemaOrgProblems({ '@type': 'Automobile' })).toEqual([
      '$: @type Automobile is not a schema.org type',
    ]);
    expect(schemaOrgProblems({ '@type': 'Car', price: 1 })).toEqual(['$: Car has no property price']);
    expect(schemaOrgProblems({ '@type': 'ListItem', position: { n: 1 } }).length).toBeGreaterThan(0);
    expect(schemaOrgProblems({ '@type': 'Offer', seller: { '@type': 'AutoDealer', mileage: 3 } })).toEqual([
      '$.seller: AutoDealer has no property mileage',
    ]);
  });
});

describe('structured data validates against schema.org', () => {
  const vehicle = vehicleHead(
    LISTING as never,
    'Used 2020 Honda CR-V EX',
    OWNER as never,
    'Capitol Honda',
    SITE,
  );
  const results = resultsHead(
    { listingType: ['USED'], makeCode: ['HONDA'], modelCode: ['CRV'], city: 'Austin', state: 'TX' },
    {
      listings: [LISTING],
      owners: [OWNER],
      totalResultCount: 1,
      firstRecord: 0,
      numRecords: 25,
      relaxations: [],
      facets: { makeCode: [{ value: 'HONDA', label: 'Honda', count: 1 }] },
    } as never,
    SITE,
  );
  const dealer = dealerHead(OWNER as never, 12, '/car-dealers/austin-tx/100042/capitol-honda', SITE);
  const nodes = [
    ...(vehicle.structuredData ?? []),
    ...(results.structuredData ?? []),
    ...(dealer.structuredData ?? []),
  ];

  it.each(nodes.map((node) => [(node as { '@type': string })['@type'], node]))('%s', (_type, node) => {
    expect(schemaOrgProblems(node)).toEqual([]);
  });

  it("gives the vehicle page's Car an Offer with price, currency, availability and seller", () => {
    expect(vehicle.structuredData?.[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Used 2020 Honda CR-V EX',
      url: 'https://www.forecourt.example/cars-for-sale/vehicle/712345678',
      brand: { '@type': 'Brand', name: 'Honda' },
      model: 'CR-V',
      vehicleConfiguration: 'EX',
      vehicleModelDate: '2020',
      vehicleIdentificationNumber: '1HGCM82633A004352',
      image: 'https://www.forecourt.example/media/712345678/1.svg',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 31250, unitCode: 'SMI' },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        url: 'https://www.forecourt.example/cars-for-sale/vehicle/712345678',
        price: 24995,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: {
          '@type': 'AutoDealer',
          name: 'Capitol Honda',
          telephone: '(512) 555-0100',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '1 Main St',
            addressLocality: 'Austin',
            addressRegion: 'TX',
            postalCode: '78701',
            addressCountry: 'US',
          },
        },
      },
    });
  });

  it('puts year, make, model, trim, price and place in the vehicle title and description', () => {
    expect(vehicle.title).toBe(
      'Used 2020 Honda CR-V EX for sale in Austin, TX: $24,995 | Forecourt Classifieds',
    );
    expect(vehicle.description).toBe(
      'Used 2020 Honda CR-V EX for $24,995 in Austin, TX 78701 from Capitol Honda, 31,250 miles. ' +
        'See photos, price history and a monthly payment on Forecourt Classifieds.',
    );
  });

  it("lists a results page's cars and its trail, home first", () => {
    expect(results.structuredData?.map((node) => (node as { '@type': string })['@type'])).toEqual([
      'ItemList',
      'BreadcrumbList',
    ]);
    expect(results.structuredData?.[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Forecourt Classifieds', item: { '@id': 'https://www.forecourt.example/' } },
        {
          position: 2,
          name: 'Honda',
          item: { '@id': 'https://www.forecourt.example/cars-for-sale/used-cars/honda' },
        },
        {
          position: 3,
          name: 'CR-V',
          item: { '@id': 'https://www.forecourt.example/cars-for-sale/used-cars/honda/crv' },
        },
        {
          position: 4,
          name: 'Used Honda CR-V for sale in Austin, TX',
          item: { '@id': 'https://www.forecourt.example/cars-for-sale/used-cars/honda/crv/austin-tx' },
        },
      ],
    });
  });

  it('gives the dealer page an AutoDealer with its address', () => {
    expect(dealer.structuredData?.[0]).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Capitol Honda',
      url: 'https://www.forecourt.example/car-dealers/austin-tx/100042/capitol-honda',
      address: { addressLocality: 'Austin', addressRegion: 'TX', postalCode: '78701' },
    });
    expect(dealer.description).toBe(
      'Capitol Honda, car dealer in Austin, TX: 12 cars for sale on Forecourt Classifieds, with address, phone and directions.',
    );
  });
});

describe('jsonLdText', () => {
  it('cannot end its script element or open a comment, and reads back as the same data', () => {
    const data = itemListData('</script><script>alert(1)</script> & <!-- \u2028', 1, []);
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('builds each type on its own too', () => {
    for (const node of [
      carData({ url: 'https://x.example/v/1', name: 'Car', condition: 'new', sold: true }),
      breadcrumbData([{ name: 'Home', url: 'https://x.example/' }]),
      autoDealerData({ name: 'D', url: 'https://x.example/d' }),
    ])
      expect(schemaOrgProblems(node)).toEqual([]);
  });
});
