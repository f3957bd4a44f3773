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

/** Spec 001 s7: e-mail a friend, share by text. */
export const LEAD_CASES: ContractCases<'emailFriend' | 'shareText'> = {
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
};
