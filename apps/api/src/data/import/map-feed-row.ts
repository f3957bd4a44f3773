import { lookupZip, type Place } from '../places';
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
  | 'UNKNOWN_CONDITION'
  | 'INVALID_PRICE'
  | 'INVALID_MILEAGE'
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
  const make = matchMake(makeText, cleanText(get('model')) ?? '');
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
  const price = parsePrice(get('price'));
  if (price === null)
    return reject(line, 'INVALID_PRICE', `Price "${cleanText(get('price')) ?? ''}" is not a price`, vin);
  const mileage = parseMileage(get('mileage')) ?? (listingType === 'NEW' ? 0 : null);
  if (mileage === null) {
    return reject(
      line,
      'INVALID_MILEAGE',
      `Mileage "${cleanText(get('mileage')) ?? ''}" is not a number of miles`,
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
      vehicleStyleCode: vehicleStyleOf(vehicle, make.modelText),
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
