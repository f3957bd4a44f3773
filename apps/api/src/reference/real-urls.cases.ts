/**
 * Search URLs as real car marketplaces and their older pages write them (spec 001 s2 forms: hyphenated and
 * numbered models, the valuation brand's `/used` paths, legacy `.xhtml` pages with every legacy key, unknown
 * values), with the filters each must land on. Data, so the storefront's e2e run and the API's test read the same
 * table. `canonical` is the one URL the search has in the brand apps (a 301 goes there when it differs): its model
 * segment is the model's name slug (`cr-v`, `corvette`).
 */
export interface RealUrlCase {
  readonly url: string;
  readonly brand: 'atc' | 'kbb' | 'ford';
  /** Filters the URL must decode to (listing dialect; other keys may be present). */
  readonly filters: Readonly<Record<string, string | readonly string[]>>;
  readonly canonical: string;
  /** A model the URL names that the reference data does not have. */
  readonly modelNotFound?: string;
}

export const REAL_URL_CASES: readonly RealUrlCase[] = [
  {
    url: '/cars-for-sale/used-cars/honda/cr-v/houston-tx',
    brand: 'atc',
    filters: { listingType: ['USED'], makeCode: ['HONDA'], modelCode: ['CRV'], city: 'Houston', state: 'TX' },
    canonical: '/cars-for-sale/used-cars/honda/cr-v/houston-tx',
  },
  {
    url: '/cars-for-sale/used/ford/f-150',
    brand: 'kbb',
    filters: { listingType: ['USED'], makeCode: ['FORD'], modelCode: ['F150PICKUP'] },
    canonical: '/cars-for-sale/ford/f-150?listingTypes=USED',
  },
  {
    url: '/cars-for-sale/used-cars/ford/f-150-pickup/austin-tx-78701',
    brand: 'atc',
    filters: { makeCode: ['FORD'], modelCode: ['F150PICKUP'], zip: '78701' },
    canonical: '/cars-for-sale/used-cars/ford/f-150/austin-tx-78701',
  },
  {
    url: '/cars-for-sale/all-cars/chevrolet/corvette',
    brand: 'atc',
    filters: { makeCode: ['CHEV'], modelCode: ['CORV'] },
    canonical: '/cars-for-sale/chevrolet/corvette',
  },
  // Code slugs, as older links and saved searches wrote them: a 301 to the name slug.
  {
    url: '/cars-for-sale/used-cars/honda/crv/houston-tx',
    brand: 'atc',
    filters: { listingType: ['USED'], makeCode: ['HONDA'], modelCode: ['CRV'], city: 'Houston', state: 'TX' },
    canonical: '/cars-for-sale/used-cars/honda/cr-v/houston-tx',
  },
  {
    url: '/cars-for-sale/chevrolet/corv',
    brand: 'atc',
    filters: { makeCode: ['CHEV'], modelCode: ['CORV'] },
    canonical: '/cars-for-sale/chevrolet/corvette',
  },
  {
    url: '/cars-for-sale/new-cars/rivian/r1t',
    brand: 'atc',
    filters: { listingType: ['NEW'], makeCode: ['RIVIAN'], modelCode: ['R1T'] },
    canonical: '/cars-for-sale/new-cars/rivian/r1t',
  },
  {
    url: '/cars-for-sale/used-cars/chrysler/town-&-country',
    brand: 'atc',
    filters: { makeCode: ['CHRY'], modelCode: ['TOWNANDCOUNTRY'] },
    canonical: '/cars-for-sale/used-cars/chrysler/town-and-country',
  },
  {
    url: '/cars-for-sale/bmw/3-series',
    brand: 'atc',
    filters: { makeCode: ['BMW'], seriesCode: ['BMW3'] },
    // The apps keep a series in the query string: their browsers decode without the series lookup.
    canonical: '/cars-for-sale/bmw?seriesCodeList=BMW3',
  },
  {
    url: '/cars-for-sale/Used+Cars/Mazda/MX-5+Miata',
    brand: 'atc',
    filters: { listingType: ['USED'], makeCode: ['MAZDA'], modelCode: ['MX5MIATA'] },
    canonical: '/cars-for-sale/used-cars/mazda/mx-5-miata',
  },
  {
    url: '/cars-for-sale/ram/1500',
    brand: 'ford',
    filters: { makeCode: ['RAM'], modelCode: ['RAM1500'] },
    canonical: '/cars-for-sale/ram/1500',
  },
  {
    url: '/cars-for-sale/searchresults.xhtml?makeCodeList=HONDA&modelCodeList=CR-V&listingTypes=USED&zip=77002&searchRadius=75&startYear=2018&endYear=2022&minPrice=10000&maxPrice=30000&maxMileage=60000&sortBy=priceASC',
    brand: 'atc',
    filters: {
      makeCode: ['HONDA'],
      modelCode: ['CRV'],
      listingType: ['USED'],
      zip: '77002',
      searchRadius: '75',
      startYear: '2018',
      endYear: '2022',
      minPrice: '10000',
      maxPrice: '30000',
      mileage: '60000',
      sortBy: 'priceASC',
    },
    canonical:
      '/cars-for-sale/used-cars/cars-between-10000-and-30000/honda/cr-v?endYear=2022&maxMileage=60000&searchRadius=75&sortBy=priceASC&startYear=2018&zip=77002',
  },
  {
    url: '/cars-for-sale/searchresults.xhtml?makeCode1=HONDA&modelCode1=CR-V&makeCode2=TOYOTA&modelCode2=RAV4',
    brand: 'atc',
    filters: { makeCode: ['HONDA', 'TOYOTA'], modelCode: ['CRV', 'RAV4'] },
    canonical: '/cars-for-sale/searchresults.xhtml?makeCodeList=HONDA%2CTOYOTA&modelCodeList=CRV%2CRAV4',
  },
  {
    url: '/cars-for-sale/cars-for-sale.xhtml?makeCode1=FORD&modelCode1=f150&trimCodeList=XLT&seriesCodeList=',
    brand: 'kbb',
    filters: { makeCode: ['FORD'], modelCode: ['F150PICKUP'], trimCode: ['XLT'] },
    canonical: '/cars-for-sale/ford/f-150/xlt',
  },
  // Models one number apart are other cars, not spellings of one: each URL shows its own model's cars.
  {
    url: '/cars-for-sale/used-cars/lexus/is-350',
    brand: 'atc',
    filters: { listingType: ['USED'], makeCode: ['LEXUS'], modelCode: ['IS350'] },
    canonical: '/cars-for-sale/used-cars/lexus/is-350',
  },
  {
    url: '/cars-for-sale/lexus/IS300',
    brand: 'atc',
    filters: { makeCode: ['LEXUS'], modelCode: ['IS300'] },
    canonical: '/cars-for-sale/lexus/is-300',
  },
  {
    url: '/cars-for-sale/lexus/rx-450h',
    brand: 'atc',
    filters: { makeCode: ['LEXUS'], modelCode: ['RX450H'] },
    canonical: '/cars-for-sale/lexus/rx-450h',
  },
  {
    url: '/cars-for-sale/lexus/rx-350l',
    brand: 'atc',
    filters: { makeCode: ['LEXUS'], modelCode: ['RX350'] },
    canonical: '/cars-for-sale/lexus/rx-350',
  },
  {
    url: '/cars-for-sale/bmw/428i',
    brand: 'atc',
    filters: { makeCode: ['BMW'], modelCode: ['428I'] },
    canonical: '/cars-for-sale/bmw/428i',
  },
  {
    url: '/cars-for-sale/used-cars/honda/xyz',
    brand: 'atc',
    filters: { listingType: ['USED'], makeCode: ['HONDA'] },
    canonical: '/cars-for-sale/used-cars/honda?modelNotFound=xyz',
    modelNotFound: 'xyz',
  },
];
