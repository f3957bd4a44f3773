/** Display names of the seo-routes `FEATURE` vocabulary codes (spec 001 s2 "features"). */
export const FEATURES = [
  { code: 'KEYLESS_ENTRY', name: 'Keyless Entry' },
  { code: 'SUNROOF', name: 'Sunroof/Moonroof' },
  { code: 'BACKUP_CAMERA', name: 'Backup Camera' },
  { code: 'NAVIGATION', name: 'Navigation System' },
  { code: 'HEATED_SEATS', name: 'Heated Seats' },
  { code: 'LEATHER_SEATS', name: 'Leather Seats' },
  { code: '3RD_ROW_SEATS', name: '3rd Row Seats' },
  { code: 'APPLE_CARPLAY', name: 'Apple CarPlay' },
  { code: 'ANDROID_AUTO', name: 'Android Auto' },
  { code: 'BLIND_SPOT_MONITOR', name: 'Blind Spot Monitor' },
  { code: 'BLUETOOTH', name: 'Bluetooth' },
  { code: 'REMOTE_START', name: 'Remote Start' },
  { code: 'ADAPTIVE_CRUISE_CONTROL', name: 'Adaptive Cruise Control' },
  { code: 'TOW_PACKAGE', name: 'Tow Package' },
] as const;

export type FeatureCode = (typeof FEATURES)[number]['code'];
