/** A closed segment vocabulary: URL slug <-> listing-service code. */
export interface Vocabulary {
  /** slug -> code */
  readonly codes: ReadonlyMap<string, string>;
  /** code -> slug */
  readonly slugs: ReadonlyMap<string, string>;
}

/** Builds a vocabulary from `[slug, code]` pairs; slugs and codes must be unique. */
export function vocabulary(pairs: readonly (readonly [slug: string, code: string])[]): Vocabulary {
  return {
    codes: new Map(pairs.map(([slug, code]) => [slug, code])),
    slugs: new Map(pairs.map(([slug, code]) => [code, slug])),
  };
}

// The segment vocabularies of spec 001 section 2. Codes are ours where the spec does not give them; the
// slugs are the spec's words with spaces as hyphens.

/** "experience: car-bravo, commercial, buy-online, hyundai-buy-online, best-deals." (value kept as slug) */
export const EXPERIENCE = vocabulary(
  ['car-bravo', 'commercial', 'buy-online', 'hyundai-buy-online', 'best-deals'].map(
    (slug) => [slug, slug] as const,
  ),
);

/** "listing type: new, used, certified, third party certified, all (each with optional cars suffix)." */
export const LISTING_TYPE = vocabulary([
  ['new', 'NEW'],
  ['used', 'USED'],
  ['certified', 'CERTIFIED'],
  ['third-party-certified', '3P_CERT'],
  ['all', 'ALL'],
]);

/** "seller type: by owner or dealer (p means by-owner and d means dealer in encoded form)." */
export const SELLER_TYPE = vocabulary([
  ['by-owner', 'p'],
  ['dealer', 'd'],
]);

/** "vehicle style: convertible, coupe, hatchback, sedan, suv crossover, truck, van minivan, wagon." */
export const VEHICLE_STYLE = vocabulary([
  ['convertible', 'CONVERT'],
  ['coupe', 'COUPE'],
  ['hatchback', 'HATCH'],
  ['sedan', 'SEDAN'],
  ['suv-crossover', 'SUVCROSS'],
  ['truck', 'TRUCKS'],
  ['van-minivan', 'VANMV'],
  ['wagon', 'WAGON'],
]);

/** "drive group: awd/4wd, front wheel drive, rear wheel drive." */
export const DRIVE_GROUP = vocabulary([
  ['awd-4wd', 'AWD4WD'],
  ['front-wheel-drive', 'FWD'],
  ['rear-wheel-drive', 'RWD'],
]);

/** "engine: 3, 4, 5, 6, 8, 10, 12 or 16 cylinder, or rotary." */
export const ENGINE = vocabulary([
  ...[3, 4, 5, 6, 8, 10, 12, 16].map((n) => [`${n}-cylinder`, `${n}CLDR`] as const),
  ['rotary', 'ROTARY'],
]);

/** "fuel: gasoline, diesel, hybrid, electric, hydrogen, plug-in hybrid." (HYB and ELE: spec 000 section 2) */
export const FUEL_TYPE_GROUP = vocabulary([
  ['gasoline', 'GSL'],
  ['diesel', 'DSL'],
  ['hybrid', 'HYB'],
  ['electric', 'ELE'],
  ['hydrogen', 'HYD'],
  ['plug-in-hybrid', 'PIH'],
]);

/** "exterior colour: beige, black, ... yellow." */
export const EXT_COLOR = vocabulary(
  [
    'beige',
    'black',
    'blue',
    'brown',
    'burgundy',
    'charcoal',
    'gold',
    'gray',
    'green',
    'off-white',
    'orange',
    'pink',
    'purple',
    'red',
    'silver',
    'tan',
    'turquoise',
    'white',
    'yellow',
  ].map((slug) => [slug, slug.replace('-', '').toUpperCase()] as const),
);

/** "features: keyless entry, sunroof, backup camera, navigation, heated seats, ... and others." */
export const FEATURE = vocabulary(
  [
    'keyless-entry',
    'sunroof',
    'backup-camera',
    'navigation',
    'heated-seats',
    'leather-seats',
    '3rd-row-seats',
    'apple-carplay',
    'android-auto',
    'blind-spot-monitor',
    'bluetooth',
    'remote-start',
    'adaptive-cruise-control',
    'tow-package',
  ].map((slug) => [slug, slug.replace(/-/g, '_').toUpperCase()] as const),
);

/** "make: a long fixed list (acura through yugo)." Codes as the listing service knows them. */
export const MAKE = vocabulary([
  ['acura', 'ACURA'],
  ['alfa-romeo', 'ALFA'],
  ['amc', 'AMC'],
  ['aston-martin', 'ASTON'],
  ['audi', 'AUDI'],
  ['bentley', 'BENTL'],
  ['bmw', 'BMW'],
  ['bugatti', 'BUGATTI'],
  ['buick', 'BUICK'],
  ['cadillac', 'CAD'],
  ['chevrolet', 'CHEV'],
  ['chrysler', 'CHRY'],
  ['daewoo', 'DAEW'],
  ['datsun', 'DATSUN'],
  ['delorean', 'DELOREAN'],
  ['dodge', 'DODGE'],
  ['eagle', 'EAGLE'],
  ['ferrari', 'FER'],
  ['fiat', 'FIAT'],
  ['fisker', 'FISK'],
  ['ford', 'FORD'],
  ['genesis', 'GENESIS'],
  ['geo', 'GEO'],
  ['gmc', 'GMC'],
  ['honda', 'HONDA'],
  ['hummer', 'AMGEN'],
  ['hyundai', 'HYUND'],
  ['ineos', 'INEOS'],
  ['infiniti', 'INFIN'],
  ['isuzu', 'ISU'],
  ['jaguar', 'JAG'],
  ['jeep', 'JEEP'],
  ['karma', 'KARMA'],
  ['kia', 'KIA'],
  ['lamborghini', 'LAM'],
  ['lancia', 'LAN'],
  ['land-rover', 'ROV'],
  ['lexus', 'LEXUS'],
  ['lincoln', 'LINC'],
  ['lotus', 'LOTUS'],
  ['lucid', 'LUCID'],
  ['maserati', 'MAS'],
  ['maybach', 'MAYBACH'],
  ['mazda', 'MAZDA'],
  ['mclaren', 'MCLAREN'],
  ['mercedes-benz', 'MB'],
  ['mercury', 'MERC'],
  ['mini', 'MINI'],
  ['mitsubishi', 'MIT'],
  ['nissan', 'NISSAN'],
  ['oldsmobile', 'OLDS'],
  ['plymouth', 'PLYM'],
  ['polestar', 'POLESTAR'],
  ['pontiac', 'PONT'],
  ['porsche', 'POR'],
  ['ram', 'RAM'],
  ['rivian', 'RIVIAN'],
  ['rolls-royce', 'RR'],
  ['saab', 'SAAB'],
  ['saturn', 'SATURN'],
  ['scion', 'SCION'],
  ['smart', 'SMART'],
  ['srt', 'SRT'],
  ['subaru', 'SUB'],
  ['suzuki', 'SUZUKI'],
  ['tesla', 'TESLA'],
  ['toyota', 'TOYOTA'],
  ['triumph', 'TRIUMPH'],
  ['vinfast', 'VINFAST'],
  ['volkswagen', 'VOLKS'],
  ['volvo', 'VOLVO'],
  ['yugo', 'YUGO'],
]);

/** US state and territory codes: the `{state}` of a location segment. */
export const US_STATES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'
  ).split(' '),
);
