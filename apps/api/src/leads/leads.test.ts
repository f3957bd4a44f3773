import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_ORIGIN,
  emailFriendMessage,
  emailHiddenMessage,
  emailOwnerMessage,
  escapeHtml,
  formatPhone,
  multiLine,
  OWNER_EMAIL_LIMITS,
  oneLine,
  ownerRecipientLimitMessage,
  ownerSenderLimitMessage,
  recipientLimitMessage,
  SHARE_LIMITS,
  type SharedListing,
  senderLimitMessage,
  shareLinkOrigin,
  shareTextMessage,
} from './index';

const LISTING: SharedListing = {
  id: '712345678',
  ownerId: 100_001,
  title: 'Used 2020 Honda Civic EX',
  price: '$21,000',
  path: '/cars-for-sale/vehicle/712345678',
};

describe('share limits', () => {
  it('are 10 per sender an hour and 3 per recipient a day', () => {
    expect(SHARE_LIMITS.sender).toMatchObject({ max: 10, windowMs: 3_600_000 });
    expect(SHARE_LIMITS.recipient).toMatchObject({ max: 3, windowMs: 86_400_000 });
    expect(senderLimitMessage(SHARE_LIMITS.sender)).toBe(
      'You have shared 10 cars in the last hour, the most we send for one person. Please try again later.',
    );
    expect(recipientLimitMessage(SHARE_LIMITS.recipient)).toBe(
      'This person has already been sent 3 cars in the last 24 hours, the most we send to anyone. Please try again later.',
    );
  });
});

describe('the link origin', () => {
  it.each([
    ['https://kbb.localhost/cars-for-sale/vehicle/712345678', 'https://kbb.localhost'],
    ['https://www.kbb.com/cars-for-sale/vehicle/712345678?x=1', 'https://www.kbb.com'],
    ['https://kbb.forecourt.localhost/x', 'https://kbb.forecourt.localhost'],
    ['http://localhost:3001/cars-for-sale', 'http://localhost:3001'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
    ['https://evil.example/cars-for-sale', DEFAULT_SITE_ORIGIN],
    ['https://kbb.com.evil.example/', DEFAULT_SITE_ORIGIN],
    ['https://user:pass@kbb.com/', DEFAULT_SITE_ORIGIN],
    ['javascript:alert(1)', DEFAULT_SITE_ORIGIN],
    ['/cars-for-sale/vehicle/712345678', DEFAULT_SITE_ORIGIN],
    ['', DEFAULT_SITE_ORIGIN],
  ])('of a share from %s is %s', (originPageUrl, origin) => {
    expect(shareLinkOrigin(originPageUrl)).toBe(origin);
  });
});

describe('text cleaning', () => {
  it.each([
    ['Sam\r\nBcc: x@example.com', 'Sam Bcc: x@example.com'],
    ['  Sam \t Lee ', 'Sam Lee'],
    ['Sam\u2028Lee\u0000', 'Sam Lee'],
  ])('oneLine(%j) is %j', (input, output) => {
    expect(oneLine(input)).toBe(output);
  });

  it('multiLine keeps line breaks and drops other control characters', () => {
    expect(multiLine('Sam:\r\nlook\u0007 at\rthis\u2028one')).toBe('Sam:\nlook at\nthis\none');
  });

  it('escapeHtml escapes what can break out of an element or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('messages', () => {
  it('name the sender by name, else by address', () => {
    const link = 'https://kbb.localhost/cars-for-sale/vehicle/712345678';
    const named = emailFriendMessage({
      listing: LISTING,
      link,
      senderName: 'Sam',
      fromEmailAddress: 'sam@example.com',
    });
    expect(named.subject).toBe('Sam shared a car with you: Used 2020 Honda Civic EX');
    const unnamed = emailFriendMessage({
      listing: LISTING,
      link,
      senderName: '  ',
      fromEmailAddress: 'sam@example.com',
    });
    expect(unnamed.subject).toBe('sam@example.com shared a car with you: Used 2020 Honda Civic EX');
    expect(unnamed.text.split('\n')[0]).toBe('sam@example.com thought you would like this car:');
    expect(unnamed.html).toContain(`<a href="${link}">Used 2020 Honda Civic EX</a><br>$21,000`);
  });

  it('text the shopper words, then the car and its link', () => {
    expect(
      shareTextMessage(LISTING, 'http://localhost:3000/cars-for-sale/vehicle/712345678', ' Sam: look '),
    ).toBe(
      'Sam: look\nUsed 2020 Honda Civic EX $21,000\nhttp://localhost:3000/cars-for-sale/vehicle/712345678',
    );
  });
});

describe('e-mailing a seller', () => {
  const link = 'http://localhost:3000/cars-for-sale/vehicle/712345678';

  it("has the shares' sender limit and a seller limit of 30 an hour", () => {
    expect(OWNER_EMAIL_LIMITS.sender).toBe(SHARE_LIMITS.sender);
    expect(OWNER_EMAIL_LIMITS.recipient).toMatchObject({ max: 30, windowMs: 3_600_000 });
    expect(ownerSenderLimitMessage(OWNER_EMAIL_LIMITS.sender)).toBe(
      'You have sent 10 messages in the last hour, the most we send for one person. Please try again later.',
    );
    expect(ownerRecipientLimitMessage(OWNER_EMAIL_LIMITS.recipient)).toBe(
      'This seller has been sent 30 messages in the last hour, the most we pass on. Please call the seller or try again later.',
    );
  });

  it.each([
    ['5125550100', '(512) 555-0100'],
    ['555010', '555010'],
  ])('formatPhone(%j) is %j', (digits, formatted) => {
    expect(formatPhone(digits)).toBe(formatted);
  });

  it.each([
    [
      '5125550177',
      'This seller does not take messages by e-mail. Please call the seller at (512) 555-0177 instead.',
    ],
    [null, 'This seller does not take messages by e-mail. Please call the seller instead.'],
  ])('tells the shopper to call a seller without the e-mail form (phone %j)', (phone, message) => {
    expect(emailHiddenMessage(phone)).toBe(message);
  });

  it('puts the message first, then how to reach the shopper, then the listing', () => {
    const email = emailOwnerMessage({
      listing: LISTING,
      link,
      name: 'Sam\r\nBcc: x@example.com',
      emailAddress: 'sam@example.com',
      phone: '5125550123',
      message: 'Hi <there>,\r\nstill for sale?\u0007',
    });
    expect(email.subject).toBe('Sam Bcc: x@example.com wrote about your Used 2020 Honda Civic EX');
    expect(email.text).toBe(
      [
        'Sam Bcc: x@example.com wrote to you about your Used 2020 Honda Civic EX ($21,000):',
        '',
        'Hi <there>,',
        'still for sale?',
        '',
        'Name: Sam Bcc: x@example.com',
        'E-mail: sam@example.com',
        'Phone: (512) 555-0123',
        '',
        `The listing: ${link}`,
        '',
        'Reply to this e-mail to answer Sam Bcc: x@example.com.',
      ].join('\n'),
    );
    expect(email.html).toContain('<p>Hi &lt;there&gt;,<br>still for sale?</p>');
    expect(email.html).toContain(`<a href="${link}">Used 2020 Honda Civic EX</a> ($21,000)`);
  });

  it('leaves the phone out when the shopper gave none', () => {
    const email = emailOwnerMessage({
      listing: LISTING,
      link,
      name: 'Sam',
      emailAddress: 'sam@example.com',
      phone: undefined,
      message: 'Still there?',
    });
    expect(email.text).not.toContain('Phone');
    expect(email.html).toContain('<p>Name: Sam<br>E-mail: sam@example.com</p>');
  });
});
