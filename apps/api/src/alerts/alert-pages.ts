import type { OutboxRow } from '../db/schema';
import { escapeHtml } from '../leads/index';

/** Headers of every alerts page: no caching (a token is in the URL), no scripts, not indexed, no referrer. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
});

/** A plain page; `body` is HTML the caller has escaped. */
export function plainPage(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#222}',
    'pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}article{border-top:1px solid #ddd;padding:.5rem 0}',
    'dt{font-weight:600;float:left;width:6rem}dd{margin-left:6rem}</style>',
    `</head><body><h1>${escapeHtml(title)}</h1>`,
    body,
    '</body></html>',
  ].join('\n');
}

export const UNSUBSCRIBED_TITLE = 'You are unsubscribed';
export const UNSUBSCRIBED_TEXT =
  'You will get no more e-mail or text alerts from us. Turn alerts on again from your saved cars and searches.';
export const BAD_LINK_TITLE = 'This unsubscribe link is not valid';
export const BAD_LINK_TEXT =
  'The link may have been cut short by your mail program. Open it again from the alert, or turn alerts off from your saved cars and searches.';

export function messagePage(title: string, text: string): string {
  return plainPage(title, `<p>${escapeHtml(text)}</p>`);
}

export type MailboxRow = Pick<
  OutboxRow,
  'id' | 'kind' | 'recipient' | 'subject' | 'body' | 'sent_at' | 'created_at' | 'delivery'
> & { payload?: unknown };

/** The extra headers an e-mail was sent with (List-Unsubscribe...), so a developer can check them here. */
function mailboxHeaders(payload: unknown): [string, string][] {
  const headers = (payload as { headers?: unknown } | null | undefined)?.headers;
  if (typeof headers !== 'object' || headers === null) return [];
  return Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** What would have been sent, newest first; every value is text, escaped. */
export function mailboxPage(rows: readonly MailboxRow[]): string {
  if (rows.length === 0) {
    return plainPage('Local mailbox', '<p>Nothing has been sent yet.</p>');
  }
  const items = rows.map((row) => {
    const when = (row.sent_at ?? row.created_at).toISOString();
    const kind = row.kind === 'sms' ? 'Text message' : 'E-mail';
    return [
      `<article id="message-${row.id}"><dl>`,
      `<dt>${kind}</dt><dd>${escapeHtml(when)}</dd>`,
      `<dt>To</dt><dd>${escapeHtml(row.recipient)}</dd>`,
      ...(row.subject === null ? [] : [`<dt>Subject</dt><dd>${escapeHtml(row.subject)}</dd>`]),
      ...mailboxHeaders(row.payload).map(
        ([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`,
      ),
      `</dl><pre>${escapeHtml(row.body)}</pre></article>`,
    ].join('\n');
  });
  return plainPage(
    'Local mailbox',
    `<p>Messages the API would have sent (no SMTP_URL is set), newest first.</p>\n${items.join('\n')}`,
  );
}
