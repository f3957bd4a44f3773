import type { NewOwner } from '../db/schema';
import { generatedOwnerId } from './ids';
import { AREA_CODES, DEALER_WORDS, FIRST_NAMES, SURNAMES } from './owner-names';
import { areaCodeOf, isListedCity, type Place, pickPlace } from './places';
import type { Random } from './random';
import { getMake, listMakes, type MakeData } from './reference/reference';

/** A generated dealer: the owner row plus what the listing generator needs to know about it. */
export interface GeneratedDealer {
  owner: NewOwner & { id: number; priority: number };
  /** Makes it is franchised for (new and certified cars); empty for an independent lot. */
  franchiseMakes: readonly MakeData[];
  /** Relative inventory size. */
  size: number;
  /** Offers a vehicle exchange (money-back guarantee) on its used cars. */
  vehicleExchange: boolean;
}

/** "Listing priority codes: 5 FREE, 10 STANDARD, 15 STANDARD_PLUS, 17 BASIC, 20 FEATURED, 30 PREMIUM." (spec 000 s3) */
const DEALER_PRIORITIES: readonly (readonly [priority: number, share: number])[] = [
  [5, 10],
  [10, 30],
  [15, 20],
  [17, 15],
  [20, 15],
  [30, 10],
];
/** Private sellers list for free. */
export const PRIVATE_SELLER_PRIORITY = 5;
/** Dealers holding a franchise: in the listed cities, and in the smaller towns any zip is (fewer stores there). */
const FRANCHISE_SHARE = 0.55;
const TOWN_FRANCHISE_SHARE = 0.2;

function makeShare(make: MakeData): number {
  return make.models.reduce((sum, model) => sum + model.weight, 0);
}

/** A fictional number (555-01XX) under the area code of the place: its city's, or its state's. */
function phone(random: Random, place: Place): string {
  const code = areaCodeOf(place) ?? AREA_CODES.get(place.state) ?? '555';
  return `(${code}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
}

function domain(name: string): string {
  // `.example` is reserved (RFC 2606): generated websites never point at someone's real site.
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
}

function dealerName(random: Random, city: string, makes: readonly MakeData[]): string {
  const surname = random.pick(SURNAMES);
  const [first, second] = makes;
  // A dual dealership names both makes, so the name never hides what it sells new.
  if (first && second)
    return random.pick([`${surname} ${first.name} ${second.name}`, `${city} ${first.name} ${second.name}`]);
  if (first) {
    return random.pick([
      `${surname} ${first.name}`,
      `${first.name} of ${city}`,
      `${city} ${first.name}`,
      `${random.pick(DEALER_WORDS)} ${first.name}`,
    ]);
  }
  return random.pick([
    `${surname} Auto Sales`,
    `${city} Motors`,
    `${random.pick(DEALER_WORDS)} Auto Group`,
    `${surname} Motor Company`,
    `${random.pick(DEALER_WORDS)} Car Center`,
    `${city} Pre-Owned`,
  ]);
}

/** One dealer; `index` numbers owners (dealers first, then private sellers) for their ids. */
export function generateDealer(random: Random, index: number, seed: number): GeneratedDealer {
  const place = pickPlace(random);
  const makes = listMakes().map(({ code }) => getMake(code) as MakeData);
  const franchiseMakes: MakeData[] = [];
  if (random.chance(isListedCity(place) ? FRANCHISE_SHARE : TOWN_FRANCHISE_SHARE)) {
    franchiseMakes.push(random.weighted(makes, makeShare));
    const second = random.weighted(makes, makeShare);
    if (random.chance(0.2) && second !== franchiseMakes[0]) franchiseMakes.push(second);
  }
  const name = dealerName(random, place.city, franchiseMakes);
  const website = domain(`${name} ${place.zip}`);
  const [priority] = random.weighted(DEALER_PRIORITIES, ([, share]) => share);
  return {
    owner: {
      id: generatedOwnerId(index, seed),
      kind: 'dealer',
      name,
      phone: phone(random, place),
      email: `sales@${website}`,
      website: `https://www.${website}`,
      priority,
      ...place,
      has_dealer_financing: random.chance(0.65),
      hide_email_form: random.chance(0.05),
    },
    franchiseMakes,
    // Franchise stores carry more cars; sizes spread widely (a few mega-stores, many small lots).
    size: Math.exp(random.normal(franchiseMakes.length > 0 ? 0.5 : 0, 0.7)),
    vehicleExchange: random.chance(0.2),
  };
}

/** A private seller: first name and initial, no website, no e-mail address shown. */
export function generatePrivateSeller(
  random: Random,
  index: number,
  seed: number,
): NewOwner & { id: number } {
  const place = pickPlace(random);
  return {
    id: generatedOwnerId(index, seed),
    kind: 'private',
    name: `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES).charAt(0)}.`,
    phone: phone(random, place),
    email: null,
    website: null,
    priority: PRIVATE_SELLER_PRIORITY,
    ...place,
    has_dealer_financing: false,
    hide_email_form: random.chance(0.3),
  };
}
