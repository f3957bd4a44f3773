// Display names of the closed-list codes the sample listings use, as the API labels its facets (the reference
// data's names, else the seo-routes slug as words).

export const LISTING_TYPE_LABELS: Readonly<Record<string, string>> = {
  NEW: 'New',
  USED: 'Used',
  CERTIFIED: 'Certified by the maker',
  '3P_CERT': 'Certified by a third party',
};

export const SELLER_TYPE_LABELS: Readonly<Record<string, string>> = { d: 'Dealer', p: 'By Owner' };

/** Body styles in spec 001 s9's order: Sedan, SUV, Truck, Coupe, Convertible, Wagon, Van, Hatchback. */
export const BODY_STYLE_LABELS: Readonly<Record<string, string>> = {
  SEDAN: 'Sedan',
  SUVCROSS: 'SUV',
  TRUCKS: 'Truck',
  COUPE: 'Coupe',
  CONVERT: 'Convertible',
  WAGON: 'Wagon',
  VANMV: 'Van',
  HATCH: 'Hatchback',
};

export const DRIVE_LABELS: Readonly<Record<string, string>> = {
  AWD4WD: 'AWD/4WD',
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
};

export const ENGINE_LABELS: Readonly<Record<string, string>> = {
  '4CLDR': '4 Cylinder',
  '6CLDR': '6 Cylinder',
  '8CLDR': '8 Cylinder',
  ELECTRIC: 'Electric Motor',
};

export const FUEL_LABELS: Readonly<Record<string, string>> = {
  GSL: 'Gasoline',
  HYB: 'Hybrid',
  ELE: 'Electric',
  DSL: 'Diesel',
  PIH: 'Plug-In Hybrid',
};

export const TRANSMISSION_LABELS: Readonly<Record<string, string>> = { AUT: 'Automatic', MAN: 'Manual' };

/** Exterior colour codes (seo-routes EXT_COLOR) with the paint the photos use. */
export const COLORS: Readonly<Record<string, { label: string; paint: string }>> = {
  BLACK: { label: 'Black', paint: '#1d1f22' },
  BLUE: { label: 'Blue', paint: '#2456a6' },
  GRAY: { label: 'Gray', paint: '#7d838a' },
  GREEN: { label: 'Green', paint: '#2f6b3a' },
  RED: { label: 'Red', paint: '#b3202a' },
  SILVER: { label: 'Silver', paint: '#c3c7cc' },
  WHITE: { label: 'White', paint: '#f7f7f5' },
};

export const FEATURE_LABELS: Readonly<Record<string, string>> = {
  BACKUP_CAMERA: 'Backup Camera',
  APPLE_CARPLAY: 'Apple CarPlay',
  ANDROID_AUTO: 'Android Auto',
  BLUETOOTH: 'Bluetooth',
  KEYLESS_ENTRY: 'Keyless Entry',
  SUNROOF: 'Sunroof',
  HEATED_SEATS: 'Heated Seats',
  LEATHER_SEATS: 'Leather Seats',
  NAVIGATION: 'Navigation',
  BLIND_SPOT_MONITOR: 'Blind Spot Monitor',
  ADAPTIVE_CRUISE_CONTROL: 'Adaptive Cruise Control',
  REMOTE_START: 'Remote Start',
  TOW_PACKAGE: 'Tow Package',
};

/** A trim name as the listing service codes it: upper case, other characters as one `+` (`EX-L` is `EX+L`). */
export const trimCodeOf = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]+/g, '+');
