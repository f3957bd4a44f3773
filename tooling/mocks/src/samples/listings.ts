import type { Listing, ListingCondition, Owner } from '@forecourt/contracts';
import { carPhoto } from './car-photo';
import {
  BODY_STYLE_LABELS,
  COLORS,
  DRIVE_LABELS,
  ENGINE_LABELS,
  FEATURE_LABELS,
  FUEL_LABELS,
  TRANSMISSION_LABELS,
  trimCodeOf,
} from './labels';
import * as OWNERS from './owners';

interface CarRow {
  readonly id: string;
  readonly owner: Owner;
  readonly type: ListingCondition;
  readonly year: number;
  readonly make: [name: string, code: string];
  readonly model: [name: string, code: string];
  readonly trim: string;
  readonly style: string;
  /** The carmaker's colour name and its simple colour code. */
  readonly color: [name: string, code: string];
  readonly interior: string;
  readonly vin: string;
  readonly miles: number;
  readonly price: number;
  readonly msrp?: number;
  /** The deal rating's band with the estimated market price and the count of comparables it came from. */
  readonly deal?: ['Great' | 'Good', median: number, comparables: number];
  readonly previousPrice?: number;
  readonly drive: string;
  readonly engine: [text: string, code: string];
  readonly transmission: [text: string, code: string];
  readonly fuel: string;
  readonly mpg?: [city: number, highway: number];
  readonly features: readonly string[];
  readonly daysOnSite: number;
  readonly extra?: Partial<Listing>;
}

const PHOTOS = 3;

function car(row: CarRow): Listing {
  const [make, makeCode] = row.make;
  const [model, modelCode] = row.model;
  const [colorName, colorCode] = row.color;
  const title = `${row.year} ${make} ${model}`;
  const paint = COLORS[colorCode]?.paint ?? '#8a8f96';
  const zip = row.owner.location?.address.zip;
  return {
    id: row.id,
    owner: row.owner.id,
    ownerId: row.owner.id,
    type: row.type,
    listingType: row.type,
    year: row.year,
    make,
    makeCode,
    model,
    modelCode,
    trim: row.trim,
    trimCode: `${modelCode}|${trimCodeOf(row.trim)}`,
    vin: row.vin,
    stockNumber: `S${row.id.slice(-5)}`,
    ...(zip && { zip }),
    bodyStyleCodes: [row.style],
    color: { exteriorColor: colorName, exteriorColorSimple: colorCode, interiorColor: row.interior },
    driveGroup: row.drive,
    driveType: DRIVE_LABELS[row.drive],
    engine: row.engine[0],
    engineCode: row.engine[1],
    transmission: row.transmission[0],
    transmissionCode: row.transmission[1],
    fuelType: FUEL_LABELS[row.fuel],
    fuelTypeGroup: row.fuel,
    ...(row.mpg && { mpgCity: row.mpg[0], mpgHighway: row.mpg[1] }),
    features: row.features.map((code) => FEATURE_LABELS[code] ?? code),
    featureCodes: [...row.features],
    mileage: { value: row.miles },
    pricingDetail: {
      salePrice: row.price,
      ...(row.msrp && { msrp: row.msrp }),
      ...(row.deal && {
        dealIndicator: row.deal[0],
        dealRating: {
          band: row.deal[0],
          marketPrice: row.deal[1],
          gap: row.price - row.deal[1],
          gapPercent: Math.round(((row.price - row.deal[1]) / row.deal[1]) * 1_000) / 10,
          confidence: row.deal[2] >= 8 ? ('high' as const) : ('medium' as const),
          comparableCount: row.deal[2],
          comparableIds: [],
        },
      }),
    },
    ...(row.previousPrice && {
      isReducedPrice: true,
      pricingHistory: [
        { date: '2025-04-02', price: row.previousPrice },
        { date: '2025-04-23', price: row.price },
      ],
    }),
    isNewlyListed: row.daysOnSite <= 3,
    daysOnSite: row.daysOnSite,
    images: {
      primary: 0,
      sources: Array.from({ length: PHOTOS }, (_, index) => ({
        src: carPhoto({ title, style: row.style, paint, index: index + 1, count: PHOTOS }),
        alt: `${title} ${row.trim}, photo ${index + 1} of ${PHOTOS}`,
      })),
    },
    fullDescription: `${title} ${row.trim} in ${colorName} with ${row.interior.toLowerCase()} interior, ${BODY_STYLE_LABELS[row.style]?.toLowerCase() ?? 'car'}, ${ENGINE_LABELS[row.engine[1]] ?? row.engine[0]}, ${TRANSMISSION_LABELS[row.transmission[1]]?.toLowerCase() ?? row.transmission[0]}.`,
    priority: row.owner.privateSeller ? 5 : 20,
    viewCount: 12 + ((Number(row.id.slice(-2)) * 7) % 90),
    ...row.extra,
  };
}

const AUTO: [string, string] = ['Automatic', 'AUT'];
const CVT: [string, string] = ['CVT Automatic', 'AUT'];
const SAFETY = ['BACKUP_CAMERA', 'BLUETOOTH', 'APPLE_CARPLAY', 'ANDROID_AUTO'];

/** Fourteen cars of real makes and models at the sample owners: new, used and certified, dealers and private sellers. */
export const SAMPLE_LISTINGS: readonly Listing[] = Object.freeze([
  car({
    id: '712300001',
    owner: OWNERS.LONE_STAR_HONDA,
    type: 'USED',
    year: 2021,
    make: ['Honda', 'HONDA'],
    model: ['Civic', 'CIVIC'],
    trim: 'EX',
    style: 'SEDAN',
    color: ['Platinum White Pearl', 'WHITE'],
    interior: 'Black cloth',
    vin: '19XFC1F35ME200871',
    miles: 31_240,
    price: 23_998,
    previousPrice: 24_998,
    deal: ['Great', 25_400, 14],
    drive: 'FWD',
    engine: ['1.5L Turbo I4', '4CLDR'],
    transmission: CVT,
    fuel: 'GSL',
    mpg: [31, 38],
    features: [...SAFETY, 'KEYLESS_ENTRY', 'SUNROOF', 'HEATED_SEATS'],
    daysOnSite: 21,
    extra: { kbbConsumerRatings: { averageRating: 4.6, numberOfReviews: 128 } },
  }),
  car({
    id: '712300002',
    owner: OWNERS.LONE_STAR_HONDA,
    type: 'CERTIFIED',
    year: 2022,
    make: ['Honda', 'HONDA'],
    model: ['CR-V', 'CRV'],
    trim: 'EX-L',
    style: 'SUVCROSS',
    color: ['Sonic Gray Pearl', 'GRAY'],
    interior: 'Gray leather',
    vin: '7FARW2H86NE031542',
    miles: 18_420,
    price: 31_450,
    deal: ['Good', 32_300, 22],
    drive: 'AWD4WD',
    engine: ['1.5L Turbo I4', '4CLDR'],
    transmission: CVT,
    fuel: 'GSL',
    mpg: [27, 32],
    features: [...SAFETY, 'LEATHER_SEATS', 'HEATED_SEATS', 'BLIND_SPOT_MONITOR', 'SUNROOF'],
    daysOnSite: 9,
  }),
  car({
    id: '712300003',
    owner: OWNERS.LONE_STAR_HONDA,
    type: 'NEW',
    year: 2025,
    make: ['Honda', 'HONDA'],
    model: ['Accord', 'ACCORD'],
    trim: 'Sport',
    style: 'SEDAN',
    color: ['Still Night Pearl', 'BLUE'],
    interior: 'Black cloth',
    vin: '1HGCY2F57SA014236',
    miles: 12,
    price: 31_895,
    msrp: 32_295,
    drive: 'FWD',
    engine: ['1.5L Turbo I4', '4CLDR'],
    transmission: CVT,
    fuel: 'GSL',
    mpg: [29, 37],
    features: [...SAFETY, 'ADAPTIVE_CRUISE_CONTROL', 'BLIND_SPOT_MONITOR'],
    daysOnSite: 2,
  }),
  car({
    id: '712300004',
    owner: OWNERS.LAKESHORE_TOYOTA,
    type: 'USED',
    year: 2020,
    make: ['Toyota', 'TOYOTA'],
    model: ['Camry', 'CAMRY'],
    trim: 'SE',
    style: 'SEDAN',
    color: ['Celestial Silver Metallic', 'SILVER'],
    interior: 'Black SofTex',
    vin: '4T1G11AK5LU902315',
    miles: 42_310,
    price: 21_750,
    deal: ['Good', 22_600, 31],
    drive: 'FWD',
    engine: ['2.5L I4', '4CLDR'],
    transmission: AUTO,
    fuel: 'GSL',
    mpg: [28, 39],
    features: [...SAFETY, 'KEYLESS_ENTRY'],
    daysOnSite: 34,
  }),
  car({
    id: '712300005',
    owner: OWNERS.ROUND_ROCK_TOYOTA,
    type: 'CERTIFIED',
    year: 2023,
    make: ['Toyota', 'TOYOTA'],
    model: ['RAV4', 'RAV4'],
    trim: 'XLE',
    style: 'SUVCROSS',
    color: ['Blueprint', 'BLUE'],
    interior: 'Black fabric',
    vin: '4T3RWRFV8PU087214',
    miles: 15_900,
    price: 34_200,
    deal: ['Good', 35_100, 18],
    drive: 'AWD4WD',
    engine: ['2.5L I4 Hybrid', '4CLDR'],
    transmission: CVT,
    fuel: 'HYB',
    mpg: [41, 38],
    features: [...SAFETY, 'BLIND_SPOT_MONITOR', 'ADAPTIVE_CRUISE_CONTROL', 'REMOTE_START'],
    daysOnSite: 6,
  }),
  car({
    id: '712300006',
    owner: OWNERS.ROUND_ROCK_TOYOTA,
    type: 'USED',
    year: 2019,
    make: ['Toyota', 'TOYOTA'],
    model: ['Tacoma', 'TACOMA'],
    trim: 'TRD Off-Road',
    style: 'TRUCKS',
    color: ['Army Green', 'GREEN'],
    interior: 'Black fabric',
    vin: '3TMCZ5AN2KM241876',
    miles: 58_700,
    price: 33_900,
    drive: 'AWD4WD',
    engine: ['3.5L V6', '6CLDR'],
    transmission: AUTO,
    fuel: 'GSL',
    mpg: [18, 22],
    features: ['BACKUP_CAMERA', 'BLUETOOTH', 'TOW_PACKAGE', 'NAVIGATION'],
    daysOnSite: 48,
  }),
  car({
    id: '712300007',
    owner: OWNERS.FRONT_RANGE_FORD,
    type: 'USED',
    year: 2021,
    make: ['Ford', 'FORD'],
    model: ['F-150', 'F150PICKUP'],
    trim: 'XLT',
    style: 'TRUCKS',
    color: ['Agate Black', 'BLACK'],
    interior: 'Medium Dark Slate cloth',
    vin: '1FTFW1E58MFA35120',
    miles: 36_800,
    price: 38_500,
    previousPrice: 39_900,
    deal: ['Great', 41_200, 27],
    drive: 'AWD4WD',
    engine: ['2.7L EcoBoost V6', '6CLDR'],
    transmission: ['10-Speed Automatic', 'AUT'],
    fuel: 'GSL',
    mpg: [20, 26],
    features: [...SAFETY, 'TOW_PACKAGE', 'REMOTE_START'],
    daysOnSite: 15,
    extra: { moneyBackGuarantee: true },
  }),
  car({
    id: '712300008',
    owner: OWNERS.FRONT_RANGE_FORD,
    type: 'NEW',
    year: 2025,
    make: ['Ford', 'FORD'],
    model: ['Mustang Mach-E', 'MACHE'],
    trim: 'Premium',
    style: 'SUVCROSS',
    color: ['Grabber Blue Metallic', 'BLUE'],
    interior: 'Black ActiveX',
    vin: '3FMTK3SU2SMA04587',
    miles: 8,
    price: 46_995,
    msrp: 48_995,
    drive: 'AWD4WD',
    engine: ['Dual Electric Motors', 'ELECTRIC'],
    transmission: ['Single-Speed Automatic', 'AUT'],
    fuel: 'ELE',
    features: [...SAFETY, 'NAVIGATION', 'ADAPTIVE_CRUISE_CONTROL', 'HEATED_SEATS'],
    daysOnSite: 1,
    extra: { electricVehicleRange: { min: 250, max: 300, source: 'EPA' } },
  }),
  car({
    id: '712300009',
    owner: OWNERS.HILL_COUNTRY_FORD,
    type: 'USED',
    year: 2022,
    make: ['Ford', 'FORD'],
    model: ['Escape', 'ESCAPE'],
    trim: 'SE',
    style: 'SUVCROSS',
    color: ['Oxford White', 'WHITE'],
    interior: 'Ebony cloth',
    vin: '1FMCU0G62NUA52398',
    miles: 27_300,
    price: 22_400,
    drive: 'FWD',
    engine: ['1.5L EcoBoost I3', '4CLDR'],
    transmission: ['8-Speed Automatic', 'AUT'],
    fuel: 'GSL',
    mpg: [27, 34],
    features: [...SAFETY, 'KEYLESS_ENTRY'],
    daysOnSite: 27,
  }),
  car({
    id: '712300010',
    owner: OWNERS.PEACHTREE_HYUNDAI,
    type: 'USED',
    year: 2022,
    make: ['Hyundai', 'HYUND'],
    model: ['Tucson', 'TUCSON'],
    trim: 'SEL',
    style: 'SUVCROSS',
    color: ['Amazon Gray', 'GRAY'],
    interior: 'Black cloth',
    vin: '5NMJF3AE1NH104322',
    miles: 24_150,
    price: 24_300,
    deal: ['Good', 25_050, 19],
    drive: 'FWD',
    engine: ['2.5L I4', '4CLDR'],
    transmission: AUTO,
    fuel: 'GSL',
    mpg: [25, 32],
    features: [...SAFETY, 'BLIND_SPOT_MONITOR', 'HEATED_SEATS'],
    daysOnSite: 12,
  }),
  car({
    id: '712300011',
    owner: OWNERS.EMERALD_CITY_SUBARU,
    type: 'USED',
    year: 2023,
    make: ['Subaru', 'SUB'],
    model: ['Outback', 'OUTBACK'],
    trim: 'Premium',
    style: 'WAGON',
    color: ['Autumn Green Metallic', 'GREEN'],
    interior: 'Titanium Gray cloth',
    vin: '4S4BTACC5P3152846',
    miles: 19_800,
    price: 29_800,
    drive: 'AWD4WD',
    engine: ['2.5L Boxer H4', '4CLDR'],
    transmission: CVT,
    fuel: 'GSL',
    mpg: [26, 32],
    features: [...SAFETY, 'HEATED_SEATS', 'ADAPTIVE_CRUISE_CONTROL'],
    daysOnSite: 4,
  }),
  car({
    id: '712300012',
    owner: OWNERS.MARIA_LOPEZ,
    type: 'USED',
    year: 2018,
    make: ['Mazda', 'MAZDA'],
    model: ['CX-5', 'CX5'],
    trim: 'Touring',
    style: 'SUVCROSS',
    color: ['Soul Red Crystal', 'RED'],
    interior: 'Parchment leatherette',
    vin: 'JM3KFBDM0J0372915',
    miles: 64_500,
    price: 17_900,
    drive: 'FWD',
    engine: ['2.5L I4', '4CLDR'],
    transmission: ['6-Speed Automatic', 'AUT'],
    fuel: 'GSL',
    mpg: [25, 31],
    features: ['BACKUP_CAMERA', 'BLUETOOTH', 'KEYLESS_ENTRY'],
    daysOnSite: 8,
  }),
  car({
    id: '712300013',
    owner: OWNERS.JAMES_CARTER,
    type: 'USED',
    year: 2016,
    make: ['Toyota', 'TOYOTA'],
    model: ['Corolla', 'COROLLA'],
    trim: 'LE',
    style: 'SEDAN',
    color: ['Classic Silver Metallic', 'SILVER'],
    interior: 'Ash cloth',
    vin: '2T1BURHE0GC618354',
    miles: 88_200,
    price: 11_500,
    drive: 'FWD',
    engine: ['1.8L I4', '4CLDR'],
    transmission: CVT,
    fuel: 'GSL',
    mpg: [28, 36],
    features: ['BACKUP_CAMERA', 'BLUETOOTH'],
    daysOnSite: 19,
  }),
  car({
    id: '712300014',
    owner: OWNERS.ROUND_ROCK_TOYOTA,
    type: 'USED',
    year: 2020,
    make: ['Honda', 'HONDA'],
    model: ['Civic', 'CIVIC'],
    trim: 'Sport',
    style: 'SEDAN',
    color: ['Rallye Red', 'RED'],
    interior: 'Black cloth',
    vin: '2HGFC2F84LH561208',
    miles: 44_100,
    price: 20_995,
    drive: 'FWD',
    engine: ['2.0L I4', '4CLDR'],
    transmission: CVT,
    fuel: 'GSL',
    mpg: [30, 37],
    features: [...SAFETY, 'KEYLESS_ENTRY'],
    daysOnSite: 30,
  }),
]);

/** The owner of a sample listing (or of one of `owners`). */
export function ownerOfListing(
  listing: Listing,
  owners: readonly Owner[] = OWNERS.SAMPLE_OWNERS,
): Owner | undefined {
  if (typeof listing.owner === 'object') return listing.owner;
  const id = listing.owner ?? listing.ownerId;
  return owners.find((owner) => owner.id === id);
}

/**
 * `count` listings for "many items" states: the sample listings over and over, each round with new ids (from
 * 712400000), a little more mileage, a little lower price, and no VIN (a VIN belongs to one car).
 */
export function sampleListings(count: number): Listing[] {
  return Array.from({ length: count }, (_, index) => {
    const base = SAMPLE_LISTINGS[index % SAMPLE_LISTINGS.length] as Listing;
    const round = Math.floor(index / SAMPLE_LISTINGS.length);
    if (round === 0) return base;
    const { vin: _vin, isReducedPrice: _reduced, pricingHistory: _history, ...rest } = base;
    const price = (base.pricingDetail?.salePrice ?? 20_000) - round * 350;
    return {
      ...rest,
      id: String(712_400_000 + index),
      stockNumber: `S${String(index).padStart(5, '0')}`,
      mileage: { value: (base.mileage?.value ?? 0) + round * 4_250 },
      pricingDetail: { salePrice: price },
      daysOnSite: (base.daysOnSite ?? 0) + round,
    };
  });
}
