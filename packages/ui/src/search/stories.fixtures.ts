import { carPhoto as drawCar } from '@forecourt/mocks';
// Data shared by the stories of the search components: real makes, models and US places (spec 001 s2 vocabularies
// and path shapes); dealer names, street numbers and 555-01xx phone numbers are made up.
import type { BreadcrumbItem } from './breadcrumbs';
import type { ResultCategory } from './category-tabs';
import type { DealerCardProps } from './dealer-card';
import type { DealerHours } from './dealer-details';
import type { FilterGroup } from './filter-panel';
import { formatCount } from './format';
import type { ListingCardProps } from './listing-card';
import type { SearchedLocation } from './location-bar';
import type { RecentSearchItem } from './recent-searches-list';
import type { RecentlyViewedItem } from './recently-viewed-list';
import type { SelectOption } from './search-form';
import type { SiteFooterSection } from './site-footer';
import type { SiteHeaderNavLink } from './site-header';

/** A listing photo with no network: the mocks' drawing of a car (the one page stories and tests show), named. */
export const carPhoto = (label: string, paint: string): string =>
  drawCar({ title: label, style: 'SEDAN', paint, index: 1, count: 1 });

/** The makes most searched, as the home page offers them first. */
export const MAKES: readonly SelectOption[] = [
  { value: 'CHEV', label: 'Chevrolet' },
  { value: 'FORD', label: 'Ford' },
  { value: 'HONDA', label: 'Honda' },
  { value: 'HYUND', label: 'Hyundai' },
  { value: 'JEEP', label: 'Jeep' },
  { value: 'NISSAN', label: 'Nissan' },
  { value: 'SUB', label: 'Subaru' },
  { value: 'TOYOTA', label: 'Toyota' },
];

/** Spec 001 s2: "a long fixed list (acura through yugo)". */
export const ALL_MAKES: readonly SelectOption[] = [
  { value: 'ACURA', label: 'Acura' },
  { value: 'ALFA', label: 'Alfa Romeo' },
  { value: 'ASTON', label: 'Aston Martin' },
  { value: 'AUDI', label: 'Audi' },
  { value: 'BENTL', label: 'Bentley' },
  { value: 'BMW', label: 'BMW' },
  { value: 'BUICK', label: 'Buick' },
  { value: 'CAD', label: 'Cadillac' },
  { value: 'CHEV', label: 'Chevrolet' },
  { value: 'CHRY', label: 'Chrysler' },
  { value: 'DODGE', label: 'Dodge' },
  { value: 'FER', label: 'Ferrari' },
  { value: 'FIAT', label: 'FIAT' },
  { value: 'FORD', label: 'Ford' },
  { value: 'GENESIS', label: 'Genesis' },
  { value: 'GMC', label: 'GMC' },
  { value: 'HONDA', label: 'Honda' },
  { value: 'HYUND', label: 'Hyundai' },
  { value: 'INFIN', label: 'INFINITI' },
  { value: 'JAG', label: 'Jaguar' },
  { value: 'JEEP', label: 'Jeep' },
  { value: 'KIA', label: 'Kia' },
  { value: 'LAM', label: 'Lamborghini' },
  { value: 'ROV', label: 'Land Rover' },
  { value: 'LEXUS', label: 'Lexus' },
  { value: 'LINC', label: 'Lincoln' },
  { value: 'LUCID', label: 'Lucid' },
  { value: 'MASER', label: 'Maserati' },
  { value: 'MAZDA', label: 'Mazda' },
  { value: 'MB', label: 'Mercedes-Benz' },
  { value: 'MINI', label: 'MINI' },
  { value: 'MIT', label: 'Mitsubishi' },
  { value: 'NISSAN', label: 'Nissan' },
  { value: 'POLESTAR', label: 'Polestar' },
  { value: 'POR', label: 'Porsche' },
  { value: 'RAM', label: 'RAM' },
  { value: 'RIVIAN', label: 'Rivian' },
  { value: 'SUB', label: 'Subaru' },
  { value: 'TESLA', label: 'Tesla' },
  { value: 'TOYOTA', label: 'Toyota' },
  { value: 'VOLKS', label: 'Volkswagen' },
  { value: 'VOLVO', label: 'Volvo' },
  { value: 'YUGO', label: 'Yugo' },
];

export const HONDA_MODELS: readonly SelectOption[] = [
  { value: 'ACCORD', label: 'Accord' },
  { value: 'CIVIC', label: 'Civic' },
  { value: 'CRV', label: 'CR-V' },
  { value: 'HRV', label: 'HR-V' },
  { value: 'ODYSSEY', label: 'Odyssey' },
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'PILOT', label: 'Pilot' },
  { value: 'RIDGELINE', label: 'Ridgeline' },
];

/** Spec 001 s9 body style order: Sedan, SUV, Truck, Coupe, Convertible, Wagon, Van, Hatchback. */
export const BODY_STYLES: readonly SelectOption[] = [
  { value: 'SEDAN', label: 'Sedan' },
  { value: 'SUVCROSS', label: 'SUV' },
  { value: 'TRUCKS', label: 'Truck' },
  { value: 'COUPE', label: 'Coupe' },
  { value: 'CONVERT', label: 'Convertible' },
  { value: 'WAGON', label: 'Wagon' },
  { value: 'VANMV', label: 'Van' },
  { value: 'HATCH', label: 'Hatchback' },
];

export const AUSTIN: SearchedLocation = { zip: '78701', city: 'Austin', state: 'TX', searchRadius: 50 };
export const RANCHO_SANTA_MARGARITA: SearchedLocation = {
  zip: '92688',
  city: 'Rancho Santa Margarita',
  state: 'CA',
  searchRadius: 75,
};

const vdp = (id: string) => `/cars-for-sale/vehicle/${id}`;

export const CIVIC: ListingCardProps = {
  id: '712345678',
  title: 'Used 2019 Honda Civic EX',
  href: vdp('712345678'),
  imageSrc: carPhoto('2019 Honda Civic EX', '#8a1c24'),
  price: '$18,995',
  mileage: '32,150 mi',
  dealIndicator: 'Great',
  monthlyPayment: '$312',
  ownerName: 'Lone Star Motors',
  location: 'Austin, TX',
  distance: '12 mi away',
};

export const LISTINGS: readonly ListingCardProps[] = [
  CIVIC,
  {
    id: '712345701',
    title: 'Certified 2021 Toyota RAV4 XLE',
    href: vdp('712345701'),
    imageSrc: carPhoto('2021 Toyota RAV4 XLE', '#3a5f8a'),
    price: '$27,450',
    mileage: '28,604 mi',
    dealIndicator: 'Good',
    monthlyPayment: '$451',
    ownerName: 'Round Rock Toyota',
    location: 'Round Rock, TX',
    distance: '19 mi away',
  },
  {
    id: '712345733',
    title: 'New 2024 Ford F-150 XLT',
    href: vdp('712345733'),
    imageSrc: carPhoto('2024 Ford F-150 XLT', '#2f3b2f'),
    price: '$52,385',
    mileage: '8 mi',
    ownerName: 'Capital City Ford',
    location: 'Austin, TX',
    distance: '6 mi away',
  },
  {
    id: '712345760',
    title: 'Used 2020 Tesla Model 3 Long Range',
    href: vdp('712345760'),
    imageSrc: carPhoto('2020 Tesla Model 3', '#e8e8e8'),
    price: '$24,990',
    mileage: '41,022 mi',
    reducedPrice: true,
    monthlyPayment: '$412',
    ownerName: 'Hill Country Auto',
    location: 'San Marcos, TX',
    distance: '31 mi away',
  },
  {
    id: '712345788',
    title: 'Used 2017 Subaru Outback 2.5i Premium',
    href: vdp('712345788'),
    imageSrc: carPhoto('2017 Subaru Outback', '#5c6b4a'),
    price: '$16,200',
    mileage: '74,310 mi',
    ownerName: 'Private Seller',
    location: 'Cedar Park, TX',
    distance: '21 mi away',
  },
  {
    id: '712345790',
    title: 'Used 2018 Jeep Wrangler Unlimited Sahara',
    href: vdp('712345790'),
    mileage: '58,930 mi',
    ownerName: 'Dealer',
    location: 'Georgetown, TX',
    distance: '28 mi away',
  },
];

/** The longest title the derivation makes (spec 001 s3: trim plus ' w/ {package}' under 30 characters). */
export const LONG_TITLE_LISTING: ListingCardProps = {
  id: '712399001',
  title: 'Certified 2022 Land Rover Range Rover Sport HSE Dynamic w/ Driver Assist Pack',
  href: vdp('712399001'),
  imageSrc: carPhoto('2022 Land Rover Range Rover Sport', '#1d2a3a'),
  price: '$89,995',
  mileage: '12,348 mi',
  dealIndicator: 'Good',
  reducedPrice: true,
  monthlyPayment: '$1,480',
  ownerName: 'Land Rover Rancho Santa Margarita Certified Pre-Owned Sales and Service Center',
  location: 'Rancho Santa Margarita, CA',
  distance: '1,204 mi away',
};

const MANY_MODELS: readonly [string, string, string, number][] = [
  ['Used', 'Honda', 'Accord Sport', 2020],
  ['Used', 'Toyota', 'Camry SE', 2019],
  ['Certified', 'Chevrolet', 'Silverado 1500 LT', 2021],
  ['New', 'Hyundai', 'Tucson SEL', 2024],
  ['Used', 'Nissan', 'Rogue SV', 2018],
  ['Used', 'Mazda', 'CX-5 Touring', 2020],
  ['New', 'Kia', 'Telluride EX', 2024],
  ['Used', 'BMW', '330i xDrive', 2019],
  ['Certified', 'Lexus', 'RX 350', 2021],
  ['Used', 'Volkswagen', 'Jetta S', 2018],
  ['Used', 'Subaru', 'Crosstrek Premium', 2019],
  ['New', 'Toyota', 'Tacoma TRD Off-Road', 2024],
];
const COLORS = ['#8a1c24', '#3a5f8a', '#2f3b2f', '#9aa3ad', '#5c6b4a', '#1d2a3a'];

/** A full page of results: 24 cars. */
export const MANY_LISTINGS: readonly ListingCardProps[] = Array.from({ length: 24 }, (_, index) => {
  const [type, make, model, year] = MANY_MODELS[index % MANY_MODELS.length] as [
    string,
    string,
    string,
    number,
  ];
  const id = String(712400000 + index * 37);
  const modelYear = year - Math.floor(index / MANY_MODELS.length);
  const name = `${modelYear} ${make} ${model}`;
  return {
    id,
    title: `${type} ${name}`,
    href: vdp(id),
    imageSrc: carPhoto(name, COLORS[index % COLORS.length] as string),
    price: `$${formatCount(14_000 + ((index * 7919) % 30_000))}`,
    mileage: type === 'New' ? '5 mi' : `${formatCount(12_000 + index * 3271)} mi`,
    dealIndicator: index % 5 === 0 ? 'Great' : index % 4 === 0 ? 'Good' : undefined,
    ownerName: index % 3 === 0 ? 'Lone Star Motors' : 'Hill Country Auto',
    location: index % 2 === 0 ? 'Austin, TX' : 'Pflugerville, TX',
    distance: `${(2 + index).toString()} mi away`,
  } satisfies ListingCardProps;
});

export const LONE_STAR_MOTORS: DealerCardProps = {
  name: 'Lone Star Motors',
  href: '/car-dealers/austin-tx-78701/12345/lone-star-motors',
  address: { street: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  phone: '(512) 555-0100',
  distance: '4.2 mi away',
  inventoryCount: 42,
  inventoryHref: '/cars-for-sale/all-cars?dealerId=12345',
};

export const DEALERS: readonly DealerCardProps[] = [
  LONE_STAR_MOTORS,
  {
    name: 'Round Rock Toyota',
    href: '/car-dealers/round-rock-tx-78664/23456/round-rock-toyota',
    address: { street: '2200 N Interstate 35', city: 'Round Rock', state: 'TX', zip: '78664' },
    phone: '(512) 555-0142',
    distance: '18.7 mi away',
    inventoryCount: 318,
    inventoryHref: '/cars-for-sale/all-cars?dealerId=23456',
  },
  {
    name: 'Capital City Ford',
    href: '/car-dealers/austin-tx-78745/34567/capital-city-ford',
    address: { street: '4800 S Interstate 35 Frontage Rd', city: 'Austin', state: 'TX', zip: '78745' },
    phone: '(512) 555-0177',
    distance: '6.1 mi away',
    inventoryCount: 1,
    inventoryHref: '/cars-for-sale/all-cars?dealerId=34567',
  },
  {
    name: 'Hill Country Auto',
    href: '/car-dealers/san-marcos-tx-78666/45678/hill-country-auto',
    address: { city: 'San Marcos', state: 'TX', zip: '78666' },
    distance: '31.0 mi away',
  },
];

export const LONG_DEALER_NAME =
  'Land Rover Rancho Santa Margarita Certified Pre-Owned Sales and Service Center';

export const DEALER_HOURS: readonly DealerHours[] = [
  { day: 'Mon–Fri', hours: '9:00 AM – 7:00 PM' },
  { day: 'Saturday', hours: '9:00 AM – 6:00 PM' },
  { day: 'Sunday', hours: 'Closed' },
];

export const DEALER_HOURS_EVERY_DAY: readonly DealerHours[] = [
  { day: 'Monday', hours: '8:30 AM – 8:00 PM' },
  { day: 'Tuesday', hours: '8:30 AM – 8:00 PM' },
  { day: 'Wednesday', hours: '8:30 AM – 8:00 PM' },
  { day: 'Thursday', hours: '8:30 AM – 8:00 PM' },
  { day: 'Friday', hours: '8:30 AM – 8:00 PM' },
  { day: 'Saturday', hours: '9:00 AM – 7:00 PM (service department by appointment only)' },
  { day: 'Sunday', hours: 'Closed' },
];

export const RECENT_SEARCHES: readonly RecentSearchItem[] = [
  {
    key: '/cars-for-sale/used-cars/honda/civic/austin-tx-78701',
    href: '/cars-for-sale/used-cars/honda/civic/austin-tx-78701',
    heading: 'Used Honda Civic',
    subHeading: 'Austin, TX 78701',
    totalResultCount: 1234,
  },
  {
    key: '/cars-for-sale/new-cars/cars-under-35000/toyota/rav4/round-rock-tx-78664',
    href: '/cars-for-sale/new-cars/cars-under-35000/toyota/rav4/round-rock-tx-78664',
    heading: 'New Toyota RAV4',
    subHeading: 'Round Rock, TX 78664 · Under $35,000',
    totalResultCount: 87,
  },
  {
    key: '/cars-for-sale/suv-crossover/austin-tx-78701',
    href: '/cars-for-sale/suv-crossover/austin-tx-78701',
    heading: 'SUV',
    subHeading: 'Austin, TX 78701',
  },
  {
    key: '/cars-for-sale/certified-cars/ford/f150/dallas-tx-75201',
    href: '/cars-for-sale/certified-cars/ford/f150/dallas-tx-75201',
    heading: 'Certified Ford F-150',
    subHeading: 'Dallas, TX 75201',
    totalResultCount: 1,
  },
  {
    key: '/cars-for-sale/electric/houston-tx-77002',
    href: '/cars-for-sale/electric/houston-tx-77002',
    heading: 'Electric',
    subHeading: 'Houston, TX 77002',
    totalResultCount: 0,
  },
];

export const LONG_RECENT_SEARCH: RecentSearchItem = {
  key: '/cars-for-sale/certified-cars/by-owner/suv-crossover/awd-4wd/plug-in-hybrid/cars-between-30000-60000/land-rover/range-rover-sport/rancho-santa-margarita-ca-92688',
  href: '/cars-for-sale/certified-cars/by-owner/suv-crossover/awd-4wd/plug-in-hybrid/cars-between-30000-60000/land-rover/range-rover-sport/rancho-santa-margarita-ca-92688',
  heading: 'Certified Land Rover Range Rover Sport Plug-In Hybrid SUV AWD/4WD by Owner',
  subHeading:
    'Rancho Santa Margarita, CA 92688 · $30,000 to $60,000 · Black, Silver, Gray · Sunroof, Heated Seats',
  totalResultCount: 1_048_576,
};

const CITIES = [
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
  ['Phoenix', 'AZ', '85004'],
  ['Columbus', 'OH', '43215'],
  ['Atlanta', 'GA', '30303'],
  ['Seattle', 'WA', '98101'],
] as const;

/** Twelve searches: more than a panel shows at once. */
export const MANY_RECENT_SEARCHES: readonly RecentSearchItem[] = MANY_MODELS.map(
  ([type, make, model], index) => {
    const [city, state, zip] = CITIES[index % CITIES.length] as (typeof CITIES)[number];
    const modelName = model.split(' ')[0] ?? model;
    const href = `/cars-for-sale/${type.toLowerCase()}-cars/${make.toLowerCase()}/${modelName.toLowerCase()}/${city.toLowerCase()}-${state.toLowerCase()}-${zip}`;
    return {
      key: href,
      href,
      heading: `${type} ${make} ${modelName}`,
      subHeading: `${city}, ${state} ${zip}`,
      totalResultCount: 40 + index * 97,
    };
  },
);

export const RECENTLY_VIEWED: readonly RecentlyViewedItem[] = LISTINGS.slice(0, 4).map((listing) => ({
  id: listing.id,
  title: listing.title,
  href: listing.href,
  imageSrc: listing.imageSrc,
  price: listing.price,
}));

export const MANY_RECENTLY_VIEWED: readonly RecentlyViewedItem[] = MANY_LISTINGS.slice(0, 12).map(
  (listing) => ({
    id: listing.id,
    title: listing.title,
    href: listing.href,
    imageSrc: listing.imageSrc,
    price: listing.price,
  }),
);

export const BREADCRUMBS: readonly BreadcrumbItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Cars for Sale', href: '/cars-for-sale' },
  { label: 'Used Honda', href: '/cars-for-sale/used-cars/honda' },
  { label: 'Civic', href: '/cars-for-sale/used-cars/honda/civic' },
  { label: 'Austin, TX' },
];

export const CATEGORIES: readonly ResultCategory[] = [
  { key: 'all', label: 'All Results', count: 1234 },
  { key: 'new', label: 'New', count: 312 },
  { key: 'used', label: 'Used', count: 855 },
  { key: 'certified', label: 'Certified', count: 67 },
];

/** The spec's experiences and seller types as categories (001 s2 segment vocabularies). */
export const MANY_CATEGORIES: readonly ResultCategory[] = [
  ...CATEGORIES,
  { key: 'by-owner', label: 'By Owner', count: 48 },
  { key: 'buy-online', label: 'Buy Online', count: 203 },
  { key: 'best-deals', label: 'Best Deals', count: 141 },
  { key: 'commercial', label: 'Commercial', count: 12 },
  { key: 'electric', label: 'Electric', count: 96 },
  { key: 'hybrid', label: 'Hybrid', count: 188 },
  { key: 'car-bravo', label: 'CarBravo', count: 0 },
];

export const FILTER_GROUPS: readonly FilterGroup[] = [
  {
    kind: 'facets',
    key: 'makeCode',
    label: 'Make',
    options: [
      { value: 'HONDA', label: 'Honda', count: 1234, checked: true },
      { value: 'TOYOTA', label: 'Toyota', count: 956, checked: false },
      { value: 'FORD', label: 'Ford', count: 811, checked: false },
      { value: 'SUB', label: 'Subaru', count: 56, checked: false },
      { value: 'YUGO', label: 'Yugo', count: 0, checked: false },
    ],
  },
  {
    kind: 'facets',
    key: 'vehicleStyleCode',
    label: 'Body style',
    options: BODY_STYLES.map((style, index) => ({
      value: style.value,
      label: style.label,
      count: [412, 603, 188, 74, 21, 16, 33, 95][index] ?? 0,
      checked: style.value === 'SUVCROSS',
    })),
  },
  { kind: 'range', key: 'price', label: 'Price', max: 20000, step: 500 },
  { kind: 'range', key: 'year', label: 'Year', min: 2018 },
  { kind: 'range', key: 'mileage', label: 'Mileage', bounds: 'max' },
];

/** Spec 001 s2 exterior colours and features, all of them: long facet lists. */
const EXTERIOR_COLORS = [
  'Beige',
  'Black',
  'Blue',
  'Brown',
  'Burgundy',
  'Charcoal',
  'Gold',
  'Gray',
  'Green',
  'Off White',
  'Orange',
  'Pink',
  'Purple',
  'Red',
  'Silver',
  'Tan',
  'Turquoise',
  'White',
  'Yellow',
];
const FEATURES = [
  'Keyless Entry',
  'Sunroof',
  'Backup Camera',
  'Navigation',
  'Heated Seats',
  'Leather Seats',
  '3rd Row Seats',
  'Apple CarPlay',
  'Android Auto',
  'Blind Spot Monitor',
];

export const MANY_FILTER_GROUPS: readonly FilterGroup[] = [
  {
    kind: 'facets',
    key: 'makeCode',
    label: 'Make',
    options: ALL_MAKES.map((make, index) => ({
      value: make.value,
      label: make.label,
      count: (index * 7919) % 2400,
      checked: make.value === 'HONDA' || make.value === 'TOYOTA',
    })),
  },
  {
    kind: 'facets',
    key: 'extColorSimple',
    label: 'Exterior color',
    options: EXTERIOR_COLORS.map((color, index) => ({
      value: color.toUpperCase().replace(' ', ''),
      label: color,
      count: (index * 131) % 900,
      checked: false,
    })),
  },
  {
    kind: 'facets',
    key: 'featureCode',
    label: 'Features',
    options: FEATURES.map((feature, index) => ({
      value: String(1000 + index),
      label: feature,
      count: 50 + index * 23,
      checked: index === 1,
    })),
  },
  ...FILTER_GROUPS.slice(2),
];

export const HEADER_NAV: readonly SiteHeaderNavLink[] = [
  { href: '/cars-for-sale', label: 'Cars for Sale', current: true },
  { href: '/car-dealers', label: 'Car Dealers' },
  { href: '/marketplace', label: 'Marketplace' },
  { href: '/sell-my-car', label: 'Sell My Car' },
];

export const FOOTER_SECTIONS: readonly SiteFooterSection[] = [
  {
    title: 'Shop',
    links: [
      { href: '/cars-for-sale', label: 'Cars for Sale' },
      { href: '/cars-for-sale/advanced-search', label: 'Advanced Search' },
      { href: '/car-dealers', label: 'Car Dealers' },
      { href: '/marketplace', label: 'Marketplace' },
      { href: '/cars-for-sale/build-and-price', label: 'Build and Price' },
    ],
  },
  {
    title: 'Sell',
    links: [
      { href: '/sell-my-car', label: 'Sell My Car' },
      { href: '/my-autotrader', label: 'My Car' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/visitor-agreement', label: 'Visitor Agreement' },
      { href: '/consumer-privacy', label: 'Consumer Privacy' },
      { href: '/accessibility-statement', label: 'Accessibility Statement' },
      { href: '/cars-for-sale/sitemap/makes', label: 'Sitemap' },
    ],
  },
];
