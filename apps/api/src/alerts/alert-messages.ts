import { escapeHtml, oneLine } from '../leads/index';
import { type AlertLinks, vehicleLink } from './alert-links';
import { type AlertListing, formatPrice } from './alert-listing';

/** At most this many listings are written out in one new-matches alert; the rest are counted ("and 3 more"). */
export const MAX_LISTINGS_PER_ALERT = 10;

/** What changed, as one alert tells it. */
export type AlertChange =
  | { kind: 'new-match'; searchName: string; listings: AlertListing[] }
  | { kind: 'price-drop'; listing: AlertListing; oldPrice: number; newPrice: number }
  | { kind: 'sold'; listing: AlertListing }
  /** The listing is gone from the inventory: only the saved title (or the id) is left to name it. */
  | { kind: 'expired'; listing: { id: number; title: string } };

export interface AlertMessage {
  subject: string;
  /** Plain-text e-mail: what the outbox `body` holds. */
  text: string;
  /** The same e-mail as HTML, every value escaped. */
  html: string;
  /** The text message. */
  sms: string;
  /** The in-app notification (the header's unread count reads it). */
  notification: { title: string; body: string };
}

interface Line {
  text: string;
  link?: string;
}

function describe(change: AlertChange): { subject: string; headline: string; lines: Line[][]; sms: string } {
  switch (change.kind) {
    case 'new-match': {
      const name = oneLine(change.searchName);
      const shown = change.listings.slice(0, MAX_LISTINGS_PER_ALERT);
      const more = change.listings.length - shown.length;
      const count = change.listings.length;
      const first = change.listings[0];
      const subject =
        count === 1 && first
          ? `New match for your saved search "${name}": ${first.title}`
          : `${count} new matches for your saved search "${name}"`;
      const headline =
        count === 1
          ? `A new car matches your saved search "${name}":`
          : `${count} new cars match your saved search "${name}":`;
      const lines = shown.map((listing) => [{ text: `${listing.title}, ${formatPrice(listing.price)}` }]);
      if (more > 0) lines.push([{ text: `and ${more} more` }]);
      const sms = first
        ? `${count === 1 ? 'New match' : `${count} new matches`} for "${name}": ${first.title} ${formatPrice(first.price)}`
        : subject;
      return { subject, headline, lines, sms };
    }
    case 'price-drop': {
      const { listing, oldPrice, newPrice } = change;
      const was = formatPrice(oldPrice);
      const now = formatPrice(newPrice);
      return {
        subject: `Price drop: ${listing.title} is now ${now} (was ${was})`,
        headline: `The price of a car you saved dropped from ${was} to ${now}:`,
        lines: [
          [{ text: `${listing.title}: was ${was}, now ${now} (${formatPrice(oldPrice - newPrice)} less)` }],
        ],
        sms: `Price drop: ${listing.title} is now ${now} (was ${was})`,
      };
    }
    case 'sold':
      return {
        subject: `Sold: ${change.listing.title}`,
        headline: 'A car you saved has been sold:',
        lines: [[{ text: `${change.listing.title}, last listed at ${formatPrice(change.listing.price)}` }]],
        sms: `Sold: ${change.listing.title} has been sold`,
      };
    case 'expired':
      return {
        subject: `No longer listed: ${oneLine(change.listing.title)}`,
        headline: 'A car you saved is no longer listed:',
        lines: [[{ text: oneLine(change.listing.title) }]],
        sms: `No longer listed: ${oneLine(change.listing.title)}`,
      };
  }
}

function listingIds(change: AlertChange): number[] {
  if (change.kind === 'new-match')
    return change.listings.slice(0, MAX_LISTINGS_PER_ALERT).map(({ id }) => id);
  // A sold or expired car has no page to link to.
  return change.kind === 'price-drop' ? [change.listing.id] : [];
}

/**
 * The e-mail, text and notification of one alert. Names (a saved search's, a saved vehicle's title) are the
 * shopper's text: flattened to one line for subjects and texts, escaped in the HTML part.
 */
export function alertMessage(change: AlertChange, links: AlertLinks, unsubscribeUrl: string): AlertMessage {
  const { subject, headline, lines, sms } = describe(change);
  const ids = listingIds(change);
  const withLinks = lines.map((entry, index) => {
    const id = ids[index];
    return id === undefined ? entry : [...entry, { text: '', link: vehicleLink(links, id) }];
  });
  const footer = 'You get this e-mail because you turned on alerts for your saved cars or searches.';
  const text = [
    headline,
    '',
    ...withLinks.flatMap((entry) => [...entry.map((line) => line.link ?? line.text), '']),
    footer,
    `Stop all alerts (one click): ${unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(headline)}</p>`,
    '<ul>',
    ...withLinks.map((entry) => {
      const [label, link] = entry;
      const name = escapeHtml(label?.text ?? '');
      return link?.link ? `<li><a href="${escapeHtml(link.link)}">${name}</a></li>` : `<li>${name}</li>`;
    }),
    '</ul>',
    `<p>${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">Stop all alerts</a> (one click).</p>`,
  ].join('\n');
  const firstLink = ids[0] === undefined ? '' : ` ${vehicleLink(links, ids[0])}`;
  return {
    subject,
    text,
    html,
    sms: `Forecourt: ${sms}${firstLink} Stop alerts: ${unsubscribeUrl}`,
    notification: { title: subject, body: headline },
  };
}
