import type { Owner } from '@forecourt/contracts';
import { placeByZip } from './places';

function owner(
  id: string,
  name: string,
  zip: string,
  extra: Partial<Owner> & { address1?: string } = {},
): Owner {
  const place = placeByZip(zip);
  if (!place) throw new Error(`No sample place has zip ${zip}`);
  const { address1, ...rest } = extra;
  return {
    id,
    name,
    privateSeller: false,
    location: {
      address: { ...(address1 && { address1 }), city: place.city, state: place.state, zip },
      coordinates: { latitude: place.latitude, longitude: place.longitude },
    },
    ...rest,
  };
}

const dealer = (id: string, name: string, zip: string, address1: string, phone: string, nameplate: string) =>
  owner(id, name, zip, {
    address1,
    phone,
    nameplate,
    website: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
    dealerPreferredCTA: 'email',
  });

/**
 * Franchised dealers in real US cities (names and streets made up; phones in the fictional 555-01xx range and
 * websites under `.example`, as the API's generated owners have them).
 */
export const LONE_STAR_HONDA = dealer(
  '100201',
  'Lone Star Honda',
  '78701',
  '1100 E 5th St',
  '(512) 555-0134',
  'Honda',
);
export const ROUND_ROCK_TOYOTA = dealer(
  '100202',
  'Round Rock Toyota',
  '78664',
  '2400 N I-35',
  '(512) 555-0178',
  'Toyota',
);
export const LAKESHORE_TOYOTA = dealer(
  '100203',
  'Lakeshore Toyota',
  '60601',
  '233 N Michigan Ave',
  '(312) 555-0112',
  'Toyota',
);
export const FRONT_RANGE_FORD = dealer(
  '100204',
  'Front Range Ford',
  '80202',
  '1600 Wynkoop St',
  '(303) 555-0156',
  'Ford',
);
export const PEACHTREE_HYUNDAI = dealer(
  '100205',
  'Peachtree Hyundai',
  '30303',
  '55 Park Pl NE',
  '(404) 555-0190',
  'Hyundai',
);
export const EMERALD_CITY_SUBARU = dealer(
  '100206',
  'Emerald City Subaru',
  '98101',
  '1501 4th Ave',
  '(206) 555-0123',
  'Subaru',
);
export const HILL_COUNTRY_FORD = dealer(
  '100209',
  'Hill Country Ford',
  '78745',
  '4800 S Lamar Blvd',
  '(512) 555-0161',
  'Ford',
);

/** Private sellers: "privateSeller and hideEmailForm" as the listing service answers them (spec 001 s6). */
export const MARIA_LOPEZ = owner('100207', 'Maria Lopez', '85004', {
  privateSeller: true,
  hideEmailForm: true,
  phone: '(602) 555-0147',
});
export const JAMES_CARTER = owner('100208', 'James Carter', '43215', {
  privateSeller: true,
  hideEmailForm: true,
  phone: '(614) 555-0183',
});

export const SAMPLE_OWNERS: readonly Owner[] = Object.freeze([
  LONE_STAR_HONDA,
  ROUND_ROCK_TOYOTA,
  LAKESHORE_TOYOTA,
  FRONT_RANGE_FORD,
  PEACHTREE_HYUNDAI,
  EMERALD_CITY_SUBARU,
  HILL_COUNTRY_FORD,
  MARIA_LOPEZ,
  JAMES_CARTER,
]);
