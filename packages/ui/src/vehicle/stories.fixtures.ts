import { carPhoto as drawCar } from '@forecourt/mocks';
// Data shared by the vehicle folder's stories: real makes, models, trims, US cities and zips, and the spec's
// defaults (payment defaults of spec 002 section 3, partner offer order of spec 001 section 9). Photos are
// small inline SVGs, so no story reaches the network.
import type { CompareListing } from './compare-table';
import type { OwnerAddress } from './owner-card';
import type { PartnerOfferCard } from './partner-offers';
import type { PaymentView } from './payment-summary';
import type { GalleryPhoto } from './photo-gallery';
import type { CustomOrderDealer, PreorderTrim } from './preorder-panel';
import type { PricePoint } from './price-history-chart';
import type { SpecGroup } from './specs-table';
import type { WalletPanelValues } from './wallet-panel';

/** A listing photo with no network: the mocks' drawing of a car; `view` changes its backdrop and side. */
export const carPhoto = (paint: string, view = 1): string =>
  drawCar({ title: '', style: 'SEDAN', paint, index: view, count: 5 });

/** A flat badge for a partner card. */
export function badge(colour: string): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60">',
    `<rect width="120" height="60" rx="8" fill="${colour}"/><circle cx="30" cy="30" r="14" fill="#ffffff"/>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PAINTS = ['#1f4e9c', '#b3261e', '#5f6b76', '#146c2e', '#1b1f24', '#c9ced6'] as const;

// Vehicle page ----------------------------------------------------------------------------------------------

export const CIVIC_TITLE = 'Used 2019 Honda Civic EX';
export const F150_TITLE = "Certified 2022 Ford F-150 Lariat SuperCrew 4WD 5.5' Box w/ Lariat High Package";

export const CIVIC_PHOTOS: readonly GalleryPhoto[] = [
  { src: carPhoto('#1f4e9c'), alt: 'Front three-quarter view of the blue Civic' },
  { src: carPhoto('#1f4e9c', 2), alt: 'Driver side of the Civic' },
  { src: carPhoto('#1f4e9c', 3), alt: 'Rear of the Civic' },
  { src: carPhoto('#1f4e9c', 4), alt: 'Dashboard with the 7-inch touchscreen' },
  { src: carPhoto('#1f4e9c', 5), alt: 'Back seats' },
];

/** A dealer's full photo set: 32 photos, the first few described, the rest named by the gallery. */
export const MANY_PHOTOS: readonly GalleryPhoto[] = Array.from({ length: 32 }, (_, index) => ({
  src: carPhoto(PAINTS[index % PAINTS.length] ?? '#1b1f24', (index % 5) + 1),
  alt: index < 4 ? `Photo ${index + 1}: exterior of the F-150` : undefined,
}));

/** Three price drops since the listing went up. */
export const PRICE_DROPS: readonly PricePoint[] = [
  { date: '2024-01-05', price: 20000 },
  { date: '2024-02-01', price: 19500 },
  { date: '2024-03-01', price: 18995 },
];

/** A year on the lot: a change most weeks, down then back up. */
export const PRICE_YEAR: readonly PricePoint[] = Array.from({ length: 40 }, (_, week) => ({
  date: new Date(Date.UTC(2023, 2, 6 + week * 9)).toISOString().slice(0, 10),
  price: 48990 - week * 350 + (week > 28 ? (week - 28) * 600 : 0),
}));

export const CIVIC_SPECS: readonly SpecGroup[] = [
  {
    heading: 'Engine and performance',
    rows: [
      { label: 'Engine', value: '1.5L turbo 4-cylinder' },
      { label: 'Horsepower', value: '174 hp @ 6,000 rpm' },
      { label: 'Transmission', value: 'Continuously variable (CVT)' },
      { label: 'Drive type', value: 'Front wheel drive' },
    ],
  },
  {
    heading: 'Fuel economy',
    rows: [
      { label: 'MPG', value: '32 city / 42 highway' },
      { label: 'Fuel tank', value: '12.4 gal' },
    ],
  },
  { heading: 'Comfort and convenience', rows: [] },
  {
    heading: 'Dimensions',
    rows: [
      { label: 'Seating', value: '5' },
      { label: 'Cargo volume', value: '15.1 cu ft' },
    ],
  },
];

/** A well-equipped truck: every group, long values. */
export const F150_SPECS: readonly SpecGroup[] = [
  {
    heading: 'Engine and performance',
    rows: [
      {
        label: 'Engine',
        value: '3.5L PowerBoost Full Hybrid V6 twin-turbocharged with 35 kW electric motor',
      },
      { label: 'Horsepower', value: '430 hp @ 6,000 rpm' },
      { label: 'Torque', value: '570 lb-ft @ 3,000 rpm' },
      { label: 'Transmission', value: '10-speed automatic with SelectShift and Tow/Haul mode' },
      { label: 'Drive type', value: 'Four wheel drive, electronic shift-on-the-fly with 4A mode' },
    ],
  },
  {
    heading: 'Fuel economy',
    rows: [
      { label: 'MPG', value: '23 city / 23 highway' },
      { label: 'Fuel tank', value: '30.6 gal' },
      { label: 'Fuel type', value: 'Gasoline hybrid' },
    ],
  },
  {
    heading: 'Towing and hauling',
    rows: [
      { label: 'Max towing', value: '12,700 lb' },
      { label: 'Max payload', value: '1,840 lb' },
      { label: 'Bed length', value: "5.5' (67.1 in)" },
      { label: 'Pro Power Onboard', value: '7.2 kW' },
    ],
  },
  {
    heading: 'Comfort and convenience',
    rows: [
      { label: 'Seats', value: 'Leather, heated and ventilated, 10-way power front seats with memory' },
      { label: 'Infotainment', value: 'SYNC 4 with 12-inch touchscreen, Apple CarPlay and Android Auto' },
      { label: 'Audio', value: 'Bang & Olufsen 8 speakers' },
      { label: 'Sunroof', value: 'Twin-panel moonroof' },
    ],
  },
  {
    heading: 'Safety',
    rows: [
      { label: 'Driver assistance', value: 'Ford Co-Pilot360 2.0' },
      { label: 'Blind spot monitor', value: 'Yes, with trailer coverage' },
      { label: 'Cameras', value: '360-degree camera with split view' },
    ],
  },
  {
    heading: 'Dimensions',
    rows: [
      { label: 'Seating', value: '5' },
      { label: 'Length', value: '231.7 in' },
      { label: 'Ground clearance', value: '9.4 in' },
    ],
  },
];

// Seller ----------------------------------------------------------------------------------------------------

export const DEALER_ADDRESS: OwnerAddress = {
  address1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

export const DEALER_HREF = '/car-dealers/austin-tx-78701/12345/lone-star-motors';

// Payments --------------------------------------------------------------------------------------------------

/** The Civic at $18,995 on the spec's defaults: 20 % down, 60 months, used rate 7.05 %. */
export const CIVIC_PAYMENT: PaymentView = {
  monthlyPayment: '$301',
  termMonths: 60,
  aprPercent: 7.05,
  downPayment: '$3,799',
};

/** A 36-month lease priced on the national average rate, the payments breaker being open. */
export const CIVIC_LEASE_FALLBACK: PaymentView = {
  monthlyPayment: '$289',
  termMonths: 36,
  aprPercent: 7.05,
  downPayment: '$2,000',
  dealType: 'lease',
  isFallbackRate: true,
};

/** Spec 002 section 3: creditType b, downPaymentPercent 0.2, loan 60, lease 36, 12000 miles, finance. */
export const WALLET_DEFAULTS: WalletPanelValues = {
  budgetType: 'monthly',
  budget: null,
  creditType: 'b',
  downPaymentType: 'percent',
  downPayment: null,
  downPaymentPercent: 20,
  paymentOption: 'finance',
  loanTerm: 60,
  leaseTerm: 36,
  leaseMileage: 12000,
  tradeInValue: null,
  tradeInOwed: null,
};

/** A shopper's own wallet: monthly budget, cash down, a trade-in with money owed. */
export const WALLET_FILLED: WalletPanelValues = {
  ...WALLET_DEFAULTS,
  budget: 450,
  creditType: 'a',
  downPaymentType: 'amount',
  downPayment: 3000,
  loanTerm: 72,
  tradeInValue: 8000,
  tradeInOwed: 2500,
};

// Partner offers (spec 001 section 9, in order) -------------------------------------------------------------

const DEALER_FINANCING: PartnerOfferCard = {
  id: 'dealer-financing',
  title: 'Dealer financing',
  description: 'Apply for financing with Lone Star Motors before you visit.',
  link: { label: 'Apply with the dealer', href: 'https://www.lonestarmotors.example/finance' },
};
const INSTANT_CASH_OFFER: PartnerOfferCard = {
  id: 'instant-cash-offer',
  title: 'Get an Instant Cash Offer',
  description: 'Find out what your car is worth and trade it in at this dealer.',
  image: { src: badge('#146c2e'), alt: '' },
  link: { label: 'Get my offer', href: '/instant-cash-offer/?offerCode=A&dealer_id=12345' },
  cmp: 'vdp_ico',
};
const CREDIT_REPORT: PartnerOfferCard = {
  id: 'credit-report',
  title: 'Check your credit',
  description: 'See your credit score for free before you apply. Checking will not affect your score.',
  image: { src: badge('#1f4e9c'), alt: 'Credit report' },
  sponsoredText: 'Sponsored',
  link: { label: 'Get your free report', href: 'https://www.creditpartner.example/report' },
  cmp: 'vdp_credit',
  epn: 'vdp_credit_card',
};
const SPONSORED_LOANS: PartnerOfferCard = {
  id: 'sponsored-car-loans',
  title: 'Compare car loans',
  description: 'Get pre-qualified with lenders in minutes, with no impact to your credit score.',
  sponsoredText: 'Sponsored',
  link: { label: 'See loan offers', href: 'https://www.loanpartner.example/auto' },
  cmp: 'vdp_loans',
};
const INSURANCE_QUOTE: PartnerOfferCard = {
  id: 'insurance-quote',
  title: 'Insurance quote',
  description: 'Compare insurance rates for this Civic from top carriers.',
  link: { label: 'Get a quote', href: 'https://www.insurancepartner.example/quote' },
  cmp: 'vdp_insurance',
};
const WARRANTY: PartnerOfferCard = {
  id: 'warranty',
  title: 'Extended warranty',
  description: 'Protect this car against costly repairs after the factory warranty ends.',
  image: { src: badge('#5b2d91'), alt: '' },
  sponsoredText: 'Sponsored',
  link: { label: 'See warranty plans', href: 'https://www.warrantypartner.example/plans' },
  cmp: 'vdp_warranty',
};

/** The main brand's five offers, dealer financing first. */
export const ATC_OFFERS: readonly PartnerOfferCard[] = [
  DEALER_FINANCING,
  INSTANT_CASH_OFFER,
  CREDIT_REPORT,
  SPONSORED_LOANS,
  INSURANCE_QUOTE,
];

/** The valuation brand: a warranty offer and a credit report, then the insurance quote. */
export const KBB_OFFERS: readonly PartnerOfferCard[] = [WARRANTY, CREDIT_REPORT, INSURANCE_QUOTE];

// Compare ---------------------------------------------------------------------------------------------------

export const CIVIC: CompareListing = {
  id: '712345678',
  title: CIVIC_TITLE,
  href: '/cars-for-sale/vehicle/712345678',
  photo: { src: carPhoto('#1f4e9c'), alt: 'Blue Honda Civic' },
  price: '$18,995',
  mileage: '32,000 mi',
  year: '2019',
  bodyStyle: 'Sedan',
  drive: 'Front wheel drive',
  engine: '1.5L turbo 4-cylinder',
  fuel: 'Gasoline',
  color: 'Blue',
  dealIndicator: 'Great',
  payment: '$301/mo',
};

export const COMPARE_LISTINGS: readonly CompareListing[] = [
  CIVIC,
  {
    id: '712345679',
    title: 'Used 2020 Toyota Corolla LE',
    href: '/cars-for-sale/vehicle/712345679',
    photo: { src: carPhoto('#c9ced6'), alt: 'Silver Toyota Corolla' },
    price: '$19,450',
    mileage: '28,410 mi',
    year: '2020',
    bodyStyle: 'Sedan',
    drive: 'Front wheel drive',
    engine: '1.8L 4-cylinder',
    fuel: 'Gasoline',
    color: 'Silver',
    dealIndicator: 'Good',
    payment: '$309/mo',
  },
  {
    id: '712345680',
    title: 'Used 2021 Mazda Mazda3 Select',
    href: '/cars-for-sale/vehicle/712345680',
    photo: { src: carPhoto('#b3261e'), alt: 'Red Mazda3' },
    price: '$21,300',
    mileage: '19,870 mi',
    year: '2021',
    bodyStyle: 'Sedan',
    drive: 'Front wheel drive',
    engine: '2.5L 4-cylinder',
    fuel: 'Gasoline',
    color: 'Red',
    payment: '$338/mo',
  },
  {
    id: '712345681',
    title: 'Used 2019 Hyundai Elantra SEL',
    href: '/cars-for-sale/vehicle/712345681',
    photo: { src: carPhoto('#f4f4f4'), alt: 'White Hyundai Elantra' },
    price: '$15,990',
    mileage: '41,200 mi',
    year: '2019',
    bodyStyle: 'Sedan',
    drive: 'Front wheel drive',
    engine: '2.0L 4-cylinder',
    fuel: 'Gasoline',
    color: 'White',
    dealIndicator: 'Great',
    payment: '$254/mo',
  },
  {
    id: '712345682',
    title: 'Used 2020 Kia Forte LXS',
    href: '/cars-for-sale/vehicle/712345682',
    photo: { src: carPhoto('#5f6b76'), alt: 'Gray Kia Forte' },
    price: '$16,750',
    mileage: '35,600 mi',
    year: '2020',
    bodyStyle: 'Sedan',
    drive: 'Front wheel drive',
    engine: '2.0L 4-cylinder',
    fuel: 'Gasoline',
    color: 'Gray',
    payment: '$266/mo',
  },
  {
    id: '712345683',
    title: 'Used 2018 Volkswagen Jetta S',
    href: '/cars-for-sale/vehicle/712345683',
    price: '$14,200',
    mileage: '52,300 mi',
    year: '2018',
    bodyStyle: 'Sedan',
    color: 'Black',
  },
];

/** A private seller's listing: no photo, no deal, most attributes not given. */
export const SPARSE_LISTING: CompareListing = {
  id: '712345690',
  title: 'Used 2012 Subaru Outback 2.5i Premium',
  price: '$8,900',
  mileage: '148,000 mi',
  year: '2012',
};

export const LONG_LISTING: CompareListing = {
  id: '712345691',
  title: F150_TITLE,
  href: '/cars-for-sale/vehicle/712345691',
  photo: { src: carPhoto('#1b1f24'), alt: 'Black Ford F-150 Lariat' },
  price: '$58,750',
  mileage: '12,480 mi',
  year: '2022',
  bodyStyle: 'Truck',
  drive: 'Four wheel drive',
  engine: '3.5L PowerBoost Full Hybrid V6 twin-turbocharged',
  fuel: 'Gasoline hybrid',
  color: 'Agate Black Metallic',
  dealIndicator: 'Good',
  payment: '$932/mo',
};

// Pre-order -------------------------------------------------------------------------------------------------

export const PILOT_TRIMS: readonly PreorderTrim[] = [
  { id: 'HONDA-PILOT-2026-Trim-SPORT', name: 'Sport', msrp: '$40,200' },
  { id: 'HONDA-PILOT-2026-Trim-EXL', name: 'EX-L', msrp: '$44,300' },
  { id: 'HONDA-PILOT-2026-Trim-TOURING', name: 'Touring', msrp: '$48,800' },
  { id: 'HONDA-PILOT-2026-Trim-TRAILSPORT', name: 'TrailSport', msrp: '$49,400' },
  { id: 'HONDA-PILOT-2026-Trim-ELITE', name: 'Elite', msrp: '$52,080' },
  { id: 'HONDA-PILOT-2026-Trim-BLACK', name: 'Black Edition', msrp: '$54,580' },
];

export const PILOT_DEALERS: readonly CustomOrderDealer[] = [
  {
    id: '12345',
    name: 'Lone Star Honda',
    location: 'Austin, TX 78701',
    distance: '4 mi away',
    phone: '(512) 555-0100',
    href: '/car-dealers/austin-tx-78701/12345/lone-star-honda',
  },
  {
    id: '23456',
    name: 'Round Rock Honda',
    location: 'Round Rock, TX 78664',
    distance: '18 mi away',
    phone: '(512) 555-0142',
    href: '/car-dealers/round-rock-tx-78664/23456/round-rock-honda',
  },
  { id: '34567', name: 'Hill Country Honda', location: 'San Marcos, TX 78666', distance: '31 mi away' },
];

const MORE_DEALER_PLACES = [
  ['Cedar Park Honda', 'Cedar Park, TX 78613', '17 mi away'],
  ['Georgetown Honda', 'Georgetown, TX 78626', '27 mi away'],
  ['Pflugerville Honda', 'Pflugerville, TX 78660', '15 mi away'],
  ['Bastrop Honda', 'Bastrop, TX 78602', '32 mi away'],
  ['New Braunfels Honda', 'New Braunfels, TX 78130', '48 mi away'],
  ['Temple Honda', 'Temple, TX 76502', '67 mi away'],
] as const;

export const MANY_PILOT_DEALERS: readonly CustomOrderDealer[] = [
  ...PILOT_DEALERS,
  ...MORE_DEALER_PLACES.map(([name, location, distance], index) => ({
    id: `${45678 + index * 1111}`,
    name,
    location,
    distance,
    phone: `(512) 555-01${60 + index}`,
  })),
];
