import type { ContractCases } from './contract-case';
import { OWNED_VEHICLE, SEARCH_BOOKMARK } from './test-fixtures';

type AccountCall =
  | 'saveVehicle'
  | 'deleteBookmark'
  | 'persistQuickSaveVehicles'
  | 'saveSearch'
  | 'deleteSearch'
  | 'optOut'
  | 'optOutSearch'
  | 'validateProfileForm'
  | 'lightUserSearch'
  | 'getUserInfo'
  | 'getConsumer'
  | 'getOwnedVehicles'
  | 'deleteOwnedVehicle'
  | 'updateProfileCache';

/** Spec 000 s7, the account API calls. */
export const ACCOUNT_CASES: ContractCases<AccountCall> = {
  saveVehicle: {
    valid: [
      { request: { body: { listingId: '712345678' } } },
      {
        request: {
          body: {
            bookmarkId: 'b-2',
            mobilePhone: '5125550100',
            enableEmailAlerts: true,
            enableTextAlerts: false,
            notes: 'Call after 5',
            title: 'The red one',
            overwriteFlag: true,
            version: 3,
          },
        },
      },
    ],
    reply: {
      msgs: [{ severity: 'WARN', value: 'This vehicle was updated elsewhere' }],
      bookmarkSaved: true,
      bookmarkAlreadySaved: false,
      version: 1,
      id: 'b-2',
      cacheType: 'vehicle',
    },
    invalid: [
      {
        rule: 'listingId to save; to update: bookmarkId',
        request: { body: { notes: 'x' } },
        field: 'body.listingId',
      },
      {
        rule: 'listing ids are digits, 5 or more',
        request: { body: { listingId: '12' } },
        field: 'body.listingId',
      },
      {
        rule: 'Non-digits are stripped before sending',
        request: { body: { bookmarkId: 'b-2', mobilePhone: '(512) 555-0100' } },
        field: 'body.mobilePhone',
      },
      { rule: 'a JSON object body', request: { body: 'listingId=712345678' }, field: 'body' },
    ],
    badReplies: [
      {
        rule: 'severities WARN and ERROR',
        reply: { bookmarkSaved: true, bookmarkAlreadySaved: false, msgs: [{ severity: 'INFO', value: 'x' }] },
        path: 'msgs[0].severity',
      },
    ],
  },
  deleteBookmark: {
    valid: [{ request: { body: { listing: { listingId: '712345678', bookmarkId: 'b-2', version: 1 } } } }],
    reply: { bookmark: { isDeleted: true } },
    invalid: [
      { rule: 'the listing', request: { body: {} }, field: 'body.listing' },
      {
        rule: 'Saved listing: listingId, bookmarkId',
        request: { body: { listing: { listingId: '712345678' } } },
        field: 'body.listing.bookmarkId',
      },
    ],
    badReplies: [{ rule: 'bookmark isDeleted', reply: { bookmark: {} }, path: 'bookmark.isDeleted' }],
  },
  persistQuickSaveVehicles: {
    valid: [
      {
        request: { body: { listingIds: '712345678,712345679' } },
        parsed: { body: { listingIds: ['712345678', '712345679'] } },
      },
      { request: { body: { listingIds: ['712345678'] } }, parsed: { body: { listingIds: ['712345678'] } } },
    ],
    reply: {
      createdBookmarkBeans: [{ id: 'b-3', listingId: '712345678', version: 0 }],
      deletedBookmarkBeans: [],
      failedToCreateBookmarkBeans: [{ listingId: '712345679' }],
      failedToDeleteBookmarkBeans: [],
    },
    invalid: [
      {
        rule: 'listingIds as a comma-joined string',
        request: { body: { listingIds: '' } },
        field: 'body.listingIds',
      },
      {
        rule: 'listing ids are digits',
        request: { body: { listingIds: '712345678,abc' } },
        field: 'body.listingIds[1]',
      },
    ],
  },
  saveSearch: {
    valid: [
      {
        request: {
          body: {
            brand: 'at',
            searchName: 'Civics',
            searchParams: { makeCode: ['HONDA'] },
            sendEmailAlerts: true,
          },
        },
        parsed: { body: { brand: 'AT' } },
      },
      {
        request: {
          body: { bookmarkId: 'b-1', brand: 'atc', sendTextAlerts: true, mobilePhone: '5125550100' },
        },
        parsed: { body: { brand: 'KBB' } },
      },
      { request: { body: { bookmarkId: 'b-1' } }, parsed: { body: { brand: 'KBB' } } },
      {
        request: { body: { bookmarkId: 'b-1', alertCadence: 'weekly' } },
        parsed: { body: { brand: 'KBB' } },
      },
    ],
    reply: { ...SEARCH_BOOKMARK, isExisting: false, responseCode: '200' },
    invalid: [
      { rule: 'save or update a search', request: { body: { brand: 'AT' } }, field: 'body.searchParams' },
      {
        rule: 'an alert cadence is instant, daily or weekly',
        request: { body: { bookmarkId: 'b-1', alertCadence: 'hourly' } },
        field: 'body.alertCadence',
      },
      {
        rule: 'search criteria are text',
        request: { body: { brand: 'AT', searchParams: { zip: 78701 } } },
        field: 'body.searchParams.zip',
      },
    ],
  },
  deleteSearch: {
    valid: [{ request: { body: { bookmarkId: 'b-1', version: 2 } } }],
    reply: { responseCode: '200' },
    invalid: [{ rule: 'bookmarkId, version', request: { body: { version: 2 } }, field: 'body.bookmarkId' }],
    badReplies: [{ rule: "responseCode is '200'", reply: { responseCode: 200 }, path: 'responseCode' }],
  },
  optOut: {
    valid: [{ request: { body: { userId: 'u-1' } } }],
    reply: { userId: 'u-1' },
    invalid: [{ rule: 'userId', request: { body: { userId: '' } }, field: 'body.userId' }],
  },
  optOutSearch: {
    valid: [{ request: { body: { userId: 'u-1' } } }],
    reply: { message: 'No saved searches' },
    invalid: [{ rule: 'userId', request: { body: {} }, field: 'body.userId' }],
  },
  validateProfileForm: {
    valid: [
      {
        request: {
          body: { currentPhoneNumber: '5125550100', updatedPhoneNumber: '5125550199', zipCode: '7870' },
        },
      },
    ],
    reply: {
      success: false,
      zipCodeError: 'Please enter a valid zip code',
      formattedUserPhone: '(512) 555-0199',
    },
    invalid: [
      {
        rule: 'Non-digits are stripped before sending',
        request: {
          body: { currentPhoneNumber: '5125550100', updatedPhoneNumber: '512-555-0199', zipCode: '78701' },
        },
        field: 'body.updatedPhoneNumber',
      },
    ],
  },
  lightUserSearch: {
    valid: [
      {
        request: {
          body: { emailAddress: 'sam@example.com', brand: 'KBB', searchParams: { makeCode: 'HONDA' } },
        },
      },
    ],
    reply: {
      status: 200,
      consumerId: 'c-1',
      bookmarkSaved: true,
      bookmarkAlreadySaved: false,
      isOverLimit: false,
    },
    invalid: [
      {
        rule: 'Light registration needs an e-mail address',
        request: { body: { searchParams: { zip: '78701' } } },
        field: 'body.emailAddress',
      },
      {
        rule: '... and a search',
        request: { body: { emailAddress: 'sam@example.com', searchParams: {} } },
        field: 'body.searchParams',
      },
      {
        rule: 'an e-mail address',
        request: { body: { emailAddress: 'sam', searchParams: { zip: '78701' } } },
        field: 'body.emailAddress',
      },
    ],
  },
  getUserInfo: {
    valid: [
      { request: { query: { brand: 'kbb' } }, parsed: { query: { brand: 'KBB' } } },
      { request: { query: { brand: ['At', 'KBB'] } }, parsed: { query: { brand: 'AT' } } },
      { request: { query: {} }, parsed: { query: { brand: 'KBB' } } },
    ],
    reply: { firstName: 'Sam', email: 'sam@example.com', searchIds: ['b-1'], carIds: ['712345678'] },
    invalid: [],
    badReplies: [{ rule: 'searchIds, carIds', reply: { firstName: 'Sam', searchIds: [] }, path: 'carIds' }],
  },
  getConsumer: {
    valid: [{ request: {} }],
    reply: { consumerid: 'c-1', email: 'sam@example.com', phone: '5125550100' },
    invalid: [],
    badReplies: [
      { rule: 'consumerid, email, phone', reply: { email: 'sam@example.com' }, path: 'consumerid' },
    ],
  },
  getOwnedVehicles: {
    valid: [{ request: {} }],
    reply: [
      OWNED_VEHICLE,
      { vehicleid: 'ov-2', vehicle_details: { latest_zipcode: null }, kbb_vehicle_id: null },
    ],
    invalid: [],
    badReplies: [
      {
        rule: 'vehicle_details.latest_zipcode',
        reply: [{ vehicleid: 'ov-3', kbb_vehicle_id: null }],
        path: '[0].vehicle_details',
      },
    ],
  },
  deleteOwnedVehicle: {
    valid: [{ request: { query: { vehicleId: 'ov-1' } } }],
    reply: [],
    invalid: [{ rule: 'vehicleId for delete', request: { query: {} }, field: 'query.vehicleId' }],
  },
  updateProfileCache: {
    valid: [{ request: { body: { carIds: ['712345678'] } } }],
    reply: { carIds: ['712345678'], searchIds: [] },
    invalid: [{ rule: 'sends carIds', request: { body: { searchIds: [] } }, field: 'body.carIds' }],
  },
};
