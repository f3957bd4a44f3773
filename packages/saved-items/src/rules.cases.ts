import type { InterestFields, SearchCriteria, ServerMessage } from './index';

// Tables for the rules of spec 000 section 5, each row quoting the words it checks.

export const PHONE_CASES: { input: string; digits: string; display: string; valid: boolean; rule: string }[] =
  [
    { input: '5551234567', digits: '5551234567', display: '(555) 123-4567', valid: true, rule: 'ten digits' },
    {
      input: '555-123-4567',
      digits: '5551234567',
      display: '(555) 123-4567',
      valid: true,
      rule: 'dashes stripped',
    },
    {
      input: '(555) 123 4567',
      digits: '5551234567',
      display: '(555) 123-4567',
      valid: true,
      rule: 'already formatted',
    },
    {
      input: ' 555.123.4567 ',
      digits: '5551234567',
      display: '(555) 123-4567',
      valid: true,
      rule: 'dots, spaces',
    },
    {
      input: '555123456',
      digits: '555123456',
      display: '555123456',
      valid: false,
      rule: 'nine digits kept as typed',
    },
    {
      input: '1-555-123-4567',
      digits: '15551234567',
      display: '1-555-123-4567',
      valid: false,
      rule: 'eleven digits',
    },
    { input: 'call me', digits: '', display: 'call me', valid: false, rule: 'no digits' },
    { input: '', digits: '', display: '', valid: false, rule: 'empty' },
  ];

export const MESSAGE_CASES: { msgs: ServerMessage[]; expected: { warning?: string; error?: string } }[] = [
  { msgs: [], expected: {} },
  { msgs: [{ severity: 'WARN', value: 'Changed elsewhere' }], expected: { warning: 'Changed elsewhere' } },
  { msgs: [{ severity: 'ERROR', value: 'Bad phone' }], expected: { error: 'Bad phone' } },
  {
    msgs: [
      { severity: 'ERROR', value: 'Bad phone' },
      { severity: 'WARN', value: 'First' },
      { severity: 'ERROR', value: 'Bad title' },
      { severity: 'WARN', value: 'Second' },
    ],
    expected: { warning: 'First\nSecond', error: 'Bad phone\nBad title' },
  },
  { msgs: [{ severity: 'INFO', value: 'Saved' }], expected: {} },
  {
    msgs: [{ severity: 'warn', value: 'lower case severity' }],
    expected: { warning: 'lower case severity' },
  },
  { msgs: [{ severity: 'ERROR', value: '  ' }], expected: {} },
];

/** "orders by reduced price, then view count above 3, then a 'Great' deal, then a 'Good' deal" */
export const INTEREST_CASES: { name: string; higher: InterestFields; lower: InterestFields }[] = [
  {
    name: 'reduced price beats everything after it',
    higher: { isReducedPrice: true },
    lower: { viewCount: 99, pricingDetail: { dealIndicator: 'Great' } },
  },
  {
    name: 'view count above 3 beats a Great deal',
    higher: { viewCount: 4 },
    lower: { pricingDetail: { dealIndicator: 'Great' } },
  },
  {
    name: 'a view count of 3 is not above 3',
    higher: { pricingDetail: { dealIndicator: 'Good' } },
    lower: { viewCount: 3 },
  },
  {
    name: 'a Great deal beats a Good deal',
    higher: { pricingDetail: { dealIndicator: 'Great' } },
    lower: { pricingDetail: { dealIndicator: 'Good' } },
  },
  { name: 'a Good deal beats no deal', higher: { pricingDetail: { dealIndicator: 'Good' } }, lower: {} },
  {
    name: 'ties go to the next signal',
    higher: { isReducedPrice: true, viewCount: 10 },
    lower: { isReducedPrice: true, viewCount: 2 },
  },
];

export const HEADING_CASES: { title: string; heading: string; rule: string }[] = [
  {
    title: 'Cars for Sale',
    heading: 'Multiple Car Search',
    rule: "starting with 'Cars' becomes 'Multiple Car Search'",
  },
  { title: 'Cars for Sale near Austin, TX', heading: 'Multiple Car Search', rule: "starting with 'Cars'" },
  {
    title: 'Used Honda Civic for Sale',
    heading: 'Used Honda Civic',
    rule: "the ' for Sale' suffix is stripped",
  },
  {
    title: 'Certified Cars for Sale',
    heading: 'Certified Cars',
    rule: "only a heading starting with 'Cars'",
  },
  { title: 'New Toyota', heading: 'New Toyota', rule: 'no suffix to strip' },
  {
    title: 'Used Honda for Sale in Austin',
    heading: 'Used Honda for Sale in Austin',
    rule: 'a suffix is at the end only',
  },
];

const makeNames: Record<string, string> = { HONDA: 'Honda', TOYOTA: 'Toyota', FORD: 'Ford' };
const styleNames: Record<string, string> = { SUVCROSS: 'SUV / Crossover', SEDAN: 'Sedan' };
export const LABELS = (criterion: string, code: string) =>
  criterion === 'make' ? makeNames[code] : criterion === 'style' ? styleNames[code] : undefined;
export const YEAR_OPTIONS = { min: 1981, max: 2026 };

export const SUBHEADING_CASES: { criteria: SearchCriteria; expected: string[]; rule: string }[] = [
  {
    criteria: { yearRange: { startYear: 2015, endYear: 2020 } },
    expected: ['2015 - 2020'],
    rule: 'a year range narrower than the options',
  },
  {
    criteria: { startYear: '2020', endYear: '2020' },
    expected: [],
    rule: 'start and end equal: no year range',
  },
  {
    criteria: { startYear: '1981', endYear: '2026' },
    expected: [],
    rule: 'the whole offered range: no year range',
  },
  { criteria: { startYear: '2015' }, expected: ['2015 - 2026'], rule: 'a missing end is the offered end' },
  {
    criteria: { priceRange: { minPrice: 10000, maxPrice: 20000 } },
    expected: ['$10,000 - $20,000'],
    rule: "'min - max'",
  },
  { criteria: { minPrice: '15000' }, expected: ['over $15,000'], rule: "'over min'" },
  { criteria: { maxPrice: '9500' }, expected: ['under $9,500'], rule: "'under max'" },
  { criteria: { makeCodeList: 'HONDA' }, expected: [], rule: 'one make is not shown' },
  {
    criteria: { makeCodeList: 'HONDA,TOYOTA' },
    expected: ['Honda, Toyota'],
    rule: 'several makes are shown',
  },
  {
    criteria: { makeCode: ['FORD'], modelCodeList: ['CIVIC', 'ACCORD'] },
    expected: ['CIVIC, ACCORD'],
    rule: 'several models; a code with no name shows as the code',
  },
  { criteria: { trimCodeList: 'LX,EX' }, expected: ['LX, EX'], rule: 'several trims' },
  { criteria: { vehicleStyleCodes: 'SUVCROSS' }, expected: ['SUV / Crossover'], rule: 'a style' },
  {
    criteria: {
      extColorsSimple: 'RED',
      engineCodes: 'V6',
      driveGroup: 'AWD4WD',
      vehicleStyleCodes: ['SEDAN'],
      priceRange: { maxPrice: 30000 },
      makeCodeList: ['HONDA', 'FORD'],
      yearRange: { startYear: 2018, endYear: 2022 },
    },
    expected: ['2018 - 2022', 'Honda, Ford', 'under $30,000'],
    rule: 'at most 3 criteria, in the fixed order',
  },
  { criteria: { zip: '78701', searchRadius: '50' }, expected: [], rule: 'location is not a criterion' },
];

export const STORABLE_CASES: { title: string; criteria: SearchCriteria; stored: boolean; rule: string }[] = [
  {
    title: 'Cars for Sale',
    criteria: { zip: '78701' },
    stored: false,
    rule: "'Multiple Car Search' with an empty subheading",
  },
  {
    title: 'Cars for Sale',
    criteria: { minPrice: '5000' },
    stored: true,
    rule: "'Multiple Car Search' with a subheading",
  },
  {
    title: 'SUVs for Sale',
    criteria: { vehicleStyleCodes: 'SUVCROSS', zip: '78701', searchRadius: '50', marketExtension: 'include' },
    stored: false,
    rule: 'a single vehicle style as a single value',
  },
  {
    title: 'SUVs for Sale',
    criteria: { vehicleStyleCodes: ['SUVCROSS'], startYear: '2015', endYear: '2020' },
    stored: false,
    rule: 'a single vehicle style as a one-item list',
  },
  {
    title: 'SUVs for Sale',
    criteria: { vehicleStyleCodes: 'SUVCROSS,SEDAN' },
    stored: true,
    rule: 'two vehicle styles',
  },
  {
    title: 'Used SUVs for Sale',
    criteria: { vehicleStyleCodes: 'SUVCROSS', listingTypes: 'USED' },
    stored: true,
    rule: 'a style and another criterion',
  },
  {
    title: 'Used Honda for Sale',
    criteria: { makeCodeList: 'HONDA', zip: '78701' },
    stored: true,
    rule: 'a make',
  },
];
