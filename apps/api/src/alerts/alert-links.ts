import { buildVehicleDetailsPath } from '@forecourt/seo-routes';

/** Where an alert's links point. */
export interface AlertLinks {
  /** The shoppers' site (vehicle pages). @default 'http://localhost:3000' (config PUBLIC_SITE_URL) */
  siteUrl: string;
  /** This API as shoppers reach it (the unsubscribe page). @default 'http://localhost:4000' (config PUBLIC_API_URL) */
  apiUrl: string;
}

export const DEFAULT_ALERT_LINKS: AlertLinks = Object.freeze({
  siteUrl: 'http://localhost:3000',
  apiUrl: 'http://localhost:4000',
});

export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';
export const MAILBOX_PATH = '/alerts/mailbox';

const origin = (url: string) => url.replace(/\/+$/, '');

export function vehicleLink(links: AlertLinks, listingId: number): string {
  return `${origin(links.siteUrl)}${buildVehicleDetailsPath({ listingId })}`;
}

export function unsubscribeLink(links: AlertLinks, token: string): string {
  return `${origin(links.apiUrl)}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
