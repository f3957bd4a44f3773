/**
 * The backend services and the path every one of their calls starts with. Roots the spec names are its own
 * (`/account-api`, `/rest/lsc`, `/rest/retailing`, `/cars-for-sale/kbbresearch/reference`, `/psx-notifications`,
 * `/cm-api/content`); the others (`/rest/telemetry` among them) are ours (spec 000 s7 and 002 s7 say "not shown").
 */
export const SERVICES = Object.freeze({
  account: '/account-api',
  myatc: '/myatc-api',
  'user-account': '/user-account-api',
  personalization: '/personalization-api',
  notifications: '/psx-notifications',
  listing: '/rest/lsc',
  research: '/cars-for-sale/kbbresearch/reference',
  reference: '/rest/reference',
  location: '/rest/location',
  content: '/cm-api/content',
  payments: '/rest/retailing',
  'wallet-storage': '/wallet-storage',
  leads: '/cars-for-sale',
  experiments: '/experiments',
  telemetry: '/rest/telemetry',
  operator: '/operator-api',
} as const);

export type ServiceName = keyof typeof SERVICES;

export const SERVICE_NAMES = Object.freeze(Object.keys(SERVICES) as ServiceName[]);
