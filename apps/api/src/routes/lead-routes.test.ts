import { CONTRACTS } from '@forecourt/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '../alerts/email-transport';
import { createOutboxSender } from '../alerts/outbox-sender';
import {
  LISTING_GONE_MESSAGE,
  OWNER_EMAIL_LIMITS,
  OWNER_LISTING_GONE_MESSAGE,
  SHARE_LIMITS,
} from '../leads/index';
import { ALERT_SENDER } from '../outbox/alert-sender';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { insert, listing, owner } from '../testing/fixtures';
import { HOUR_MS, PAYMENTS_NOW, testClock } from '../testing/payment-fixtures';

// Spec 001 s7: "POST /cars-for-sale/svc/leads/email/friend ... errorMessage read"; "POST /cars-for-sale/share-text
// ... errorMessage or success". Spec 001 s5: "Share-by-text phone is stripped to digits." Spec 001 s8: "E-mail share:
// if the response has errorMessage or the call throws, that message is shown as a server error."

const CIVIC = 712_345_678;
const SOLD = 712_345_690;

let counter = 0;
/** Each request its own recipient and request id unless the test names them: limits count by both. */
const emailBody = (overrides: Record<string, unknown> = {}) => ({
  originPageUrl: `https://kbb.localhost/cars-for-sale/vehicle/${CIVIC}`,
  listingId: String(CIVIC),
  ownerId: '100001',
  name: 'Sam',
  toEmailAddress: `friend-${++counter}@example.com`,
  fromEmailAddress: 'Sam@Example.com',
  clientRequestId: `r-${counter}`,
  leadType: 'EMAILTOFRIEND',
  ccFlag: false,
  carIds: [String(CIVIC)],
  myAtcUserLoggedIn: false,
  ...overrides,
});

// Spec 001 s2: "Modals on listing pages: ... e-mail ..."; spec 001 s6: "Private-seller listings hide the e-mail form".
const DEALER_CAR = 712_345_700;
const PRIVATE_CAR = 712_345_701;
const HIDDEN_FORM_CAR = 712_345_702;
const NO_ADDRESS_CAR = 712_345_703;
const BUSY_DEALER_CAR = 712_345_704;

/** A message to the seller of DEALER_CAR; each its own request id unless the test names one. */
const ownerBody = (overrides: Record<string, unknown> = {}) => ({
  listingId: String(DEALER_CAR),
  name: 'Sam Lee',
  emailAddress: `shopper-${++counter}@example.com`,
  phone: '(512) 555-0123',
  message: "Hi, I'm interested in the Used 2020 Honda Civic EX.\nIs it still available?",
  clientRequestId: `owner-r-${counter}`,
  originPageUrl: `https://kbb.localhost/cars-for-sale/vehicle/${DEALER_CAR}`,
  originPage: 'vdp',
  leadType: 'EMAILOWNER',
  ...overrides,
});

const textBody = (overrides: Record<string, unknown> = {}, dataMap: Record<string, unknown> = {}) => ({
  requestId: `share-${CIVIC}`,
  alertConfigId: 'share-listing',
  dataMap: { mobile_number: '(512) 555-0100', sms_message: 'Sam: look at this one', ...dataMap },
  ...overrides,
});

describe.each(ENGINES)('sharing on %s', (engine) => {
  let api: TestApi;
  const clock = testClock(PAYMENTS_NOW);
  // The per-sender limit counts the client's address: each call comes from an address of its own unless a test
  // names one, so the tests do not spend one another's allowance.
  let addresses = 0;
  const nextAddress = () => {
    addresses += 1;
    return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  };
  const post = async (
    url: string,
    payload: unknown,
    authorization?: string,
    remoteAddress = nextAddress(),
  ) => {
    const headers = authorization ? { authorization } : {};
    const reply = await api.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress,
    });
    return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
  };
  const emailFriend = (payload: unknown, remoteAddress?: string) =>
    post('/cars-for-sale/svc/leads/email/friend', payload, undefined, remoteAddress);
  const shareText = (payload: unknown, authorization?: string, remoteAddress?: string) =>
    post('/cars-for-sale/share-text', payload, authorization, remoteAddress);
  /** A signed-in shopper's text: their token, and their consumerId in the body as the spec's client sends it. */
  const textAs = async (
    subject: string,
    overrides: Record<string, unknown> = {},
    dataMap: Record<string, unknown> = {},
  ) => {
    const shopper = await api.signIn(subject);
    const sent = await shareText(
      textBody({ consumerId: shopper.consumerId, ...overrides }, dataMap),
      shopper.authorization,
    );
    return { ...sent, consumerId: shopper.consumerId };
  };
  const emailOwner = (payload: unknown, remoteAddress?: string) =>
    post('/cars-for-sale/svc/leads/email/owner', payload, undefined, remoteAddress);
  const outbox = (column: 'sender' | 'recipient', value: string) =>
    api.database.db.selectFrom('outbox').selectAll().where(column, '=', value).orderBy('id').execute();

  beforeAll(async () => {
    api = await createTestApi(engine, { clock });
    await insert(
      api.database.db,
      [
        owner({ id: 100_001 }),
        owner({ id: 100_002, name: 'Capital Honda', email: 'Sales@CapitalHonda.example' }),
        owner({ id: 100_003, kind: 'private', name: 'Pat', email: 'pat@example.com', phone: '5125550177' }),
        owner({ id: 100_004, email: 'hidden@dealer.example', hide_email_form: true, phone: '5125550188' }),
        owner({ id: 100_005, email: null, phone: null }),
        owner({ id: 100_006, email: 'busy@dealer.example' }),
      ],
      [
        listing({ id: CIVIC, owner_id: 100_001, price: 21_000, trim_name: 'EX' }),
        listing({ id: SOLD, owner_id: 100_001, status: 'sold' }),
        listing({ id: DEALER_CAR, owner_id: 100_002, price: 21_000, trim_name: 'EX' }),
        listing({ id: PRIVATE_CAR, owner_id: 100_003, seller_type: 'p' }),
        listing({ id: HIDDEN_FORM_CAR, owner_id: 100_004 }),
        listing({ id: NO_ADDRESS_CAR, owner_id: 100_005 }),
        listing({ id: BUSY_DEALER_CAR, owner_id: 100_006 }),
      ],
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('POST /cars-for-sale/svc/leads/email/friend', () => {
    it('writes one e-mail to the outbox with the title, price and a link to the vehicle details page', async () => {
      clock.set(PAYMENTS_NOW);
      const { status, body } = await emailFriend(
        emailBody({ fromEmailAddress: 'Sam.One@Example.com', toEmailAddress: 'Alex@Example.com' }),
      );
      expect(status).toBe(200);
      expect(body).toEqual({ success: true });
      const rows = await outbox('sender', 'sam.one@example.com');
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({
        kind: 'email',
        sender: 'sam.one@example.com',
        recipient: 'alex@example.com',
        subject: 'Sam shared a car with you: Used 2020 Honda Civic EX',
        sent_at: null,
      });
      expect(row?.body).toBe(
        [
          'Sam (Sam.One@Example.com) thought you would like this car:',
          '',
          'Used 2020 Honda Civic EX',
          '$21,000',
          `https://kbb.localhost/cars-for-sale/vehicle/${CIVIC}`,
          '',
          'You received this e-mail because Sam.One@Example.com shared a listing with you.',
        ].join('\n'),
      );
      expect(new Date(row?.created_at as unknown as Date).toISOString()).toBe(PAYMENTS_NOW);
      expect(row?.payload).toMatchObject({
        listingId: String(CIVIC),
        ownerId: 100_001,
        leadType: 'EMAILTOFRIEND',
      });
    });

    it('links to our own site when the page it came from is not one of ours', async () => {
      await emailFriend(
        emailBody({ fromEmailAddress: 'sam.two@example.com', originPageUrl: 'https://evil.example/x' }),
      );
      const [row] = await outbox('sender', 'sam.two@example.com');
      expect(row?.body).toContain(`\nhttp://localhost:3000/cars-for-sale/vehicle/${CIVIC}\n`);
      expect(row?.body).not.toContain('evil.example');
    });

    it('stores a name with <script> as text: one subject line, escaped in the HTML part', async () => {
      const name = '<script>alert(1)</script>\r\nBcc: victim@example.com';
      await emailFriend(emailBody({ fromEmailAddress: 'sam.three@example.com', name }));
      const [row] = await outbox('sender', 'sam.three@example.com');
      expect(row?.subject).toBe(
        '<script>alert(1)</script> Bcc: victim@example.com shared a car with you: Used 2020 Honda Civic EX',
      );
      expect(row?.subject).not.toMatch(/[\r\n]/);
      expect(row?.body.split('\n')[0]).toBe(
        '<script>alert(1)</script> Bcc: victim@example.com (sam.three@example.com) thought you would like this car:',
      );
      const html = String((row?.payload as { html?: string } | undefined)?.html);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Bcc: victim@example.com');
      expect(html).not.toContain('<script>');
    });

    it('answers a repeated clientRequestId as sent, and writes it once', async () => {
      const payload = emailBody({ fromEmailAddress: 'sam.four@example.com', clientRequestId: 'r-repeat' });
      expect((await emailFriend(payload)).body).toEqual({ success: true });
      expect((await emailFriend(payload)).body).toEqual({ success: true });
      expect(await outbox('sender', 'sam.four@example.com')).toHaveLength(1);
    });

    it('keeps the sender as the cc when ccFlag is set', async () => {
      await emailFriend(emailBody({ fromEmailAddress: 'sam.five@example.com', ccFlag: true }));
      const [row] = await outbox('sender', 'sam.five@example.com');
      expect(row?.payload).toMatchObject({ cc: 'sam.five@example.com' });
    });

    it.each([
      [String(SOLD), 'a sold listing'],
      ['712399999', 'an unknown listing'],
      ['99999999999999999999', 'an id no listing can have'],
    ])('answers 404 with errorMessage for %s (%s), and writes nothing', async (listingId) => {
      const { status, body } = await emailFriend(
        emailBody({ listingId, fromEmailAddress: 'sam.six@example.com' }),
      );
      expect(status).toBe(404);
      expect(body).toEqual({
        error: { code: 'NOT_FOUND', message: `Listing ${listingId} was not found` },
        errorMessage: LISTING_GONE_MESSAGE,
      });
      expect(await outbox('sender', 'sam.six@example.com')).toHaveLength(0);
    });

    it(`lets one sender share ${SHARE_LIMITS.sender.max} cars an hour, then answers 429 and writes nothing; the window moves with the clock`, async () => {
      clock.set(PAYMENTS_NOW);
      // Issue 31: the limit was keyed on the typed fromEmailAddress, and rotating it sent 12 of 12. It counts the
      // client's address now: a new address on every share changes nothing.
      const ip = '198.51.100.40';
      const from = (index: number) => `busy.sender${index}@example.com`;
      for (let index = 0; index < 10; index++) {
        clock.advance(60_000);
        const { status } = await emailFriend(
          emailBody({ fromEmailAddress: from(index), toEmailAddress: `friend${index}@example.com` }),
          ip,
        );
        expect(status).toBe(200);
      }
      const over = await emailFriend(
        emailBody({ fromEmailAddress: from(10), toEmailAddress: 'friend10@example.com' }),
        ip,
      );
      expect(over.status).toBe(429);
      const message =
        'You have shared 10 cars in the last hour, the most we send for one person. Please try again later.';
      expect(over.body).toEqual({ error: { code: 'RATE_LIMITED', message }, errorMessage: message });
      // Ten minutes into the hour's window (PAYMENTS_NOW is on the hour), which ends 50 minutes from now.
      expect(over.headers['retry-after']).toBe(String(50 * 60));
      expect(await outbox('sender', from(10))).toHaveLength(0);
      // Another shopper's address is not held back.
      expect((await emailFriend(emailBody({ fromEmailAddress: from(10) }), '198.51.100.41')).status).toBe(
        200,
      );

      clock.advance(50 * 60_000 - 1_000);
      expect(
        (
          await emailFriend(
            emailBody({ fromEmailAddress: from(11), toEmailAddress: 'friend11@example.com' }),
            ip,
          )
        ).status,
      ).toBe(429);
      clock.advance(1_000);
      expect(
        (
          await emailFriend(
            emailBody({ fromEmailAddress: from(12), toEmailAddress: 'friend12@example.com' }),
            ip,
          )
        ).status,
      ).toBe(200);
    });

    it('counts a signed-in sender by their account too, from whatever address they come', async () => {
      clock.set(PAYMENTS_NOW);
      const { authorization } = await api.signIn('roaming-sharer');
      const statuses: number[] = [];
      for (let index = 0; index < 11; index++) {
        const reply = await post(
          '/cars-for-sale/svc/leads/email/friend',
          emailBody({
            fromEmailAddress: `roamer${index}@example.com`,
            toEmailAddress: `pal${index}@example.com`,
          }),
          authorization,
        );
        statuses.push(reply.status);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    });

    it('holds the limit when many shares of one sender arrive at once (a pool of connections, as several instances)', async () => {
      clock.set(PAYMENTS_NOW);
      const replies = await Promise.all(
        Array.from({ length: 15 }, (_, index) =>
          emailFriend(emailBody({ fromEmailAddress: `racing.sender${index}@example.com` }), '198.51.100.42'),
        ),
      );
      const statuses = replies.map((reply) => reply.status).sort();
      expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
    });

    it('does not count the alerts a shopper asked for against friends sharing with them', async () => {
      clock.set(PAYMENTS_NOW);
      const to = 'alerted.shopper@example.com';
      await api.database.db
        .insertInto('outbox')
        .values(
          Array.from({ length: 5 }, (_, index) => ({
            kind: 'email' as const,
            sender: ALERT_SENDER,
            recipient: to,
            subject: `Alert ${index}`,
            body: 'A new match',
            payload: {},
            created_at: clock.now(),
          })),
        )
        .execute();
      const share = await emailFriend(
        emailBody({ fromEmailAddress: 'friend@example.com', toEmailAddress: to }),
      );
      expect(share.status).toBe(200);
    });

    it(`lets one recipient be sent ${SHARE_LIMITS.recipient.max} cars a day, whoever sends them`, async () => {
      clock.set(PAYMENTS_NOW);
      const to = 'popular.friend@example.com';
      for (const index of [1, 2, 3]) {
        expect(
          (
            await emailFriend(
              emailBody({ fromEmailAddress: `sender${index}@example.com`, toEmailAddress: to }),
            )
          ).status,
        ).toBe(200);
      }
      const over = await emailFriend(
        emailBody({ fromEmailAddress: 'sender4@example.com', toEmailAddress: to }),
      );
      expect(over.status).toBe(429);
      expect(over.body.errorMessage).toBe(
        'This person has already been sent 3 cars in the last 24 hours, the most we send to anyone. Please try again later.',
      );
      expect(await outbox('recipient', to)).toHaveLength(3);
      clock.advance(24 * HOUR_MS);
      expect(
        (await emailFriend(emailBody({ fromEmailAddress: 'sender4@example.com', toEmailAddress: to })))
          .status,
      ).toBe(200);
    });

    it.each([
      [{ leadType: 'CALL' }, 'body.leadType'],
      [{ toEmailAddress: 'alex' }, 'body.toEmailAddress'],
      [{ fromEmailAddress: undefined }, 'body.fromEmailAddress'],
      [{ listingId: 'abc' }, 'body.listingId'],
      [{ carIds: ['x'] }, 'body.carIds[0]'],
      [{ name: 'x'.repeat(101) }, 'body.name'],
      // PostgreSQL text holds no NUL: refused at the door rather than a 500 at the insert.
      [{ originPageUrl: 'https://www.example.com/\u0000' }, 'body.originPageUrl'],
      [{ clientRequestId: 'id\u0000' }, 'body.clientRequestId'],
    ])('answers 400 naming the field for %j', async (overrides, field) => {
      const { status, body } = await emailFriend(emailBody(overrides));
      expect(status).toBe(400);
      expect(body.error.field).toBe(field);
    });
  });

  describe('POST /cars-for-sale/share-text', () => {
    it('writes one text to the outbox, the phone stripped to digits', async () => {
      clock.set(PAYMENTS_NOW);
      const { status, body, consumerId } = await textAs('consumer-text-1');
      expect(status).toBe(200);
      expect(body).toEqual({ success: true });
      const [row, ...more] = await outbox('sender', consumerId);
      expect(more).toHaveLength(0);
      expect(row).toMatchObject({ kind: 'sms', recipient: '5125550100', subject: null });
      expect(row?.body).toBe(
        [
          'Sam: look at this one',
          'Used 2020 Honda Civic EX $21,000',
          `http://localhost:3000/cars-for-sale/vehicle/${CIVIC}`,
        ].join('\n'),
      );
      expect(row?.payload).toMatchObject({ requestId: `share-${CIVIC}`, alertConfigId: 'share-listing' });
    });

    it("counts an anonymous sender by the client's address", async () => {
      await shareText(textBody({}, { mobile_number: '+1 (608) 555-0101' }), undefined, '198.51.100.44');
      const [row] = await outbox('recipient', '6085550101');
      expect(row?.sender).toBe('ip:198.51.100.44');
    });

    it('limits texts to one phone to 3 a day, with errorMessage', async () => {
      clock.set(PAYMENTS_NOW);
      for (const index of [1, 2, 3]) {
        const { status } = await textAs(`texter-${index}`, {}, { mobile_number: '737-555-0199' });
        expect(status).toBe(200);
      }
      const over = await textAs('texter-4', {}, { mobile_number: '7375550199' });
      expect(over.status).toBe(429);
      expect(over.body.error.code).toBe('RATE_LIMITED');
      expect(over.body.errorMessage).toBe(over.body.error.message);
      expect(await outbox('recipient', '7375550199')).toHaveLength(3);
    });

    it('keeps line breaks of the message and drops other control characters', async () => {
      const { consumerId } = await textAs(
        'consumer-text-2',
        {},
        { sms_message: 'Sam:\r\nlook\u0007 at <b>this</b>' },
      );
      const [row] = await outbox('sender', consumerId);
      expect(row?.body.split('\n').slice(0, 2)).toEqual(['Sam:', 'look at <b>this</b>']);
    });

    it('answers 404 with errorMessage for a sold listing', async () => {
      const { status, body, consumerId } = await textAs('consumer-text-3', { requestId: `share-${SOLD}` });
      expect(status).toBe(404);
      expect(body.errorMessage).toBe(LISTING_GONE_MESSAGE);
      expect(await outbox('sender', consumerId)).toHaveLength(0);
    });

    it("refuses another shopper's consumerId as the sender: 404 signed in, 400 naming the field without a token", async () => {
      const other = await api.signIn('consumer-text-4');
      const me = await api.signIn('consumer-text-5');
      const signedIn = await shareText(textBody({ consumerId: other.consumerId }), me.authorization);
      expect(signedIn.status).toBe(404);
      expect(signedIn.body.errorMessage).toBe(signedIn.body.error.message);
      const anonymous = await shareText(textBody({ consumerId: other.consumerId }));
      expect(anonymous.status).toBe(400);
      expect(anonymous.body.error.field).toBe('body.consumerId');
      expect(await outbox('sender', other.consumerId)).toHaveLength(0);
      expect(await outbox('sender', me.consumerId)).toHaveLength(0);
    });

    it.each([
      [textBody({}, { mobile_number: '555-0100' }), 'body.dataMap.mobile_number'],
      [textBody({}, { mobile_number: 5125550100 }), 'body.dataMap.mobile_number'],
      [textBody({ requestId: 'share-' }), 'body.requestId'],
      [textBody({}, { sms_message: '' }), 'body.dataMap.sms_message'],
      [textBody({ consumerId: 'a b' }), 'body.consumerId'],
      [{ ...textBody(), dataMap: undefined }, 'body.dataMap'],
    ])('answers 400 naming the field for %j', async (payload, field) => {
      const { status, body } = await shareText(payload);
      expect(status).toBe(400);
      expect(body.error.field).toBe(field);
    });
  });

  describe('POST /cars-for-sale/svc/leads/email/owner', () => {
    it("writes one e-mail to the seller's address with the shopper's message, name and phone, replies going to the shopper", async () => {
      clock.set(PAYMENTS_NOW);
      const { status, body } = await emailOwner(ownerBody({ emailAddress: 'Sam.Lee@Example.com' }));
      expect(status).toBe(200);
      expect(body).toEqual({ success: true });
      const [row, ...more] = await outbox('sender', 'sam.lee@example.com');
      expect(more).toHaveLength(0);
      expect(row).toMatchObject({
        kind: 'email',
        sender: 'sam.lee@example.com',
        recipient: 'sales@capitalhonda.example',
        subject: 'Sam Lee wrote about your Used 2020 Honda Civic EX',
        sent_at: null,
      });
      expect(row?.body).toBe(
        [
          'Sam Lee wrote to you about your Used 2020 Honda Civic EX ($21,000):',
          '',
          "Hi, I'm interested in the Used 2020 Honda Civic EX.",
          'Is it still available?',
          '',
          'Name: Sam Lee',
          'E-mail: Sam.Lee@Example.com',
          'Phone: (512) 555-0123',
          '',
          `The listing: https://kbb.localhost/cars-for-sale/vehicle/${DEALER_CAR}`,
          '',
          'Reply to this e-mail to answer Sam Lee.',
        ].join('\n'),
      );
      expect(row?.payload).toMatchObject({
        leadType: 'EMAILOWNER',
        listingId: String(DEALER_CAR),
        ownerId: 100_002,
        replyTo: 'sam.lee@example.com',
        name: 'Sam Lee',
        phone: '5125550123',
        myAtcUserLoggedIn: false,
        consumerId: null,
      });
    });

    it('delivers it to the seller with the shopper as Reply-To', async () => {
      clock.set(PAYMENTS_NOW);
      await emailOwner(ownerBody({ emailAddress: 'reply.me@example.com', phone: '' }));
      const sent: OutgoingEmail[] = [];
      const sender = createOutboxSender({
        db: api.database.db,
        clock,
        email: { name: 'capture', send: async (message) => void sent.push(message) },
      });
      await sender.sendPending();
      const mail = sent.find((message) => message.replyTo === 'reply.me@example.com');
      expect(mail).toMatchObject({ to: 'sales@capitalhonda.example', replyTo: 'reply.me@example.com' });
      expect(mail?.text).not.toContain('Phone:');
      expect(mail?.html).toContain('Is it still available?');
    });

    it("escapes the shopper's text in the HTML part and keeps it as text in the plain part", async () => {
      clock.set(PAYMENTS_NOW);
      await emailOwner(
        ownerBody({
          emailAddress: 'html@example.com',
          name: '<b>Sam</b>',
          message: '<script>x()</script>\n&',
        }),
      );
      const [row] = await outbox('sender', 'html@example.com');
      expect(row?.subject).toBe('<b>Sam</b> wrote about your Used 2020 Honda Civic EX');
      expect(row?.body).toContain('\n<script>x()</script>\n&\n');
      const html = String((row?.payload as { html?: string } | undefined)?.html);
      expect(html).toContain('<p>&lt;script&gt;x()&lt;/script&gt;<br>&amp;</p>');
      expect(html).toContain('&lt;b&gt;Sam&lt;/b&gt; wrote to you about your');
      expect(html).not.toContain('<script>');
    });

    it('refuses a page URL with a control character, and stores a page type with one as one line of text', async () => {
      const refused = await emailOwner(
        ownerBody({ emailAddress: 'nul@example.com', originPageUrl: 'x\u0000y' }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.field).toBe('body.originPageUrl');
      const { status } = await emailOwner(
        ownerBody({ emailAddress: 'nul@example.com', originPage: 'v\u0000dp' }),
      );
      expect(status).toBe(200);
      const [row] = await outbox('sender', 'nul@example.com');
      expect(row?.payload).toMatchObject({ originPage: 'v dp' });
    });

    it('ties the message to the signed-in shopper', async () => {
      const { authorization, consumerId } = await api.signIn('emailing-shopper');
      const reply = await api.app.inject({
        method: 'POST',
        url: '/cars-for-sale/svc/leads/email/owner',
        headers: { authorization },
        payload: ownerBody({ emailAddress: 'signed.in@example.com', myAtcUserLoggedIn: true }),
      });
      expect(reply.statusCode).toBe(200);
      const [row] = await outbox('sender', 'signed.in@example.com');
      expect(row?.payload).toMatchObject({ consumerId, myAtcUserLoggedIn: true });
    });

    it('answers a repeated clientRequestId as sent, and writes it once', async () => {
      const payload = ownerBody({ emailAddress: 'twice@example.com', clientRequestId: 'owner-repeat' });
      expect(await emailOwner(payload)).toMatchObject({ status: 200, body: { success: true } });
      expect(await emailOwner(payload)).toMatchObject({ status: 200, body: { success: true } });
      expect(await outbox('sender', 'twice@example.com')).toHaveLength(1);
    });

    it.each([
      [
        PRIVATE_CAR,
        'a private seller ("Private-seller listings hide the e-mail form")',
        'This seller does not take messages by e-mail. Please call the seller at (512) 555-0177 instead.',
      ],
      [
        HIDDEN_FORM_CAR,
        'a dealer who hides the e-mail form',
        'This seller does not take messages by e-mail. Please call the seller at (512) 555-0188 instead.',
      ],
      [
        NO_ADDRESS_CAR,
        'a seller without an e-mail address',
        'This seller does not take messages by e-mail. Please call the seller instead.',
      ],
    ])(
      'answers 404 for listing %s, %s, telling the shopper to call, and writes nothing',
      async (id, _, errorMessage) => {
        const from = `refused-${id}@example.com`;
        const { status, body } = await emailOwner(ownerBody({ listingId: String(id), emailAddress: from }));
        expect(status).toBe(404);
        expect(body).toEqual({
          error: { code: 'NOT_FOUND', message: `Listing ${id} has no e-mail form` },
          errorMessage,
        });
        expect(await outbox('sender', from)).toHaveLength(0);
      },
    );

    it.each([
      [String(SOLD), 'a sold listing'],
      ['712399999', 'an unknown listing'],
      ['99999999999999999999', 'an id no listing can have'],
    ])('answers 404 with errorMessage for %s (%s), and writes nothing', async (listingId) => {
      const { status, body } = await emailOwner(
        ownerBody({ listingId, emailAddress: 'too.late@example.com' }),
      );
      expect(status).toBe(404);
      expect(body).toEqual({
        error: { code: 'NOT_FOUND', message: `Listing ${listingId} was not found` },
        errorMessage: OWNER_LISTING_GONE_MESSAGE,
      });
      expect(await outbox('sender', 'too.late@example.com')).toHaveLength(0);
    });

    it(`lets one shopper send ${OWNER_EMAIL_LIMITS.sender.max} messages an hour, then answers 429 and writes nothing`, async () => {
      clock.set(PAYMENTS_NOW);
      const ip = '198.51.100.43';
      for (let index = 0; index < 10; index++) {
        clock.advance(60_000);
        expect(
          (await emailOwner(ownerBody({ emailAddress: `busy.shopper${index}@example.com` }), ip)).status,
        ).toBe(200);
      }
      const over = await emailOwner(ownerBody({ emailAddress: 'busy.shopper10@example.com' }), ip);
      expect(over.status).toBe(429);
      const message =
        'You have sent 10 messages in the last hour, the most we send for one person. Please try again later.';
      expect(over.body).toEqual({ error: { code: 'RATE_LIMITED', message }, errorMessage: message });
      expect(over.headers['retry-after']).toBe(String(50 * 60));
      expect(await outbox('sender', 'busy.shopper10@example.com')).toHaveLength(0);
    });

    it(`lets one seller be sent ${OWNER_EMAIL_LIMITS.recipient.max} messages an hour, far more than a friend's 3 a day`, async () => {
      clock.set(PAYMENTS_NOW);
      const listingId = String(BUSY_DEALER_CAR);
      for (let index = 0; index < 30; index++) {
        const reply = await emailOwner(ownerBody({ listingId, emailAddress: `buyer${index}@example.com` }));
        expect(reply.status).toBe(200);
      }
      const over = await emailOwner(ownerBody({ listingId, emailAddress: 'buyer30@example.com' }));
      expect(over.status).toBe(429);
      expect(over.body.errorMessage).toBe(
        'This seller has been sent 30 messages in the last hour, the most we pass on. Please call the seller or try again later.',
      );
      expect(await outbox('recipient', 'busy@dealer.example')).toHaveLength(30);
    });

    it.each([
      ['an e-mail address without @', { emailAddress: 'sam' }, 'body.emailAddress'],
      ['no e-mail address', { emailAddress: undefined }, 'body.emailAddress'],
      ['a phone of seven digits', { phone: '555-0100' }, 'body.phone'],
      ['a phone of eleven digits not starting with 1', { phone: '(512) 555-01234' }, 'body.phone'],
      ['a blank name', { name: '  ' }, 'body.name'],
      ['an empty message', { message: '' }, 'body.message'],
      ['a message of 2001 characters', { message: 'x'.repeat(2001) }, 'body.message'],
      ['the friend lead type', { leadType: 'EMAILTOFRIEND' }, 'body.leadType'],
      ['a listing id of letters', { listingId: 'abc' }, 'body.listingId'],
      ['a request id with a space', { clientRequestId: 'has space' }, 'body.clientRequestId'],
    ])('answers 400 naming the field for %s, and writes nothing', async (_, overrides, field) => {
      const before = await outbox('recipient', 'sales@capitalhonda.example');
      const { status, body } = await emailOwner(ownerBody(overrides));
      expect(status).toBe(400);
      expect(body.error.field).toBe(field);
      expect(await outbox('recipient', 'sales@capitalhonda.example')).toHaveLength(before.length);
    });
  });

  it('never answers 500 to bodies built from the contracts keys with any values', async () => {
    const emailKeys = Object.keys(CONTRACTS.emailFriend.body.shape);
    const textKeys = Object.keys(CONTRACTS.shareText.body.shape);
    const ownerKeys = Object.keys(CONTRACTS.emailOwner.body.shape);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            url: fc.constant('/cars-for-sale/svc/leads/email/friend'),
            body: fc.dictionary(fc.constantFrom(...emailKeys), fc.anything()),
          }),
          fc.record({
            url: fc.constant('/cars-for-sale/share-text'),
            body: fc.dictionary(fc.constantFrom(...textKeys), fc.anything()),
          }),
          fc.record({
            url: fc.constant('/cars-for-sale/svc/leads/email/owner'),
            body: fc.dictionary(fc.constantFrom(...ownerKeys), fc.anything()),
          }),
          fc.record({
            url: fc.constantFrom(
              '/cars-for-sale/share-text',
              '/cars-for-sale/svc/leads/email/friend',
              '/cars-for-sale/svc/leads/email/owner',
            ),
            body: fc.anything(),
          }),
        ),
        async ({ url, body }) => {
          const reply = await api.app.inject({
            method: 'POST',
            url,
            payload: JSON.stringify(body ?? null),
            headers: { 'content-type': 'application/json' },
          });
          expect(reply.statusCode).toBe(400);
          expect(reply.json().error.field).toMatch(/^body/);
        },
      ),
      { numRuns: 80 },
    );
  });
});
