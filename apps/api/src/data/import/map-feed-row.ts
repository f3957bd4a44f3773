import { lookupZip, type Place } from '../places';
import { makeName } from '../reference/reference';
import type {
  DriveGroupCode,
  EngineCode,
  FuelTypeCode,
  TransmissionCode,
  VehicleStyleCode,
} from '../reference/types';
import type { ListingType } from '../vehicle-pricing';
import { isValidVin } from '../vin';
import {
  cleanText,
  isAmbiguousPrice,
  normaliseZip,
  parseColor,
  parseDrive,
  parseEngine,
  parseFuel,
  parseListingType,
  parseMileage,
  parsePrice,
  parseTransmission,
} from './clean-fields';
import type { ColumnIndex, FeedField } from './feed-format';
import { matchMake, matchVehicle, vehicleStyleOf } from './match-vehicle';

/** Why a row was not imported. */
export type RejectCode =
  | 'WRONG_FIELD_COUNT'
  | 'MALFORMED_CSV'
  | 'INVALID_YEAR'
  | 'UNKNOWN_MAKE'
  | 'MISSING_MODEL'
  | 'UNKNOWN_MODEL'
  | 'UNKNOWN_CONDITION'
  | 'INVALID_PRICE'
  | 'AMBIGUOUS_PRICE'
  | 'IMPLAUSIBLE_PRICE'
  | 'INVALID_MILEAGE'
  | 'IMPLAUSIBLE_MILEAGE'
  | 'INVALID_VIN'
  | 'MISSING_SELLER'
  | 'UNKNOWN_ZIP';

export interface RejectedRow {
  /** The file's line the row starts on (the header is line 1). */
  line: number;
  code: RejectCode;
  reason: string;
  vin?: string;
}

/** The plausible range of a feed's numbers (ours: the spec is silent); a row outside it is refused with its reason. */
export const FEED_LIMITS = Object.freeze({
  /** Under this a price is a placeholder ("$1") or a typing error. */
  minPrice: 500,
  /** Over this a mileage is a typing error ("1,000,000"). */
  maxMileage: 500_000,
  /** A used, certified or third-party certified car under this is a new car or a missing mileage ("0"). */
  minUsedMileage: 100,
});

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;
const miles = (value: number) => `${value.toLocaleString('en-US')} miles`;

/** Colour group stored when a paint name names no colour we know: `ext_color_simple` is NOT NULL. */
export const UNKNOWN_COLOR = 'UNKNOWN';

/** A feed row turned into our codes, before it has an owner id or a listing id. */
export interface FeedRow {
  line: number;
  seller: { kind: 'dealer' | 'private'; name: string; place: Place };
  vin: string;
  listingType: ListingType;
  makeCode: string;
  modelCode: string;
  trimCode: string | null;
  trimName: string | null;
  seriesCode: string | null;
  packages: string[];
  year: number;
  mileage: number;
  price: number;
  vehicleStyleCode: VehicleStyleCode;
  transmissionCode: TransmissionCode;
  driveGroup: DriveGroupCode;
  engineCode: EngineCode;
  fuelTypeGroup: FuelTypeCode;
  extColorSimple: string;
  intColor: string | null;
  mpgCity: number | null;
  mpgHighway: number | null;
  commercial: boolean;
  stockNumber: string | null;
}

export type MappedRow = { ok: true; row: FeedRow } | { ok: false; rejected: RejectedRow };

const reject = (line: number, code: RejectCode, reason: string, vin?: string): MappedRow => ({
  ok: false,
  rejected: vin ? { line, code, reason, vin } : { line, code, reason },
});

function mpg(value: string | undefined): number | null {
  const number = Number(cleanText(value));
  return Number.isInteger(number) && number > 0 && number < 300 ? number : null;
}

/**
 * One feed record in our vocabularies, or the reason it cannot be imported. Optional details that are
 * missing or unreadable ("–") fall back to the reference model's most common option rather than losing the
 * car; the identity of the car (year, make, VIN), its price, mileage and seller's place are required.
 */
export function mapFeedRow(
  line: number,
  fields: readonly string[],
  columns: ColumnIndex,
  maxYear: number,
  width: number,
): MappedRow {
  if (fields.length !== width) {
    return reject(
      line,
      'WRONG_FIELD_COUNT',
      `The row has ${fields.length} fields where the header has ${width}`,
    );
  }
  const get = (field: FeedField) => (columns[field] < 0 ? undefined : fields[columns[field]]);
  const vin = cleanText(get('vin'))?.toUpperCase() ?? '';
  const vinOrUndefined = vin || undefined;
  if (!isValidVin(vin)) {
    const why = /^[A-HJ-NPR-Z0-9]{17}$/.test(vin)
      ? 'its check digit is wrong'
      : 'it is not 17 characters without I, O or Q';
    return reject(line, 'INVALID_VIN', `VIN "${vin}" is not valid: ${why}`, vinOrUndefined);
  }
  const yearText = cleanText(get('year')) ?? '';
  const year = Number(yearText);
  if (!/^\d{4}$/.test(yearText) || year < 1900 || year > maxYear) {
    return reject(
      line,
      'INVALID_YEAR',
      `Year "${yearText}" is not a model year from 1900 to ${maxYear}`,
      vin,
    );
  }
  const makeText = cleanText(get('make')) ?? '';
  // A layout with its own trim column: the model text is model then trim, as the cars.com Model column has it.
  const modelText = [cleanText(get('model')), cleanText(get('trim'))].filter(Boolean).join(' ');
  const make = matchMake(makeText, modelText);
  if (!make) return reject(line, 'UNKNOWN_MAKE', `Make "${makeText}" is not a make we know`, vin);
  if (!make.modelText) return reject(line, 'MISSING_MODEL', 'The row has no model', vin);
  const conditionText = cleanText(get('condition')) ?? '';
  const listingType = parseListingType(conditionText);
  if (!listingType) {
    return reject(
      line,
      'UNKNOWN_CONDITION',
      `Condition "${conditionText}" is not New, Used or Certified`,
      vin,
    );
  }
  const priceText = cleanText(get('price')) ?? '';
  if (isAmbiguousPrice(priceText)) {
    return reject(
      line,
      'AMBIGUOUS_PRICE',
      `Price "${priceText}" is ambiguous: the point may separate thousands or cents; write it as ${priceText.replace('.', ',')} or without the point`,
      vin,
    );
  }
  const price = parsePrice(priceText);
  if (price === null) return reject(line, 'INVALID_PRICE', `Price "${priceText}" is not a price`, vin);
  if (price < FEED_LIMITS.minPrice) {
    return reject(
      line,
      'IMPLAUSIBLE_PRICE',
      `Price ${dollars(price)} is under ${dollars(FEED_LIMITS.minPrice)}: no car sells for that, it is a placeholder or a typing error`,
      vin,
    );
  }
  const mileage = parseMileage(get('mileage')) ?? (listingType === 'NEW' ? 0 : null);
  if (mileage === null) {
    return reject(
      line,
      'INVALID_MILEAGE',
      `Mileage "${cleanText(get('mileage')) ?? ''}" is not a number of miles`,
      vin,
    );
  }
  if (mileage > FEED_LIMITS.maxMileage) {
    return reject(
      line,
      'IMPLAUSIBLE_MILEAGE',
      `Mileage ${miles(mileage)} is over ${miles(FEED_LIMITS.maxMileage)}: no car on sale has driven that far, it is a typing error`,
      vin,
    );
  }
  if (listingType !== 'NEW' && mileage < FEED_LIMITS.minUsedMileage) {
    return reject(
      line,
      'IMPLAUSIBLE_MILEAGE',
      `Mileage ${miles(mileage)} is under ${miles(FEED_LIMITS.minUsedMileage)} for a used car: list it as New, or give its real mileage`,
      vin,
    );
  }
  const sellerName = cleanText(get('sellerName'));
  if (!sellerName) return reject(line, 'MISSING_SELLER', 'The row has no seller name', vin);
  const zipText = cleanText(get('zip')) ?? '';
  const zip = normaliseZip(zipText);
  const place = zip ? lookupZip(zip) : undefined;
  if (!place) return reject(line, 'UNKNOWN_ZIP', `Zip "${zipText}" is not a US zip code`, vin);

  const vehicle = matchVehicle(make.makeCode, make.modelText);
  if (!vehicle.reference) {
    // A model code would be shown as its name, or the car filed under a neighbouring model: refused instead.
    return reject(
      line,
      'UNKNOWN_MODEL',
      `Model "${make.modelText}" is not a ${makeName(make.makeCode) ?? makeText} model in our reference data`,
      vin,
    );
  }
  const model = vehicle.model;
  const fuel =
    parseFuel(get('fuelType')) ??
    (/electric/i.test(get('engine') ?? '') ? 'ELE' : model?.fuelTypes[0]) ??
    'GSL';
  const engine = fuel === 'ELE' ? 'ELECTRIC' : (parseEngine(get('engine')) ?? model?.engines[0] ?? '4CLDR');
  return {
    ok: true,
    row: {
      line,
      seller: {
        kind: /private/i.test(get('sellerType') ?? '') ? 'private' : 'dealer',
        name: sellerName,
        place,
      },
      vin,
      listingType,
      makeCode: vehicle.makeCode,
      modelCode: vehicle.modelCode,
      trimCode: vehicle.trimCode,
      trimName: vehicle.trimName,
      seriesCode: model?.seriesCode ?? null,
      packages: vehicle.packages,
      year,
      mileage,
      price,
      vehicleStyleCode: vehicleStyleOf(vehicle.reference, cleanText(get('bodyStyle'))),
      transmissionCode:
        parseTransmission(get('transmission')) ??
        (fuel === 'ELE' ? 'AUT' : (model?.transmissions[0] ?? 'AUT')),
      driveGroup: parseDrive(get('drivetrain')) ?? model?.driveGroups[0] ?? 'FWD',
      engineCode: engine,
      fuelTypeGroup: fuel,
      extColorSimple: parseColor(get('exteriorColor')) ?? UNKNOWN_COLOR,
      intColor: cleanText(get('interiorColor')),
      mpgCity: mpg(get('minMpg')),
      mpgHighway: mpg(get('maxMpg')),
      commercial: Boolean(model?.commercial && model.vehicleStyleCode === 'VANMV'),
      stockNumber: cleanText(get('stockNumber')),
    },
  };
}
