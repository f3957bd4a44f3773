import { escapeHtml, multiLine, oneLine } from './share-text-cleaning';
import type { SharedListing } from './shared-listing';

export interface EmailShare {
  listing: SharedListing;
  /** The absolute link to the vehicle details page. */
  link: string;
  /** The sender's name as typed; may be empty. */
  senderName: string | undefined;
  fromEmailAddress: string;
}

export interface EmailMessage {
  subject: string;
  /** Plain text: what the outbox `body` holds. */
  text: string;
  /** The same message as HTML, every value escaped. */
  html: string;
}

/**
 * The e-mail to a friend. Whatever the sender typed as a name is text: line breaks are flattened (a name can
 * never add a header to the subject), and the HTML part escapes it, so `<script>` reads as `<script>`.
 */
export function emailFriendMessage(share: EmailShare): EmailMessage {
  const name = oneLine(share.senderName ?? '');
  const from = oneLine(share.fromEmailAddress);
  const who = name ? `${name} (${from})` : from;
  const { title, price } = share.listing;
  const subject = `${name || from} shared a car with you: ${title}`;
  const text = [
    `${who} thought you would like this car:`,
    '',
    title,
    price,
    share.link,
    '',
    `You received this e-mail because ${from} shared a listing with you.`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(who)} thought you would like this car:</p>`,
    `<p><a href="${escapeHtml(share.link)}">${escapeHtml(title)}</a><br>${escapeHtml(price)}</p>`,
    `<p>You received this e-mail because ${escapeHtml(from)} shared a listing with you.</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** The text message: the shopper's own words ("user name plus message"), then the car and its link. */
export function shareTextMessage(listing: SharedListing, link: string, smsMessage: string): string {
  return [multiLine(smsMessage), `${listing.title} ${listing.price}`, link].filter(Boolean).join('\n');
}
