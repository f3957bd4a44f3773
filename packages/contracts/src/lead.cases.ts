import type { ContractCases } from './contract-case';

const EMAIL_FRIEND = {
  originPageUrl: 'https://forecourt.localhost/cars-for-sale/vehicle/712345678',
  listingId: '712345678',
  ownerId: '100234',
  name: 'Sam',
  toEmail: 'alex@example.com',
  toEmailAddress: 'alex@example.com',
  emailAddress: 'sam@example.com',
  fromEmailAddress: 'sam@example.com',
  clientRequestId: 'r-8f3a',
  originPage: 'vdp',
  searchZip: '78701',
  ccFlag: false,
  carIds: ['712345678'],
  leadType: 'EMAILTOFRIEND',
  cookieId: 'atc-1',
  myAtcUserLoggedIn: true,
};

const SHARE_TEXT = {
  requestId: 'share-712345678',
  alertConfigId: 'share-listing',
  dataMap: { mobile_number: '5125550100', sms_message: 'Sam: look at this one' },
};

const EMAIL_OWNER = {
  listingId: '712345678',
  name: 'Sam Lee',
  emailAddress: 'sam@example.com',
  phone: '5125550100',
  message: "Hi, I'm interested in the Used 2020 Honda Civic EX. Is it still available?",
  clientRequestId: '3f1c9a2e-5b7d-4e8f-9a10-2b3c4d5e6f70',
  originPageUrl: 'https://forecourt.localhost/cars-for-sale/vehicle/712345678',
  originPage: 'vdp',
  leadType: 'EMAILOWNER',
  myAtcUserLoggedIn: true,
};

/** Spec 001 s7: e-mail a friend, share by text; spec 001 s2: the e-mail modal (e-mail the seller). */
export const LEAD_CASES: ContractCases<'emailFriend' | 'shareText' | 'emailOwner'> = {
  emailFriend: {
    valid: [
      { request: { body: EMAIL_FRIEND } },
      {
        request: { body: { ...EMAIL_FRIEND, ccFlag: undefined, myAtcUserLoggedIn: undefined } },
        parsed: { body: { ccFlag: false, myAtcUserLoggedIn: false } },
      },
    ],
    reply: { success: true },
    invalid: [
      {
        rule: 'leadType EMAILTOFRIEND',
        request: { body: { ...EMAIL_FRIEND, leadType: 'CALL' } },
        field: 'body.leadType',
      },
      {
        rule: 'toEmailAddress',
        request: { body: { ...EMAIL_FRIEND, toEmailAddress: 'alex' } },
        field: 'body.toEmailAddress',
      },
      {
        rule: 'carIds [listingId]',
        request: { body: { ...EMAIL_FRIEND, carIds: ['x'] } },
        field: 'body.carIds[0]',
      },
      {
        rule: 'originPageUrl has no control character (a NUL cannot be stored)',
        request: { body: { ...EMAIL_FRIEND, originPageUrl: 'https://www.example.com/\u0000' } },
        field: 'body.originPageUrl',
      },
      {
        rule: 'clientRequestId (random) is printable ASCII',
        request: { body: { ...EMAIL_FRIEND, clientRequestId: 'id\u0000' } },
        field: 'body.clientRequestId',
      },
    ],
    badReplies: [
      { rule: 'errorMessage read', reply: { success: false, errorMessage: 42 }, path: 'errorMessage' },
    ],
  },
  shareText: {
    valid: [
      { request: { body: SHARE_TEXT } },
      { request: { body: { ...SHARE_TEXT, consumerId: 'c-1' } } },
      {
        // "Share-by-text phone is stripped to digits" (spec 001 s5), a leading +1 with it.
        request: {
          body: { ...SHARE_TEXT, dataMap: { ...SHARE_TEXT.dataMap, mobile_number: '(512) 555-0100' } },
        },
        parsed: { body: { dataMap: { mobile_number: '5125550100' } } },
      },
      {
        request: {
          body: { ...SHARE_TEXT, dataMap: { ...SHARE_TEXT.dataMap, mobile_number: '+1 512.555.0100' } },
        },
        parsed: { body: { dataMap: { mobile_number: '5125550100' } } },
      },
    ],
    reply: { success: false, errorMessage: 'We could not send your message.' },
    invalid: [
      {
        rule: 'Share-by-text phone is stripped to digits: ten of them',
        request: {
          body: { ...SHARE_TEXT, dataMap: { ...SHARE_TEXT.dataMap, mobile_number: '555-0100' } },
        },
        field: 'body.dataMap.mobile_number',
      },
      {
        rule: 'requestId (prefix plus listing id)',
        request: { body: { ...SHARE_TEXT, requestId: 'share-' } },
        field: 'body.requestId',
      },
      {
        rule: 'sms_message',
        request: { body: { ...SHARE_TEXT, dataMap: { mobile_number: '5125550100' } } },
        field: 'body.dataMap.sms_message',
      },
    ],
  },
  emailOwner: {
    valid: [
      { request: { body: EMAIL_OWNER } },
      {
        // Stripped to ten digits as the text share's mobile_number (spec 001 s5), a leading +1 with it.
        request: { body: { ...EMAIL_OWNER, phone: '+1 (512) 555-0100' } },
        parsed: { body: { phone: '5125550100' } },
      },
      {
        // The modal sends '' for a phone left empty.
        request: {
          body: { ...EMAIL_OWNER, phone: '', originPage: undefined, myAtcUserLoggedIn: undefined },
        },
        parsed: { body: { phone: undefined, myAtcUserLoggedIn: false } },
      },
      {
        request: { body: { ...EMAIL_OWNER, name: '  Sam  ', message: ' Hi.\r\nStill there? ' } },
        parsed: { body: { name: 'Sam', message: 'Hi.\r\nStill there?' } },
      },
    ],
    reply: { success: true },
    invalid: [
      {
        rule: 'leadType EMAILOWNER',
        request: { body: { ...EMAIL_OWNER, leadType: 'EMAILTOFRIEND' } },
        field: 'body.leadType',
      },
      {
        rule: "the shopper's e-mail address",
        request: { body: { ...EMAIL_OWNER, emailAddress: 'sam' } },
        field: 'body.emailAddress',
      },
      {
        rule: 'phone stripped to digits: ten of them',
        request: { body: { ...EMAIL_OWNER, phone: '555-0100' } },
        field: 'body.phone',
      },
      { rule: 'name', request: { body: { ...EMAIL_OWNER, name: ' ' } }, field: 'body.name' },
      {
        rule: 'name is one line',
        request: { body: { ...EMAIL_OWNER, name: 'Sam\r\nBcc: x@example.com' } },
        field: 'body.name',
      },
      {
        rule: 'message up to 2000 characters',
        request: { body: { ...EMAIL_OWNER, message: 'x'.repeat(2001) } },
        field: 'body.message',
      },
      {
        rule: 'message without control characters',
        request: { body: { ...EMAIL_OWNER, message: 'a\u0000b' } },
        field: 'body.message',
      },
      {
        rule: 'clientRequestId',
        request: { body: { ...EMAIL_OWNER, clientRequestId: '' } },
        field: 'body.clientRequestId',
      },
      {
        rule: 'listingId',
        request: { body: { ...EMAIL_OWNER, listingId: undefined } },
        field: 'body.listingId',
      },
    ],
    badReplies: [
      { rule: 'errorMessage read', reply: { success: false, errorMessage: 42 }, path: 'errorMessage' },
    ],
  },
};
