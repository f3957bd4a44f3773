import { ownedVehicleCount } from '@forecourt/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIGHT_ISSUER } from '../accounts/light-registration';
import {
  ACCOUNT_LISTINGS,
  accountRows,
  addNotification,
  caller,
  seedAccountListings,
} from '../testing/account-fixtures';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';

// Spec 000 s5 (phone, zip), s4 (light registration, best deals), s3 (profile, owned vehicles and the count rule),
// s7 (userinfo, bookmarkInfo, consumer-vehicle-owners, user account vehicles, psx-notifications); spec 002 s7
// (GET /account-api/consumer).

const [A1, A2] = ACCOUNT_LISTINGS.active.map(String) as [string, string];

describe.each(ENGINES)('profile, registration, owned cars and notifications on %s', (engine) => {
  let api: TestApi;
  const send = caller(() => api.app);
  beforeAll(async () => {
    api = await createTestApi(engine);
    await seedAccountListings(api.database.db);
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('POST /account-api/validateProfileForm', () => {
    it.each([
      [
        'a ten-digit phone, formatted (nnn) nnn-nnnn',
        '5125550100',
        '78701',
        { success: true, formattedUserPhone: '(512) 555-0100' },
      ],
      [
        'a leading country code 1',
        '15125550100',
        '',
        { success: true, formattedUserPhone: '(512) 555-0100' },
      ],
      ['no phone and no zip', '', '', { success: true, formattedUserPhone: '' }],
      [
        'a short phone',
        '512555',
        '78701',
        { success: false, phoneNumberError: 'Please enter a valid phone number.' },
      ],
      [
        'an area code starting with 1',
        '1125550100',
        '78701',
        { success: false, phoneNumberError: 'Please enter a valid phone number.' },
      ],
      [
        'a zip of four digits',
        '5125550100',
        '7870',
        {
          success: false,
          zipCodeError: 'zipcode is missing or invalid',
          formattedUserPhone: '(512) 555-0100',
        },
      ],
      [
        'a zip no place has',
        '5125550100',
        '00000',
        {
          success: false,
          zipCodeError: 'zipcode is missing or invalid',
          formattedUserPhone: '(512) 555-0100',
        },
      ],
    ])('%s', async (_, updatedPhoneNumber, zipCode, expected) => {
      const { authorization } = await api.signIn('profile-editor');
      const reply = await send(
        'POST',
        '/account-api/validateProfileForm',
        { currentPhoneNumber: '', updatedPhoneNumber, zipCode },
        authorization,
      );
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(expected);
    });

    it('400s malformed input naming the field', async () => {
      const { authorization } = await api.signIn('profile-editor');
      const reply = await send(
        'POST',
        '/account-api/validateProfileForm',
        { currentPhoneNumber: '', updatedPhoneNumber: '(512) 555-0100', zipCode: '' },
        authorization,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.error.field).toBe('body.updatedPhoneNumber');
      const noZip = await send(
        'POST',
        '/account-api/validateProfileForm',
        { currentPhoneNumber: '', updatedPhoneNumber: '' },
        authorization,
      );
      expect(noZip.body.error.field).toBe('body.zipCode');
    });
  });

  describe('POST /account-api/lightuser/search (anonymous)', () => {
    it('moves what an address registered into the account that signs in with it verified, and only then', async () => {
      const register = (emailAddress: string) =>
        send('POST', '/account-api/lightuser/search', {
          emailAddress,
          brand: 'kbb',
          searchParams: { makeCode: ['SUBARU'] },
        });
      const verified = await register('merge.me@example.com');
      const unverified = await register('keep.me@example.com');

      const shopper = await api.issuer.token('merge-owner', {
        email: 'merge.me@example.com',
        emailVerified: true,
      });
      const signedIn = await api.app.authenticate({
        headers: { authorization: `Bearer ${shopper}` },
      } as never);
      const moved = await accountRows(api.database.db, signedIn?.consumerId as string);
      expect(moved.savedSearches).toHaveLength(1);
      expect((await accountRows(api.database.db, verified.body.consumerId)).consumer).toBeUndefined();

      // An address the provider did not verify could be anyone's: nothing moves.
      const claimant = await api.issuer.token('keep-claimant', { email: 'keep.me@example.com' });
      const other = await api.app.authenticate({ headers: { authorization: `Bearer ${claimant}` } } as never);
      expect((await accountRows(api.database.db, other?.consumerId as string)).savedSearches).toHaveLength(0);
      expect((await accountRows(api.database.db, unverified.body.consumerId)).savedSearches).toHaveLength(1);
    });

    it('creates one light consumer per address, saves the search, then reports it already saved', async () => {
      const body = {
        emailAddress: 'Light@Example.com',
        brand: 'kbb',
        searchParams: { makeCode: ['TOYOTA'] },
      };
      const first = await send('POST', '/account-api/lightuser/search', body);
      expect(first.body).toEqual({
        status: 200,
        consumerId: expect.any(String),
        bookmarkSaved: true,
        bookmarkAlreadySaved: false,
        isOverLimit: false,
      });
      const second = await send('POST', '/account-api/lightuser/search', {
        ...body,
        emailAddress: 'light@example.com',
      });
      expect(second.body).toEqual({
        status: 200,
        consumerId: first.body.consumerId,
        bookmarkSaved: false,
        bookmarkAlreadySaved: true,
        isOverLimit: false,
      });
      const rows = await accountRows(api.database.db, first.body.consumerId);
      expect(rows.consumer).toMatchObject({ light: true, issuer: LIGHT_ISSUER, email: 'light@example.com' });
      expect(rows.savedSearches).toHaveLength(1);
      expect(rows.savedSearches[0]).toMatchObject({ brand: 'KBB', email_alerts: true });
    });

    it('never adds to the signed-in account of the same address', async () => {
      const { consumerId } = await api.signIn('owner-of-address');
      const reply = await send('POST', '/account-api/lightuser/search', {
        emailAddress: 'owner-of-address@example.com',
        brand: 'AT',
        searchParams: { makeCode: 'BMW' },
      });
      expect(reply.body.consumerId).not.toBe(consumerId);
      expect((await accountRows(api.database.db, consumerId)).savedSearches).toEqual([]);
    });

    it("400s malformed input naming the field: 'Light registration needs an e-mail address and a search.'", async () => {
      const noSearch = await send('POST', '/account-api/lightuser/search', {
        emailAddress: 'a@example.com',
        brand: 'AT',
        searchParams: {},
      });
      expect(noSearch.status).toBe(400);
      expect(noSearch.body.error).toMatchObject({
        field: 'body.searchParams',
        message: expect.stringContaining('Light registration needs an e-mail address and a search.'),
      });
      const noEmail = await send('POST', '/account-api/lightuser/search', {
        emailAddress: 'nope',
        brand: 'AT',
        searchParams: { makeCode: 'BMW' },
      });
      expect(noEmail.body.error.field).toBe('body.emailAddress');
    });
  });

  describe('POST /myatc-api/savebestdeals', () => {
    it("opts in (status 200), answers 'userexists' the second time, opts out (status 200)", async () => {
      const { authorization, consumerId } = await api.signIn('deal-hunter');
      const body = {
        search: { bestDealsOptIn: true, userId: consumerId, zipcode: '78701', styleCodes: ['SUVCROSS'] },
        email: 'deal-hunter@example.com',
      };
      expect((await send('POST', '/myatc-api/savebestdeals', body, authorization)).body).toEqual({
        status: 200,
      });
      expect((await send('POST', '/myatc-api/savebestdeals', body, authorization)).body).toEqual({
        message: 'userexists',
      });
      expect((await accountRows(api.database.db, consumerId)).consumer?.best_deals).toMatchObject({
        zipcode: '78701',
        styleCodes: ['SUVCROSS'],
      });
      const out = await send(
        'POST',
        '/myatc-api/savebestdeals',
        { ...body, search: { ...body.search, bestDealsOptIn: false } },
        authorization,
      );
      expect(out.body).toEqual({ status: 200 });
      expect((await accountRows(api.database.db, consumerId)).consumer?.best_deals).toBeNull();
    });

    it('400s malformed input naming the field', async () => {
      const { authorization } = await api.signIn('deal-hunter');
      const reply = await send(
        'POST',
        '/myatc-api/savebestdeals',
        { search: { bestDealsOptIn: true, zipcode: '787' }, email: 'x@example.com' },
        authorization,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.error.field).toBe('body.search.zipcode');
    });
  });

  describe('userinfo, consumer, bookmarkInfo and the profile cache', () => {
    it('answers the profile, the saved-search ids of the brand and every saved car id', async () => {
      const { authorization, consumerId } = await api.signIn('profiled');
      await api.database.db
        .updateTable('consumers')
        .set({ first_name: 'Ada', last_name: 'Lovelace', phone: '5125550100' })
        .where('id', '=', consumerId)
        .execute();
      const at = (
        await send(
          'POST',
          '/account-api/search',
          { brand: 'AT', searchParams: { makeCode: 'AUDI' } },
          authorization,
        )
      ).body;
      const kbb = (
        await send(
          'POST',
          '/account-api/search',
          { brand: 'KBB', searchParams: { makeCode: 'AUDI' } },
          authorization,
        )
      ).body;
      await send('POST', '/account-api/vehicle', { listingId: A1 }, authorization);
      expect((await send('GET', '/account-api/userinfo?brand=at', undefined, authorization)).body).toEqual({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'profiled@example.com',
        phone: '(512) 555-0100',
        searchIds: [at.id],
        carIds: [A1],
      });
      expect(
        (await send('GET', '/account-api/userinfo?brand=KBB', undefined, authorization)).body.searchIds,
      ).toEqual([kbb.id]);
      expect((await send('GET', '/account-api/consumer', undefined, authorization)).body).toEqual({
        consumerid: consumerId,
        email: 'profiled@example.com',
        phone: '5125550100',
      });
      const info = (await send('GET', '/myatc-api/bookmarkInfo', undefined, authorization)).body;
      expect(info.bookmarks.inventoryBookmarks).toEqual([
        expect.objectContaining({
          listingId: A1,
          isSaved: true,
          version: 1,
          hasEmailAlerts: false,
          hasTextAlerts: false,
        }),
      ]);
      expect(info.bookmarks.searchBookmarks.map((item: { id: string }) => item.id)).toEqual([at.id, kbb.id]);
      // A car with no text-alert phone lists none; once one is stored, the list carries it, formatted, so an
      // edit of the car opens with it.
      expect(info.bookmarks.inventoryBookmarks[0]).not.toHaveProperty('mobilePhone');
      const bookmarkId = info.bookmarks.inventoryBookmarks[0].id;
      await send(
        'POST',
        '/account-api/vehicle',
        { bookmarkId, mobilePhone: '5125550123', enableTextAlerts: true },
        authorization,
      );
      await send('POST', '/account-api/vehicle', { bookmarkId, notes: 'kept' }, authorization);
      const after = (await send('GET', '/myatc-api/bookmarkInfo', undefined, authorization)).body;
      expect(after.bookmarks.inventoryBookmarks[0]).toMatchObject({
        notes: 'kept',
        hasTextAlerts: true,
        mobilePhone: '(512) 555-0123',
      });

      const cache = await send(
        'PUT',
        '/account-api/profilecache',
        { carIds: [A1, A2, A1, 'not-a-listing'], searchIds: [at.id, 'someone-elses'] },
        authorization,
      );
      expect(cache.body).toEqual({ carIds: [A1, A2], searchIds: [at.id] });
      expect((await accountRows(api.database.db, consumerId)).consumer?.profile_cache).toEqual({
        carIds: [A1, A2],
        searchIds: [at.id],
      });
    });

    it('400s malformed input naming the field', async () => {
      const { authorization } = await api.signIn('profiled');
      const reply = await send('PUT', '/account-api/profilecache', { searchIds: [] }, authorization);
      expect(reply.status).toBe(400);
      expect(reply.body.error.field).toBe('body.carIds');
    });
  });

  describe('owned vehicles: consumer-vehicle-owners and the user account API', () => {
    it('lists one table both ways; only cars with a zip and a valuation id count (spec 000 s3)', async () => {
      const { authorization } = await api.signIn('car-owner');
      await send(
        'PUT',
        '/user-account-api/vehicle/id/car-1',
        { year: 2019, make: 'Honda', model: 'Civic', zip: '78701', kbbVehicleId: '4411' },
        authorization,
      );
      const list = await send(
        'PUT',
        '/user-account-api/vehicle/id/car-2',
        { year: 2015, make: 'Ford', nickname: 'Old one' },
        authorization,
      );
      expect(list.body).toEqual([
        { id: 'car-1', year: 2019, make: 'Honda', model: 'Civic', zip: '78701', kbbVehicleId: '4411' },
        { id: 'car-2', year: 2015, make: 'Ford', nickname: 'Old one' },
      ]);
      const owned = (
        await send('GET', '/account-api/consumer/consumer-vehicle-owners', undefined, authorization)
      ).body;
      expect(owned).toEqual([
        {
          vehicleid: 'car-1',
          vehicle_details: { latest_zipcode: '78701', year: 2019, make: 'Honda', model: 'Civic' },
          kbb_vehicle_id: '4411',
        },
        {
          vehicleid: 'car-2',
          vehicle_details: { latest_zipcode: null, year: 2015, make: 'Ford' },
          kbb_vehicle_id: null,
        },
      ]);
      expect(ownedVehicleCount(owned)).toBe(1);

      const replaced = await send(
        'PUT',
        '/user-account-api/vehicle/id/car-2',
        { year: 2016, make: 'Ford', zip: '53703', kbbVehicleId: '99' },
        authorization,
      );
      expect(replaced.body[1]).toEqual({
        id: 'car-2',
        year: 2016,
        make: 'Ford',
        zip: '53703',
        kbbVehicleId: '99',
      });
      expect(
        ownedVehicleCount(
          (await send('GET', '/account-api/consumer/consumer-vehicle-owners', undefined, authorization)).body,
        ),
      ).toBe(2);

      expect(
        (
          await send(
            'DELETE',
            '/account-api/consumer/consumer-vehicle-owners?vehicleId=car-1',
            undefined,
            authorization,
          )
        ).body,
      ).toHaveLength(1);
      expect(
        (await send('DELETE', '/user-account-api/vehicle/id/car-2', undefined, authorization)).body,
      ).toEqual([]);
      expect((await send('GET', '/user-account-api/vehicles', undefined, authorization)).body).toEqual([]);
      expect(
        (await send('DELETE', '/user-account-api/vehicle/id/car-2', undefined, authorization)).status,
      ).toBe(404);
    });

    it('adds a car by VIN or by year/make/model with its ZIP; each counts; another shopper never sees them', async () => {
      const { authorization } = await api.signIn('adder');
      const byVin = await send(
        'POST',
        '/user-account-api/vehicles',
        { vin: '1hgcv1f34la012345', zip: '78701' },
        authorization,
      );
      expect(byVin.status).toBe(200);
      expect(byVin.body).toEqual([
        { id: expect.any(String), vin: '1HGCV1F34LA012345', zip: '78701', kbbVehicleId: 'vin:1HGCV1F3LA' },
      ]);
      const both = await send(
        'POST',
        '/user-account-api/vehicles',
        { year: 2018, make: 'Ford', model: 'F-150', zip: '53703' },
        authorization,
      );
      expect(both.body[1]).toMatchObject({ year: 2018, make: 'Ford', model: 'F-150', zip: '53703' });
      const owned = (
        await send('GET', '/account-api/consumer/consumer-vehicle-owners', undefined, authorization)
      ).body;
      // "Only owned vehicles that have both a latest zip code and a valuation vehicle id count" (spec 000 s3).
      expect(ownedVehicleCount(owned)).toBe(2);

      const other = await api.signIn('someone-else');
      expect((await send('GET', '/user-account-api/vehicles', undefined, other.authorization)).body).toEqual(
        [],
      );
      const theirs = await send(
        'DELETE',
        `/user-account-api/vehicle/id/${byVin.body[0].id}`,
        undefined,
        other.authorization,
      );
      expect(theirs.status).toBe(404);
      expect((await send('GET', '/user-account-api/vehicles', undefined, authorization)).body).toHaveLength(
        2,
      );
    });

    it.each([
      [{ zip: '78701' }, 'body.vin'],
      [{ year: 2018, make: 'Ford', zip: '78701' }, 'body.model'],
      [{ vin: '1HGCV1F34LA012345' }, 'body.zip'],
      [{ vin: 'NOT-A-VIN', zip: '78701' }, 'body.vin'],
    ])('400s an add of %j naming %s', async (body, field) => {
      const { authorization } = await api.signIn('adder-2');
      const reply = await send('POST', '/user-account-api/vehicles', body, authorization);
      expect(reply.status).toBe(400);
      expect(reply.body.error.field).toBe(field);
      expect((await send('GET', '/user-account-api/vehicles', undefined, authorization)).body).toEqual([]);
    });

    it('400s malformed input naming the field', async () => {
      const { authorization } = await api.signIn('car-owner');
      const badZip = await send('PUT', '/user-account-api/vehicle/id/car-9', { zip: '7870' }, authorization);
      expect(badZip.status).toBe(400);
      expect(badZip.body.error.field).toBe('body.zip');
      const badId = await send(
        'DELETE',
        '/account-api/consumer/consumer-vehicle-owners',
        undefined,
        authorization,
      );
      expect(badId.body.error.field).toBe('query.vehicleId');
    });
  });

  describe('POST /psx-notifications (GraphQL)', () => {
    it("answers { unreadNotificationsCount } for the bearer's consumer only", async () => {
      const { authorization, consumerId } = await api.signIn('notified');
      const other = await api.signIn('someone-else-notified');
      await addNotification(api.database.db, consumerId);
      await addNotification(api.database.db, consumerId);
      await addNotification(api.database.db, consumerId, true);
      await addNotification(api.database.db, other.consumerId);
      const reply = await send(
        'POST',
        '/psx-notifications',
        { query: '{ unreadNotificationsCount }' },
        authorization,
      );
      expect(reply.body).toEqual({ data: { unreadNotificationsCount: 2 } });
      const named = await send(
        'POST',
        '/psx-notifications',
        { query: 'query Header { unreadNotificationsCount }', operationName: 'Header' },
        other.authorization,
      );
      expect(named.body).toEqual({ data: { unreadNotificationsCount: 1 } });
    });

    it('400s a query graphql refuses, naming body.query', async () => {
      const { authorization } = await api.signIn('notified');
      for (const query of [
        '{ unreadNotificationsCount secret }',
        'mutation { unreadNotificationsCount }',
        '{ unreadNotificationsCount',
        'unreadNotificationsCount',
      ]) {
        const reply = await send('POST', '/psx-notifications', { query }, authorization);
        expect(reply.status).toBe(400);
        expect(reply.body.error.field).toBe('body.query');
      }
      expect(
        (await send('POST', '/psx-notifications', { query: '{ me }' }, authorization)).body.error.field,
      ).toBe('body.query');
    });
  });
});
