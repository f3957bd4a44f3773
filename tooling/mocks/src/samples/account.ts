import type {
  AccountVehicle,
  Consumer,
  OwnedVehicle,
  PaymentInfo,
  RecentSearch,
  SearchBookmark,
  UserProfile,
  VehicleBookmark,
} from '@forecourt/contracts';

// A signed-in shopper in Austin, Texas, with three saved cars, two saved searches, two cars of their own, recent
// searches and a wallet at the spec's payment defaults.

export const SAMPLE_CONSUMER: Consumer = {
  consumerid: 'consumer-100501',
  email: 'sam.rivera@example.com',
  phone: '5125550142',
};

export const SAMPLE_VEHICLE_BOOKMARKS: readonly VehicleBookmark[] = [
  {
    id: 'vb-3001',
    listingId: '712300001',
    title: '2021 Honda Civic EX',
    notes: 'Ask about the second key.',
    isSaved: true,
    version: 2,
    savedDate: '2025-04-20T15:12:00Z',
    hasEmailAlerts: true,
    hasTextAlerts: false,
  },
  {
    id: 'vb-3002',
    listingId: '712300005',
    isSaved: true,
    version: 1,
    savedDate: '2025-04-22T09:40:00Z',
    hasEmailAlerts: true,
    hasTextAlerts: true,
  },
  {
    id: 'vb-3003',
    listingId: '712300008',
    isSaved: true,
    version: 1,
    savedDate: '2025-04-25T18:05:00Z',
    hasEmailAlerts: false,
    hasTextAlerts: false,
  },
];

export const SAMPLE_SEARCH_BOOKMARKS: readonly SearchBookmark[] = [
  {
    id: 'sb-4001',
    title: 'Used Honda CR-V near Austin',
    isSaved: true,
    version: 3,
    savedDate: '2025-03-30T12:00:00Z',
    searchParams: { listingType: ['USED'], makeCode: ['HONDA'], modelCode: ['CRV'], zip: '78701' },
    alert: { sendEmailAlerts: true, sendTextAlerts: false },
  },
  {
    id: 'sb-4002',
    title: 'Ford F-150 under $40,000',
    isSaved: true,
    version: 1,
    savedDate: '2025-04-11T08:30:00Z',
    searchParams: { makeCode: ['FORD'], modelCode: ['F150PICKUP'], maxPrice: '40000' },
    alert: { sendEmailAlerts: false, sendTextAlerts: true },
  },
];

export const SAMPLE_PROFILE: UserProfile = {
  firstName: 'Sam',
  lastName: 'Rivera',
  email: SAMPLE_CONSUMER.email,
  phone: '5125550142',
  searchIds: SAMPLE_SEARCH_BOOKMARKS.map((bookmark) => bookmark.id),
  carIds: SAMPLE_VEHICLE_BOOKMARKS.flatMap((bookmark) => (bookmark.listingId ? [bookmark.listingId] : [])),
};

/** Both count towards "cars I own": each has a latest zip and a valuation vehicle id (spec 000 s3). */
export const SAMPLE_OWNED_VEHICLES: readonly OwnedVehicle[] = [
  {
    vehicleid: 'ov-2001',
    vehicle_details: { latest_zipcode: '78701', year: 2017, make: 'Honda', model: 'CR-V', trim: 'EX' },
    kbb_vehicle_id: 421_605,
  },
  {
    vehicleid: 'ov-2002',
    vehicle_details: { latest_zipcode: '78745', year: 2014, make: 'Ford', model: 'F-150', trim: 'XLT' },
    kbb_vehicle_id: 392_118,
  },
];

export const SAMPLE_ACCOUNT_VEHICLES: readonly AccountVehicle[] = [
  {
    id: 'av-2101',
    vin: '5J6RW2H85HL004512',
    year: 2017,
    make: 'Honda',
    model: 'CR-V',
    trim: 'EX',
    mileage: 74_300,
    zip: '78701',
    kbbVehicleId: '421605',
    nickname: 'Family car',
  },
  {
    id: 'av-2102',
    year: 2014,
    make: 'Ford',
    model: 'F-150',
    trim: 'XLT',
    mileage: 118_900,
    zip: '78745',
    kbbVehicleId: '392118',
  },
];

export const SAMPLE_RECENT_SEARCHES: readonly RecentSearch[] = [
  {
    url: '/cars-for-sale/used-cars/honda/civic/austin-tx-78701',
    query: {
      listingType: ['USED'],
      makeCode: ['HONDA'],
      modelCode: ['CIVIC'],
      zip: '78701',
      lastExec: '2025-04-26T17:20:00Z',
    },
    timestamp: 1_745_688_000_000,
    heading: 'Used Honda Civic',
    fullHeading: 'Used Honda Civic for Sale',
    subHeading: 'Austin, TX',
    fullSubHeading: 'Within 50 miles of Austin, TX 78701',
    totalResultCount: 2,
  },
  {
    url: '/cars-for-sale/toyota/rav4',
    query: { makeCode: ['TOYOTA'], modelCode: ['RAV4'], lastExec: '2025-04-24T11:05:00Z' },
    timestamp: 1_745_492_700_000,
    heading: 'Toyota RAV4',
    fullHeading: 'Toyota RAV4 for Sale',
    subHeading: 'Nationwide',
    fullSubHeading: 'Nationwide',
    totalResultCount: 1,
  },
  {
    url: '/cars-for-sale/suv-crossover/denver-co-80202',
    query: { vehicleStyleCode: ['SUVCROSS'], zip: '80202', lastExec: '2025-04-21T19:45:00Z' },
    timestamp: 1_745_264_700_000,
    heading: 'SUVs',
    fullHeading: 'SUVs for Sale',
    subHeading: 'Denver, CO',
    fullSubHeading: 'Within 50 miles of Denver, CO 80202',
    totalResultCount: 1,
  },
];

const JANUARY_2025 = 1_735_689_600_000;

/** Spec 002 s3's payment defaults as a stored wallet: 60-month loan, 36-month lease, 20 percent down, credit b. */
export const SAMPLE_PAYMENT_INFO: PaymentInfo = {
  creditType: 'b',
  downPaymentPercent: 0.2,
  downPaymentType: 'percent',
  leaseMileageRange: 12_000,
  leaseTerm: 36,
  loanTerm: 60,
  interestRate: { new: 6, used: 7.05 },
  paymentOption: 'finance',
  dealType: 'finance',
  budget: null,
  monthlyBudget: null,
  downPayment: null,
  zip: '78701',
  createdDate: JANUARY_2025,
  lastUpdated: JANUARY_2025,
  creditVerification: { verified: false, verifiedDate: null },
  creditAppDeals: [],
  tradeIn: { amountOwed: 0, condition: 'good', ico: [], source: null, value: 0 },
  interactions: {},
};
