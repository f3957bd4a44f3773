// Sample values for the tests: valid entities as the server would send them.

export const OWNER = {
  id: '100234',
  name: 'Austin Honda',
  phone: '5125550100',
  website: 'https://austinhonda.example',
  privateSeller: false,
  hideEmailForm: false,
  dealerPreferredCTA: 'email',
  location: {
    address: { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    coordinates: { latitude: 30.27, longitude: -97.74 },
  },
};

export const LISTING = {
  id: '712345678',
  ownerId: '100234',
  owner: '100234',
  type: 'USED',
  listingType: 'USED',
  year: 2021,
  make: 'Honda',
  makeCode: 'HONDA',
  model: 'Civic',
  modelCode: 'CIVIC',
  trim: 'EX',
  trimCode: 'CIVIC|EX',
  vin: '2HGFC2F59MH512345',
  pricingDetail: {
    salePrice: 23_998,
    dealIndicator: 'Great',
    dealRating: {
      band: 'Great',
      marketPrice: 25_400,
      gap: -1402,
      gapPercent: -5.5,
      confidence: 'high',
      comparableCount: 14,
      comparableIds: ['712300002'],
    },
  },
  pricingHistory: [
    { date: '2024-05-01', price: 24_998 },
    { date: '2024-05-20', price: 23_998 },
  ],
  isReducedPrice: true,
  daysOnSite: 21,
  mileage: { value: 31_000 },
  images: { sources: [{ src: '/photos/712345678/1.svg', alt: '2021 Honda Civic' }] },
  priority: 20,
  viewCount: 7,
};

export const SEARCH_BOOKMARK = {
  id: 'b-1',
  title: 'Used Honda Civic',
  isSaved: true,
  version: 2,
  savedDate: '2024-06-01T12:00:00Z',
  searchParams: { makeCode: ['HONDA'], zip: '78701' },
  alert: { sendEmailAlerts: true, sendTextAlerts: false },
};

export const VEHICLE_BOOKMARK = {
  id: 'b-2',
  listingId: '712345678',
  isSaved: true,
  version: 1,
  hasEmailAlerts: true,
  hasTextAlerts: false,
};

export const ACCOUNT_VEHICLE = {
  id: 'v-1',
  year: 2018,
  make: 'Ford',
  model: 'F-150',
  zip: '78701',
  mileage: 60_000,
};

export const OWNED_VEHICLE = {
  vehicleid: 'ov-1',
  vehicle_details: { latest_zipcode: '78701', year: 2018, make: 'Ford', model: 'F-150' },
  kbb_vehicle_id: 429_178,
};

export const RECENT_SEARCH = {
  url: '/cars-for-sale/used-cars/honda/civic/austin-tx-78701',
  query: { makeCode: ['HONDA'], modelCode: ['CIVIC'], lastExec: '2024-06-01T12:00:00Z' },
  timestamp: 1_717_243_200_000,
  heading: 'Used Honda Civic',
  fullHeading: 'Used Honda Civic for Sale',
  subHeading: 'Austin, TX',
  fullSubHeading: 'Austin, TX',
};

/** Spec 002 s3 payment defaults as a stored wallet. */
export const PAYMENT_INFO = {
  creditType: 'b',
  downPaymentPercent: 0.2,
  downPaymentType: 'percent',
  leaseMileageRange: 12_000,
  leaseTerm: 36,
  loanTerm: 60,
  interestRate: { new: 6, used: 7.05, isFallback: true },
  paymentOption: 'finance',
  budget: null,
  monthlyBudget: null,
  downPayment: null,
  createdDate: 1_717_243_200_000,
  lastUpdated: 1_717_243_200_000,
  walletId: 'w-1',
  creditVerification: { verified: false, verifiedDate: null },
  creditAppDeals: [{ dealId: 'd-1', ownerId: '100234', expiry: 1_719_835_200_000 }],
  tradeIn: { amountOwed: 0, condition: 'good', ico: [], source: null, value: 0 },
  interactions: { hasOpenedWallet: true, hideReceipt: ['712345678'] },
};

export const API_ERROR = { error: { code: 'NOT_FOUND', message: 'No listing has that VIN' } };
