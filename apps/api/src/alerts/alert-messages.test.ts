import { describe, expect, it } from 'vitest';
import { EXIT, runCli } from '../data/run-cli';
import { type AlertChange, alertMessage, DEFAULT_ALERT_LINKS, MAX_LISTINGS_PER_ALERT } from './index';

const UNSUBSCRIBE = 'http://localhost:4000/alerts/unsubscribe?token=abc';
const civic = { id: 712_345_678, title: 'Used 2020 Honda Civic EX', price: 21_000 };

// Issue 8: "Each alert states what changed (the listing, the old and new price)."
const CASES: { change: AlertChange; subject: string; says: string; sms: string }[] = [
  {
    change: { kind: 'new-match', searchName: 'Civics', listings: [civic] },
    subject: 'New match for your saved search "Civics": Used 2020 Honda Civic EX',
    says: 'Used 2020 Honda Civic EX, $21,000\nhttp://localhost:3000/cars-for-sale/vehicle/712345678',
    sms: 'Forecourt: New match for "Civics": Used 2020 Honda Civic EX $21,000 http://localhost:3000/cars-for-sale/vehicle/712345678 Stop alerts: http://localhost:4000/alerts/unsubscribe?token=abc',
  },
  {
    change: { kind: 'price-drop', listing: { ...civic, price: 19_500 }, oldPrice: 21_000, newPrice: 19_500 },
    subject: 'Price drop: Used 2020 Honda Civic EX is now $19,500 (was $21,000)',
    says: 'Used 2020 Honda Civic EX: was $21,000, now $19,500 ($1,500 less)',
    sms: 'Forecourt: Price drop: Used 2020 Honda Civic EX is now $19,500 (was $21,000) http://localhost:3000/cars-for-sale/vehicle/712345678 Stop alerts: http://localhost:4000/alerts/unsubscribe?token=abc',
  },
  {
    change: { kind: 'sold', listing: civic },
    subject: 'Sold: Used 2020 Honda Civic EX',
    says: 'Used 2020 Honda Civic EX, last listed at $21,000',
    sms: 'Forecourt: Sold: Used 2020 Honda Civic EX has been sold Stop alerts: http://localhost:4000/alerts/unsubscribe?token=abc',
  },
  {
    change: { kind: 'expired', listing: { id: 1, title: 'My\r\nBcc: x@example.com' } },
    subject: 'No longer listed: My Bcc: x@example.com',
    says: 'A car you saved is no longer listed:',
    sms: 'Forecourt: No longer listed: My Bcc: x@example.com Stop alerts: http://localhost:4000/alerts/unsubscribe?token=abc',
  },
];

describe('alertMessage', () => {
  it.each(CASES)('$change.kind: $subject', ({ change, subject, says, sms }) => {
    const message = alertMessage(change, DEFAULT_ALERT_LINKS, UNSUBSCRIBE);
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(says);
    expect(message.text).toContain(`Stop all alerts (one click): ${UNSUBSCRIBE}`);
    expect(message.html).toContain(`<a href="${UNSUBSCRIBE}">Stop all alerts</a>`);
    expect(message.sms).toBe(sms);
    expect(message.notification.title).toBe(subject);
  });

  it(`writes out ${MAX_LISTINGS_PER_ALERT} new matches and counts the rest`, () => {
    const listings = Array.from({ length: 13 }, (_, index) => ({ ...civic, id: 700_000 + index }));
    const message = alertMessage(
      { kind: 'new-match', searchName: 'Civics', listings },
      DEFAULT_ALERT_LINKS,
      UNSUBSCRIBE,
    );
    expect(message.subject).toBe('13 new matches for your saved search "Civics"');
    expect(message.text.match(/cars-for-sale\/vehicle/g)).toHaveLength(MAX_LISTINGS_PER_ALERT);
    expect(message.text).toContain('and 3 more');
  });

  it('gathers several changes into one digest that counts them', () => {
    const message = alertMessage(
      [
        { kind: 'new-match', searchName: 'Civics', listings: [civic, { ...civic, id: 712_345_679 }] },
        { kind: 'price-drop', listing: { ...civic, price: 19_500 }, oldPrice: 21_000, newPrice: 19_500 },
        { kind: 'sold', listing: civic },
        { kind: 'expired', listing: { id: 2, title: 'My <b>car</b>' } },
      ],
      DEFAULT_ALERT_LINKS,
      UNSUBSCRIBE,
    );
    expect(message.subject).toBe(
      'Your alerts: 2 new matches, 1 price drop, 1 car sold, 1 car no longer listed',
    );
    expect(message.text).toContain('2 new cars match your saved search "Civics":');
    expect(message.text).toContain('Used 2020 Honda Civic EX: was $21,000, now $19,500 ($1,500 less)');
    expect(message.html).toContain('<li>My &lt;b&gt;car&lt;/b&gt;</li>');
    expect(message.sms).toBe(
      'Forecourt: 2 new matches, 1 price drop, 1 car sold, 1 car no longer listed on your saved searches and cars http://localhost:3000/cars-for-sale/vehicle/712345678 Stop alerts: http://localhost:4000/alerts/unsubscribe?token=abc',
    );
  });

  it('escapes a search name in the HTML part', () => {
    const message = alertMessage(
      { kind: 'new-match', searchName: '<img src=x onerror=alert(1)>', listings: [civic] },
      DEFAULT_ALERT_LINKS,
      UNSUBSCRIBE,
    );
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(message.html).not.toContain('<img');
  });
});

describe('forecourt alerts', () => {
  it('runs one pass on its own and says what it did', async () => {
    let out = '';
    let err = '';
    const code = await runCli(['alerts'], {
      env: { DATA_DIR: 'memory://' },
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: (text: string) => (err += text) } as unknown as NodeJS.WritableStream,
    });
    expect([code, err]).toEqual([EXIT.ok, '']);
    expect(out).toBe(
      'Alerts: 0 shoppers checked, 0 alerts written (0 messages); 0 sent through the local mailbox, 0 dropped (opted out), 0 failed.\n',
    );
  });
});
