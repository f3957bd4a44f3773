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

/** Ten digits as a US number reads: 5125550100 → (512) 555-0100; anything else as given. */
export function formatPhone(digits: string): string {
  const parts = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : digits;
}

/** What a shopper sends the seller of a listing from the e-mail modal. */
export interface OwnerEmail {
  listing: SharedListing;
  /** The absolute link to the vehicle details page. */
  link: string;
  /** The shopper's name. */
  name: string;
  /** The shopper's address: the message's Reply-To. */
  emailAddress: string;
  /** Ten digits, when the shopper gave a phone. */
  phone: string | undefined;
  /** What the shopper wrote. */
  message: string;
}

/**
 * The e-mail to a seller: the shopper's message, then who wrote it and how to reach them, then the listing.
 * The seller answers with Reply (the outbox row's sender is the shopper's address). Shopper text stays text: the
 * name is one line (no header can be added to the subject), the message keeps its line breaks, and the HTML part
 * escapes both.
 */
export function emailOwnerMessage(email: OwnerEmail): EmailMessage {
  const name = oneLine(email.name) || oneLine(email.emailAddress);
  const address = oneLine(email.emailAddress);
  const phone = email.phone ? formatPhone(email.phone) : undefined;
  const message = multiLine(email.message);
  const { title, price } = email.listing;
  const contact: [string, string][] = [
    ['Name', name],
    ['E-mail', address],
    ...(phone ? [['Phone', phone] as [string, string]] : []),
  ];
  const subject = `${name} wrote about your ${title}`;
  const text = [
    `${name} wrote to you about your ${title} (${price}):`,
    '',
    message,
    '',
    ...contact.map(([label, value]) => `${label}: ${value}`),
    '',
    `The listing: ${email.link}`,
    '',
    `Reply to this e-mail to answer ${name}.`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(name)} wrote to you about your <a href="${escapeHtml(email.link)}">${escapeHtml(title)}</a> (${escapeHtml(price)}):</p>`,
    `<p>${message.split('\n').map(escapeHtml).join('<br>')}</p>`,
    `<p>${contact.map(([label, value]) => `${label}: ${escapeHtml(value)}`).join('<br>')}</p>`,
    `<p>Reply to this e-mail to answer ${escapeHtml(name)}.</p>`,
  ].join('\n');
  return { subject, text, html };
}
