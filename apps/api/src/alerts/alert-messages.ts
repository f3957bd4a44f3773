import { escapeHtml, oneLine } from '../leads/index';
import { type AlertLinks, photoLink, vehicleLink } from './alert-links';
import { type AlertListing, formatMileage, formatPrice } from './alert-listing';

/** At most this many listings are written out per saved search in one message; the rest are counted ("and 3 more"). */
export const MAX_LISTINGS_PER_ALERT = 10;

/** What changed, as one section of an alert message tells it. */
export type AlertChange =
  | { kind: 'new-match'; searchName: string; listings: AlertListing[]; searchUrl?: string }
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
  /** The car's page. */
  listingId?: number;
  /** Show the car's first photo (HTML part). */
  photo?: boolean;
  /** A link that is not a car (the search's results page). */
  href?: string;
}

interface Section {
  subject: string;
  headline: string;
  lines: Line[];
  sms: string;
  /** What it adds to a digest's subject: "3 new matches". */
  count: { key: 'new' | 'drop' | 'sold' | 'gone'; n: number };
}

function carLine(listing: AlertListing): string {
  return [
    listing.title,
    formatPrice(listing.price),
    ...(listing.mileage !== undefined ? [formatMileage(listing.mileage)] : []),
    ...(listing.place ? [listing.place] : []),
  ].join(', ');
}

function describe(change: AlertChange): Section {
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
      const lines: Line[] = shown.map((listing) => ({
        text: carLine(listing),
        listingId: listing.id,
        photo: (listing.imageCount ?? 0) > 0,
      }));
      if (more > 0) lines.push({ text: `and ${more} more` });
      if (change.searchUrl) lines.push({ text: 'See every match of your search', href: change.searchUrl });
      const sms = first
        ? `${count === 1 ? 'New match' : `${count} new matches`} for "${name}": ${first.title} ${formatPrice(first.price)}`
        : subject;
      return { subject, headline, lines, sms, count: { key: 'new', n: count } };
    }
    case 'price-drop': {
      const { listing, oldPrice, newPrice } = change;
      const was = formatPrice(oldPrice);
      const now = formatPrice(newPrice);
      return {
        subject: `Price drop: ${listing.title} is now ${now} (was ${was})`,
        headline: `The price of a car you saved dropped from ${was} to ${now}:`,
        lines: [
          {
            text: `${listing.title}: was ${was}, now ${now} (${formatPrice(oldPrice - newPrice)} less)`,
            listingId: listing.id,
          },
        ],
        sms: `Price drop: ${listing.title} is now ${now} (was ${was})`,
        count: { key: 'drop', n: 1 },
      };
    }
    case 'sold':
      return {
        subject: `Sold: ${change.listing.title}`,
        headline: 'A car you saved has been sold:',
        // A sold car has no page to link to.
        lines: [{ text: `${change.listing.title}, last listed at ${formatPrice(change.listing.price)}` }],
        sms: `Sold: ${change.listing.title} has been sold`,
        count: { key: 'sold', n: 1 },
      };
    case 'expired':
      return {
        subject: `No longer listed: ${oneLine(change.listing.title)}`,
        headline: 'A car you saved is no longer listed:',
        lines: [{ text: oneLine(change.listing.title) }],
        sms: `No longer listed: ${oneLine(change.listing.title)}`,
        count: { key: 'gone', n: 1 },
      };
  }
}

const COUNT_WORDS: Record<Section['count']['key'], [string, string]> = {
  new: ['new match', 'new matches'],
  drop: ['price drop', 'price drops'],
  sold: ['car sold', 'cars sold'],
  gone: ['car no longer listed', 'cars no longer listed'],
};

/** "3 new matches, 1 price drop, 1 car sold": what a digest's subject and text say. */
function summary(sections: Section[]): string {
  const totals = new Map<Section['count']['key'], number>();
  for (const { count } of sections) totals.set(count.key, (totals.get(count.key) ?? 0) + count.n);
  return [...totals].map(([key, n]) => `${n} ${COUNT_WORDS[key][n === 1 ? 0 : 1]}`).join(', ');
}

function lineHtml(line: Line, links: AlertLinks): string {
  const text = escapeHtml(line.text);
  if (line.href) return `<li><a href="${escapeHtml(line.href)}">${text}</a></li>`;
  if (line.listingId === undefined) return `<li>${text}</li>`;
  const href = escapeHtml(vehicleLink(links, line.listingId));
  const photo = line.photo
    ? `<a href="${href}"><img src="${escapeHtml(photoLink(links, line.listingId))}" alt="" width="240"></a><br>`
    : '';
  return `<li>${photo}<a href="${href}">${text}</a></li>`;
}

/**
 * The e-mail, text and notification of one message: every change a shopper has this pass, gathered (a
 * section per saved search or saved car). One change keeps its own subject; several make a digest whose
 * subject counts them. Names (a saved search's, a saved vehicle's title) are the shopper's text: flattened
 * to one line for subjects and texts, escaped in the HTML part.
 */
export function alertMessage(
  changes: AlertChange | readonly AlertChange[],
  links: AlertLinks,
  unsubscribeUrl: string,
): AlertMessage {
  const sections = (Array.isArray(changes) ? changes : [changes]).map(describe);
  const [only] = sections;
  const single = sections.length === 1 && only ? only : undefined;
  const counted = summary(sections);
  const subject = single ? single.subject : `Your alerts: ${counted}`;
  const intro = single ? [] : [`What changed for your saved searches and cars: ${counted}.`, ''];
  const footer = 'You get this e-mail because you turned on alerts for your saved cars or searches.';
  const text = [
    ...intro,
    ...sections.flatMap((section) => [
      section.headline,
      '',
      ...section.lines.flatMap((line) => [
        ...(line.href ? [`${line.text}: ${line.href}`] : [line.text]),
        ...(line.listingId !== undefined ? [vehicleLink(links, line.listingId)] : []),
        '',
      ]),
    ]),
    footer,
    `Stop all alerts (one click): ${unsubscribeUrl}`,
  ].join('\n');
  const html = [
    ...(single ? [] : [`<p>${escapeHtml(intro[0] ?? '')}</p>`]),
    ...sections.flatMap((section) => [
      `<p>${escapeHtml(section.headline)}</p>`,
      '<ul>',
      ...section.lines.map((line) => lineHtml(line, links)),
      '</ul>',
    ]),
    `<p>${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">Stop all alerts</a> (one click).</p>`,
  ].join('\n');
  const firstCar = sections.flatMap((section) => section.lines).find((line) => line.listingId !== undefined);
  const firstLink = firstCar?.listingId === undefined ? '' : ` ${vehicleLink(links, firstCar.listingId)}`;
  const smsText = single ? single.sms : `${counted} on your saved searches and cars`;
  return {
    subject,
    text,
    html,
    sms: `Forecourt: ${smsText}${firstLink} Stop alerts: ${unsubscribeUrl}`,
    notification: { title: subject, body: single ? single.headline : (intro[0] ?? subject) },
  };
}
