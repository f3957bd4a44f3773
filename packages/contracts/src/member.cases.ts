import type { ContractCases } from './contract-case';
import { ACCOUNT_VEHICLE, SEARCH_BOOKMARK, VEHICLE_BOOKMARK } from './test-fixtures';

type MemberCall =
  | 'saveBestDeals'
  | 'getBookmarkInfo'
  | 'getAccountVehicles'
  | 'addAccountVehicle'
  | 'updateAccountVehicle'
  | 'deleteAccountVehicle'
  | 'getUnreadNotificationsCount';

/** Spec 000 s7: the myatc API, the user account API, the notifications service. */
export const MEMBER_CASES: ContractCases<MemberCall> = {
  saveBestDeals: {
    valid: [
      {
        request: {
          body: {
            search: { bestDealsOptIn: true, userId: 'u-1', zipcode: '78701', styleCodes: ['suvcross'] },
            email: 'sam@example.com',
          },
        },
        parsed: { body: { search: { styleCodes: ['SUVCROSS'] } } },
      },
    ],
    reply: { message: 'USEREXISTS' },
    invalid: [
      {
        rule: 'search (bestDealsOptIn, userId, zipcode, ...)',
        request: { body: { search: { bestDealsOptIn: true, zipcode: '787' }, email: 'sam@example.com' } },
        field: 'body.search.zipcode',
      },
      {
        rule: 'plus email',
        request: { body: { search: { bestDealsOptIn: true, zipcode: '78701' } } },
        field: 'body.email',
      },
      {
        rule: 'optional styleCodes',
        request: {
          body: {
            search: { bestDealsOptIn: true, zipcode: '78701', styleCodes: ['SPACESHIP'] },
            email: 'sam@example.com',
          },
        },
        field: 'body.search.styleCodes[0]',
      },
    ],
  },
  getBookmarkInfo: {
    valid: [{ request: {} }],
    reply: { bookmarks: { inventoryBookmarks: [VEHICLE_BOOKMARK], searchBookmarks: [SEARCH_BOOKMARK] } },
    invalid: [],
    badReplies: [
      {
        rule: 'bookmarks',
        reply: { bookmarks: { inventoryBookmarks: [{ title: 'x' }], searchBookmarks: [] } },
        path: 'bookmarks.inventoryBookmarks[0].id',
      },
    ],
  },
  getAccountVehicles: {
    valid: [{ request: {} }],
    reply: [ACCOUNT_VEHICLE],
    invalid: [],
  },
  addAccountVehicle: {
    valid: [
      {
        request: { body: { vin: '1hgcv1f34la012345', zip: '78701' } },
        parsed: { body: { vin: '1HGCV1F34LA012345' } },
      },
      { request: { body: { year: 2018, make: 'Ford', model: 'F-150', zip: '78701' } } },
    ],
    reply: [ACCOUNT_VEHICLE],
    invalid: [
      { rule: 'a VIN, or a year, make and model', request: { body: { zip: '78701' } }, field: 'body.vin' },
      {
        rule: 'a year, make and model',
        request: { body: { year: 2018, make: 'Ford', zip: '78701' } },
        field: 'body.model',
      },
      { rule: 'with the ZIP', request: { body: { vin: '1HGCV1F34LA012345' } }, field: 'body.zip' },
      {
        rule: 'a VIN is 17 characters',
        request: { body: { vin: '1HGCV1F34', zip: '78701' } },
        field: 'body.vin',
      },
    ],
  },
  updateAccountVehicle: {
    valid: [
      {
        request: {
          params: { vehicleId: 'v-1' },
          body: { year: 2018, make: 'Ford', model: 'F-150', mileage: 61_000 },
        },
      },
    ],
    reply: [{ ...ACCOUNT_VEHICLE, mileage: 61_000 }],
    invalid: [
      {
        rule: 'PUT vehicle/id/{vehicleId}',
        request: { params: { vehicleId: 'a/b' }, body: {} },
        field: 'params.vehicleId',
      },
      {
        rule: 'vehicle for PUT',
        request: { params: { vehicleId: 'v-1' }, body: { year: 18 } },
        field: 'body.year',
      },
    ],
  },
  deleteAccountVehicle: {
    valid: [{ request: { params: { id: 'v-1' } } }],
    reply: [],
    invalid: [{ rule: 'DELETE vehicle/id/{id}', request: { params: {} }, field: 'params.id' }],
  },
  getUnreadNotificationsCount: {
    valid: [{ request: { body: { query: 'query { unreadNotificationsCount }' } } }],
    reply: { data: { unreadNotificationsCount: 3 } },
    invalid: [
      {
        rule: 'GraphQL query for unreadNotificationsCount',
        request: { body: { query: '{ me { name } }' } },
        field: 'body.query',
      },
    ],
    badReplies: [
      {
        rule: 'unread count',
        reply: { data: { unreadNotificationsCount: -1 } },
        path: 'data.unreadNotificationsCount',
      },
    ],
  },
};
