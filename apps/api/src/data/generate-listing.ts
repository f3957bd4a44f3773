import type { Insertable } from 'kysely';
import type { NewListing, NewOwner, PriceChangesTable } from '../db/schema';
import { chooseVehicle, type ListingContext } from './choose-vehicle';
import type { GeneratedDealer } from './generate-owners';
import { generatedListingId } from './ids';
import type { Random } from './random';
import { EXT_COLORS, INTERIOR_COLORS } from './reference/colors';
import { FEATURES } from './reference/features';
import { getMake, type MakeData, trimsInYear } from './reference/reference';
import { describe, pickFeatures } from './vehicle-features';
import { fuelEconomy, pickIndexWeighted, powertrain } from './vehicle-powertrain';
import { askingPrice, earlierPrices, mileageFor, msrpForYear } from './vehicle-pricing';
import { buildVin, VIN_CHARS } from './vin';

export type NewPriceChange = Insertable<PriceChangesTable>;

export interface GeneratedListing {
  listing: NewListing & { id: number; price: number; listed_at: Date };
  /** Every price the listing had, oldest first; the last one is the current price. */
  priceChanges: NewPriceChange[];
}

export interface ListingSeller {
  dealer?: GeneratedDealer;
  privateOwner?: NewOwner & { id: number };
}

const DAY_MS = 86_400_000;
const LISTING_WINDOW_DAYS = 90;
const FEATURED_SHARE = { premium: 0.3, other: 0.11, private: 0.05 };

/** One listing; `index` numbers listings for their id and VIN serial, both unique in a run. */
export function generateListing(
  random: Random,
  context: ListingContext,
  index: number,
  seller: ListingSeller,
): GeneratedListing {
  const { dealer, privateOwner } = seller;
  const owner = dealer?.owner ?? privateOwner;
  if (!owner) throw new TypeError('generateListing needs a dealer or a private owner');
  const { type, model, year } = chooseVehicle(random, context, dealer);
  const make = getMake(model.makeCode) as MakeData;
  const age = Math.max(0, context.modelYear - year);
  // Only the trims built in that model year, each as common as at its place in the model's whole line-up.
  const shares = model.trims.length === 2 ? [1.2, 1] : [1, 1.4, 1.1, 0.7, 0.4];
  const built = trimsInYear(model, year);
  const weights = built.map((one) => shares[model.trims.indexOf(one)] ?? 0.3);
  const picked = built.length > 0 ? built[pickIndexWeighted(random, weights, built.length)] : undefined;
  // A year before every trim we know of the model (a 2010 BMW X5 was an xDrive30i) is listed without a trim, as
  // feeds list a car whose trim they do not know, at the model's entry price.
  const trim = picked ?? { code: null, name: null, msrp: model.msrp.min, packages: [] };
  const trimIndex = picked ? model.trims.indexOf(picked) : 0;
  const trimLevel = model.trims.length > 1 ? trimIndex / (model.trims.length - 1) : 0;
  const { fuel, engine } = powertrain(random, model, year);
  const drive =
    model.driveGroups[pickIndexWeighted(random, [0.6, 0.4, 0.1], model.driveGroups.length)] ?? 'FWD';
  const manual = fuel !== 'ELE' && model.transmissions.includes('MAN') && random.chance(age > 8 ? 0.25 : 0.1);
  const packages = trim.packages.filter((_, position) => random.chance(position === 0 ? 0.4 : 0.2));
  const mileage = mileageFor(random, type, age);
  const msrp = Math.round(msrpForYear(trim.msrp, age) + packages.length * 1_500);
  const price = askingPrice(random, {
    type,
    msrp,
    age,
    mileage,
    retention: make.retention,
    privateSeller: Boolean(privateOwner),
  });
  const color = random.weighted(EXT_COLORS, (entry) => entry.weight);
  const paint = random.pick(color.paints);
  const [interior] = random.weighted(INTERIOR_COLORS, ([, share]) => share);
  const featureCodes = pickFeatures(random, { model, year, trimLevel, engineCode: engine });
  const mpg = fuelEconomy(model, fuel, engine, drive);

  const now = context.now.getTime();
  const daysOnSite = Math.floor(random.next() ** 1.6 * LISTING_WINDOW_DAYS);
  const listedAt = now - daysOnSite * DAY_MS - random.int(1, 20) * 3_600_000;
  const reductions =
    daysOnSite >= 4 && random.chance(0.28) ? random.int(1, Math.min(3, Math.floor(daysOnSite / 4))) : 0;
  const prices = [...earlierPrices(random, price, reductions), price];
  const times = prices.map((_, step) =>
    step === 0
      ? listedAt
      : Math.round(listedAt + ((step - 0.5 + random.next() * 0.4) / reductions) * (now - listedAt)),
  );

  const serial = String((index * 7_919 + context.seed * 104_729) % 1_000_000).padStart(6, '0');
  const plant = VIN_CHARS[Math.floor(index / 1_000_000) % VIN_CHARS.length] as string;
  const descriptor = Array.from({ length: 5 }, () => random.pick([...VIN_CHARS])).join('');
  const vin = buildVin(random.pick(make.wmi), descriptor, year, plant, serial);

  const priority = owner.priority ?? 0;
  const commercial =
    model.commercial &&
    random.chance(model.vehicleStyleCode === 'VANMV' ? 0.7 : trimIndex === 0 ? 0.5 : 0.05);
  const featured = random.chance(
    privateOwner ? FEATURED_SHARE.private : priority >= 20 ? FEATURED_SHARE.premium : FEATURED_SHARE.other,
  );
  const featureNames = featureCodes.map(
    (code) => FEATURES.find((feature) => feature.code === code)?.name ?? code,
  );
  const title = [year, make.name, model.name, trim.name].filter(Boolean).join(' ');
  const imageCount = privateOwner
    ? random.int(1, 12)
    : type === 'NEW'
      ? random.chance(0.4)
        ? random.int(1, 4)
        : random.int(15, 40)
      : random.chance(0.05)
        ? 1
        : random.int(12, 45);

  return {
    listing: {
      id: generatedListingId(index, context.seed),
      owner_id: owner.id,
      vin,
      listing_type: type,
      status: 'active',
      make_code: make.code,
      model_code: model.code,
      series_code: model.seriesCode,
      trim_code: trim.code,
      trim_name: trim.name,
      year,
      mileage,
      price,
      msrp,
      vehicle_style_code: model.vehicleStyleCode,
      transmission_code: manual ? 'MAN' : 'AUT',
      drive_group: drive,
      engine_code: engine,
      fuel_type_group: fuel,
      ext_color_simple: color.code,
      int_color: interior,
      feature_codes: featureCodes,
      packages,
      mpg_city: mpg.city,
      mpg_highway: mpg.highway,
      vehicle_exchange: Boolean(dealer?.vehicleExchange) && type !== 'NEW',
      vehicle_use_type: commercial ? 'COMMERCIAL' : 'PERSONAL',
      seller_type: privateOwner ? 'p' : 'd',
      priority,
      tier: featured ? 'Featured' : 'Standard',
      zip: owner.zip,
      latitude: owner.latitude,
      longitude: owner.longitude,
      image_count: imageCount,
      description: describe(random, {
        privateSeller: Boolean(privateOwner),
        type,
        year,
        title,
        paint,
        interior,
        mileage,
        features: featureNames,
        ownerName: owner.name,
        city: owner.city,
        state: owner.state,
      }),
      listed_at: new Date(listedAt),
      updated_at: new Date(times[times.length - 1] ?? listedAt),
    },
    priceChanges: prices.map((value, step) => ({
      listing_id: generatedListingId(index, context.seed),
      price: value,
      changed_at: new Date(times[step] ?? listedAt),
    })),
  };
}
