import { carPhoto as drawCar } from '@forecourt/mocks';
// Data the saved-items stories share: real makes, models, US cities and zips, formatted as the callers format them
// (prices as '$18,995', phones as '(512) 555-0100', spec 000 section 5). The message texts come from texts.ts.
import type { QuickSaveVehicle } from './quick-save-list-panel';
import { SAVED_ITEMS_MESSAGES } from './texts';
import type { SavedVehicleSummary } from './update-saved-vehicle-panel';

/** A listing photo with no network: the mocks' drawing of a car in the paint given. */
export const carPhoto = (paint: string): string =>
  drawCar({ title: '', style: 'SEDAN', paint, index: 1, count: 1 });

const vehicle = (
  id: string,
  title: string,
  price: string | undefined,
  paint: string | null,
): QuickSaveVehicle => ({
  id,
  title,
  ...(price ? { price } : {}),
  ...(paint ? { photoUrl: carPhoto(paint) } : {}),
  href: `/cars-for-sale/vehicle/${id}`,
});

/** Three saved vehicles, one without a photo yet. */
export const SAVED_VEHICLES: readonly QuickSaveVehicle[] = [
  vehicle('700123456', '2020 Honda Civic EX', '$18,995', '#8c1c13'),
  vehicle('700234567', '2019 Ford F-150 XLT', '$31,500', null),
  vehicle('700345678', '2021 Toyota RAV4 XLE', '$27,450', '#3d5a80'),
];

/** A shopper who saves a lot: a full drawer that scrolls. */
export const MANY_SAVED_VEHICLES: readonly QuickSaveVehicle[] = [
  ...SAVED_VEHICLES,
  vehicle('700456789', '2018 Chevrolet Silverado 1500 LT', '$29,988', '#2f3e46'),
  vehicle('700567890', '2022 Tesla Model 3 Long Range', '$38,900', '#e5e5e5'),
  vehicle('700678901', '2017 Subaru Outback 2.5i Premium', '$17,250', '#4a6741'),
  vehicle('700789012', '2020 Jeep Wrangler Unlimited Sahara', '$36,495', '#c2410c'),
  vehicle('700890123', '2019 Mazda CX-5 Touring', '$21,700', '#9b2226'),
  vehicle('700901234', '2021 Hyundai Elantra SEL', '$19,450', '#6c757d'),
  vehicle('701012345', '2016 BMW 3 Series 328i', '$16,995', '#1d3557'),
  vehicle('701123456', '2020 Kia Telluride EX', '$34,800', '#495057'),
  vehicle('701234567', '2019 Nissan Altima 2.5 SV', undefined, '#adb5bd'),
];

/** Titles as long as dealers write them: they must wrap, not overflow. */
export const LONG_TITLE_VEHICLES: readonly QuickSaveVehicle[] = [
  vehicle(
    '701345678',
    '2021 Mercedes-Benz GLE AMG GLE 53 4MATIC+ Coupe with Driver Assistance and Premium Packages',
    '$74,990',
    '#212529',
  ),
  vehicle(
    '701456789',
    '2018 Chevrolet Silverado 2500HD LTZ Crew Cab 4WD Duramax Diesel Z71 Off-Road Package',
    '$52,300',
    null,
  ),
];

/** The vehicle the update panel edits (the first saved vehicle). */
export const CIVIC: SavedVehicleSummary = {
  title: '2020 Honda Civic EX',
  price: '$18,995',
  photoUrl: carPhoto('#8c1c13'),
};

/** A long-titled listing, for the long-text state of the update panel. */
export const LONG_TITLE_VEHICLE: SavedVehicleSummary = {
  title: '2021 Mercedes-Benz GLE AMG GLE 53 4MATIC+ Coupe with Driver Assistance and Premium Packages',
  price: '$74,990',
  photoUrl: carPhoto('#212529'),
};

/** A phone as the server returns it, formatted (spec 000 section 5). */
export const PHONE = '(512) 555-0100';
/** A phone a shopper might type that the server rejects. */
export const INVALID_PHONE = '512-555';
export const EMAIL = 'jordan.lee@example.com';
/** Austin, TX. */
export const ZIP = '78701';

export const SEARCH_NAME = 'Used Honda Civic near 78701';
export const LONG_SEARCH_NAME =
  'Used Toyota Tacoma, Tundra and 4Runner, 2018 - 2022, under $40,000, 4WD, within 100 miles of Denver, CO 80202';

/** Not in the spec: the e-mail field's own check is the caller's, these are its words. */
export const EMAIL_ERROR = 'Please enter a valid email address.';
/** Spec 000 section 5: a zip is exactly five digits. */
export const ZIP_ERROR = 'Enter a 5-digit ZIP code.';

/**
 * Server messages (spec 000 section 5: WARN and ERROR, several of one severity joined by line breaks). The server's
 * own words are not in the spec; these read as it would.
 */
export const SERVER_WARNING = 'This vehicle was changed elsewhere. Save again to overwrite it.';
export const SERVER_SEARCH_WARNING = 'This search was changed elsewhere. Save again to overwrite it.';
export const SERVER_ERRORS = 'The phone number is not valid.\nThe title is too long.';
export const MANY_SERVER_ERRORS = [
  'The phone number is not valid.',
  'The title is too long.',
  'Notes can be at most 500 characters.',
  'Text alerts need a mobile phone number.',
].join('\n');

export const LONG_NOTES =
  'Test drove it Saturday at the Round Rock lot. Ask about the small scratch on the rear bumper, whether the ' +
  'timing belt was done at 60k, and if they will match the $18,500 price from the dealer in San Marcos. ' +
  'Bring the Carfax and the pre-approval letter from the credit union.';

/**
 * The states of the e-mail sign-up form, shared by the stories of the form and of the inline form and modal that
 * hold it (the same props pass through all three).
 */
export const EMAIL_FORM_STATES = {
  prefilled: { defaultEmail: EMAIL },
  loading: { defaultEmail: EMAIL, buttonState: 'loading' },
  loaded: { defaultEmail: EMAIL, buttonState: 'loaded' },
  invalidEmail: { defaultEmail: 'jordan.lee@', emailError: EMAIL_ERROR },
  error: { defaultEmail: EMAIL, error: SAVED_ITEMS_MESSAGES.registrationFailure },
} as const;
