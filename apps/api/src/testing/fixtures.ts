import type { Kysely } from 'kysely';
import type { NewListing, NewOwner, Schema } from '../db/schema';

/** Places with real coordinates, for distance tests: Austin 78701, Round Rock 78664 (~18 mi), Madison 53703. */
export const PLACES = {
  austin: { zip: '78701', city: 'Austin', state: 'TX', latitude: 30.2711, longitude: -97.7437 },
  roundRock: { zip: '78664', city: 'Round Rock', state: 'TX', latitude: 30.5146, longitude: -97.6689 },
  madison: { zip: '53703', city: 'Madison', state: 'WI', latitude: 43.0777, longitude: -89.3832 },
} as const;

/** Where a listing is: its owner's zip and coordinates (listings carry no city or state of their own). */
export function at(place: (typeof PLACES)[keyof typeof PLACES]) {
  return { zip: place.zip, latitude: place.latitude, longitude: place.longitude };
}

export function owner(overrides: Partial<NewOwner> & Pick<NewOwner, 'id'>): NewOwner {
  return {
    kind: 'dealer',
    name: `Dealer ${overrides.id}`,
    phone: '5125550100',
    email: null,
    website: null,
    priority: 20,
    ...PLACES.austin,
    has_dealer_financing: false,
    hide_email_form: false,
    ...overrides,
  };
}

let vinCounter = 0;

/** A listing with believable defaults; pass what a test is about. The VIN is unique, not check-digit valid. */
export function listing(overrides: Partial<NewListing> & Pick<NewListing, 'id' | 'owner_id'>): NewListing {
  vinCounter += 1;
  return {
    vin: `TEST${String(vinCounter).padStart(13, '0')}`,
    listing_type: 'USED',
    make_code: 'HONDA',
    model_code: 'CIVIC',
    series_code: null,
    trim_code: 'EX',
    trim_name: 'EX',
    year: 2020,
    mileage: 40_000,
    price: 21_000,
    msrp: 26_000,
    vehicle_style_code: 'SEDAN',
    transmission_code: 'AUT',
    drive_group: 'FWD',
    engine_code: '4CLDR',
    fuel_type_group: 'GSL',
    ext_color_simple: 'BLACK',
    int_color: 'Black',
    feature_codes: [],
    packages: [],
    mpg_city: 31,
    mpg_highway: 40,
    vehicle_exchange: false,
    vehicle_use_type: 'PERSONAL',
    seller_type: 'd',
    priority: 20,
    tier: 'Standard',
    zip: PLACES.austin.zip,
    latitude: PLACES.austin.latitude,
    longitude: PLACES.austin.longitude,
    image_count: 1,
    description: null,
    listed_at: new Date('2026-11-01T12:00:00Z'),
    updated_at: new Date('2026-11-01T12:00:00Z'),
    ...overrides,
  };
}

export async function insert(db: Kysely<Schema>, owners: NewOwner[], listings: NewListing[]): Promise<void> {
  if (owners.length) await db.insertInto('owners').values(owners).execute();
  if (listings.length) await db.insertInto('listings').values(listings).execute();
}
