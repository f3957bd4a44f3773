import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../accounts/account-messages';
import {
  ACCOUNT_LISTINGS,
  accountAppWithLimits,
  accountRows,
  caller,
  seedAccountListings,
} from '../testing/account-fixtures';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';

// Spec 000 s4 and s7: POST vehicle (save, update, alerts, versions), deletebookmark, persistQuickSaveVehicles,
// POST search, search/delete, savedcontent/optout and optoutsearch. Issue 8: concurrency and limits.

const [A1, A2, A3, A4] = ACCOUNT_LISTINGS.active.map(String) as [string, string, string, string];
const SOLD = String(ACCOUNT_LISTINGS.sold);
/** "Please enter a valid phone number." (spec 000 s8) */
const INVALID_PHONE = 'Please enter a valid phone number.';

describe.each(ENGINES)('saved vehicles and searches on %s', (engine) => {
  let api: TestApi;
  const send = caller(() => api.app);
  beforeAll(async () => {
    api = await createTestApi(engine);
    await seedAccountListings(api.database.db);
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('POST /account-api/vehicle', () => {
    it('saves a listing (bookmarkSaved), then reports it already saved (bookmarkAlreadySaved)', async () => {
      const { authorization, consumerId } = await api.signIn('vehicle-saver');
      const first = await send('POST', '/account-api/vehicle', { listingId: A1 }, authorization);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        bookmarkSaved: true,
        bookmarkAlreadySaved: false,
        version: 1,
        cacheType: 'vehicle',
      });
      expect(first.body.id).toEqual(expect.any(String));
      const again = await send('POST', '/account-api/vehicle', { listingId: A1 }, authorization);
      expect(again.body).toMatchObject({
        bookmarkSaved: false,
        bookmarkAlreadySaved: true,
        id: first.body.id,
        version: 1,
      });
      const rows = await accountRows(api.database.db, consumerId);
      expect(rows.savedVehicles).toHaveLength(1);
      expect(rows.savedVehicles[0]).toMatchObject({
        listing_id: ACCOUNT_LISTINGS.active[0],
        alerted_price: 20_000,
      });
    });

    it('does not save a sold or unknown listing: neither saved nor already saved, with an ERROR message', async () => {
      const { authorization, consumerId } = await api.signIn('sold-saver');
      for (const listingId of [SOLD, '999999999']) {
        const reply = await send('POST', '/account-api/vehicle', { listingId }, authorization);
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({
          bookmarkSaved: false,
          bookmarkAlreadySaved: false,
          msgs: [{ severity: 'ERROR', value: ACCOUNT_MESSAGES.listingUnavailable }],
        });
      }
      expect((await accountRows(api.database.db, consumerId)).savedVehicles).toEqual([]);
    });

    it('updates notes, title, phone and alerts with the version, answering the new version and the formatted phone', async () => {
      const { authorization, consumerId } = await api.signIn('vehicle-updater');
      const saved = (await send('POST', '/account-api/vehicle', { listingId: A2 }, authorization)).body;
      const reply = await send(
        'POST',
        '/account-api/vehicle',
        {
          bookmarkId: saved.id,
          version: saved.version,
          notes: 'Call after 5',
          title: 'The red one',
          mobilePhone: '5125550100',
          enableTextAlerts: true,
          enableEmailAlerts: true,
        },
        authorization,
      );
      expect(reply.body).toEqual({
        id: saved.id,
        version: 2,
        bookmarkSaved: true,
        bookmarkAlreadySaved: true,
        mobilePhone: '(512) 555-0100',
        cacheType: 'vehicle',
        responseCode: '200',
      });
      const [row] = (await accountRows(api.database.db, consumerId)).savedVehicles;
      expect(row).toMatchObject({
        notes: 'Call after 5',
        title: 'The red one',
        mobile_phone: '5125550100',
        text_alerts: true,
        email_alerts: true,
        version: 2,
      });
    });

    it("answers 'Please enter a valid phone number.' for text alerts without a valid phone, and changes nothing", async () => {
      const { authorization, consumerId } = await api.signIn('phone-less');
      const saved = (await send('POST', '/account-api/vehicle', { listingId: A3 }, authorization)).body;
      const before = await accountRows(api.database.db, consumerId);
      for (const body of [
        { bookmarkId: saved.id, enableTextAlerts: true },
        { bookmarkId: saved.id, mobilePhone: '0125550100' },
        { bookmarkId: saved.id, mobilePhone: '55501' },
      ]) {
        const reply = await send('POST', '/account-api/vehicle', body, authorization);
        expect(reply.body.msgs).toEqual([{ severity: 'ERROR', value: INVALID_PHONE }]);
        expect(reply.body.bookmarkSaved).toBe(false);
      }
      expect(await accountRows(api.database.db, consumerId)).toEqual(before);
    });

    it('answers a stale version with the WARN and changes nothing; with overwriteFlag the same update wins', async () => {
      const { authorization, consumerId } = await api.signIn('stale-device');
      const saved = (await send('POST', '/account-api/vehicle', { listingId: A1 }, authorization)).body;
      await send(
        'POST',
        '/account-api/vehicle',
        { bookmarkId: saved.id, version: 1, notes: 'first device' },
        authorization,
      );
      const before = await accountRows(api.database.db, consumerId);
      const stale = await send(
        'POST',
        '/account-api/vehicle',
        { bookmarkId: saved.id, version: 1, notes: 'second device' },
        authorization,
      );
      expect(stale.status).toBe(200);
      expect(stale.body).toMatchObject({
        msgs: [{ severity: 'WARN', value: ACCOUNT_MESSAGES.versionConflict }],
        bookmarkSaved: false,
        version: 2,
      });
      expect(await accountRows(api.database.db, consumerId)).toEqual(before);
      const forced = await send(
        'POST',
        '/account-api/vehicle',
        { bookmarkId: saved.id, version: 1, notes: 'second device', overwriteFlag: true },
        authorization,
      );
      expect(forced.body).toMatchObject({ bookmarkSaved: true, version: 3, responseCode: '200' });
      expect((await accountRows(api.database.db, consumerId)).savedVehicles[0]?.notes).toBe('second device');
    });

    it('loses no update when two devices save the same version at once: exactly one wins, the other gets the WARN', async () => {
      const { authorization, consumerId } = await api.signIn('two-devices');
      const saved = (await send('POST', '/account-api/vehicle', { listingId: A4 }, authorization)).body;
      const replies = await Promise.all(
        ['phone', 'laptop'].map((device) =>
          send(
            'POST',
            '/account-api/vehicle',
            { bookmarkId: saved.id, version: 1, notes: device },
            authorization,
          ),
        ),
      );
      const won = replies.filter((reply) => reply.body.bookmarkSaved === true);
      const warned = replies.filter((reply) => reply.body.msgs?.[0]?.severity === 'WARN');
      expect(won).toHaveLength(1);
      expect(warned).toHaveLength(1);
      expect(warned[0]?.body.msgs).toEqual([{ severity: 'WARN', value: ACCOUNT_MESSAGES.versionConflict }]);
      const row = (await accountRows(api.database.db, consumerId)).savedVehicles[0];
      expect(row?.version).toBe(2);
      const winner = replies.indexOf(won[0] as (typeof replies)[number]);
      expect(row?.notes).toBe(winner === 0 ? 'phone' : 'laptop');

      // The warned device resends with the overwrite flag (spec 000 s4): its change now wins.
      const loser = winner === 0 ? 'laptop' : 'phone';
      const forced = await send(
        'POST',
        '/account-api/vehicle',
        { bookmarkId: saved.id, version: 1, notes: loser, overwriteFlag: true },
        authorization,
      );
      expect(forced.body).toMatchObject({ bookmarkSaved: true, version: 3 });
      expect((await accountRows(api.database.db, consumerId)).savedVehicles[0]?.notes).toBe(loser);
    });

    it('400s malformed input naming the field', async () => {
      const { authorization } = await api.signIn('malformed-vehicle');
      for (const [body, field] of [
        [{ notes: 'x' }, 'body.listingId'],
        [{ listingId: '12' }, 'body.listingId'],
        [{ bookmarkId: 'b-1', mobilePhone: '(512) 555-0100' }, 'body.mobilePhone'],
        [{ bookmarkId: 'b-1', version: -1 }, 'body.version'],
      ] as const) {
        const reply = await send('POST', '/account-api/vehicle', body, authorization);
        expect(reply.status).toBe(400);
        expect(reply.body.error.field).toBe(field);
      }
    });
  });

  describe('POST /account-api/deletebookmark', () => {
    it('deletes by bookmark id, or by listing for an empty bookmark id; a second delete is a 404', async () => {
      const { authorization, consumerId } = await api.signIn('deleter');
      const one = (await send('POST', '/account-api/vehicle', { listingId: A1 }, authorization)).body;
      await send('POST', '/account-api/vehicle', { listingId: A2 }, authorization);
      expect(
        (
          await send(
            'POST',
            '/account-api/deletebookmark',
            { listing: { listingId: A1, bookmarkId: one.id, version: 1 } },
            authorization,
          )
        ).body,
      ).toEqual({
        bookmark: { isDeleted: true, isSaved: false },
      });
      expect(
        (
          await send(
            'POST',
            '/account-api/deletebookmark',
            { listing: { listingId: A2, bookmarkId: '' } },
            authorization,
          )
        ).body,
      ).toEqual({
        bookmark: { isDeleted: true, isSaved: false },
      });
      expect((await accountRows(api.database.db, consumerId)).savedVehicles).toEqual([]);
      const again = await send(
        'POST',
        '/account-api/deletebookmark',
        { listing: { listingId: A1, bookmarkId: one.id } },
        authorization,
      );
      expect(again.status).toBe(404);
    });

    it('400s malformed input naming the field', async () => {
      const { authorization } = await api.signIn('malformed-delete');
      const missing = await send('POST', '/account-api/deletebookmark', {}, authorization);
      expect(missing.body.error.field).toBe('body.listing');
      const bad = await send(
        'POST',
        '/account-api/deletebookmark',
        { listing: { listingId: 'x', bookmarkId: '' } },
        authorization,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('body.listing.listingId');
    });
  });

  describe('POST /account-api/persistQuickSaveVehicles', () => {
    it('creates saved vehicles from comma-joined ids; a sold listing is failed; one saved before is reported created', async () => {
      const { authorization, consumerId } = await api.signIn('quick-saver');
      const before = (await send('POST', '/account-api/vehicle', { listingId: A1 }, authorization)).body;
      const reply = await send(
        'POST',
        '/account-api/persistQuickSaveVehicles',
        { listingIds: `${A1},${A2},${SOLD},${A2}` },
        authorization,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.createdBookmarkBeans).toEqual([
        { id: before.id, listingId: A1, version: 1 },
        { id: expect.any(String), listingId: A2, version: 1 },
      ]);
      expect(reply.body.failedToCreateBookmarkBeans).toEqual([{ listingId: SOLD }]);
      expect(reply.body.deletedBookmarkBeans).toEqual([]);
      expect(reply.body.failedToDeleteBookmarkBeans).toEqual([]);
      expect(
        (await accountRows(api.database.db, consumerId)).savedVehicles
          .map((row) => String(row.listing_id))
          .sort(),
      ).toEqual([A1, A2]);
    });

    it('400s malformed input naming the field', async () => {
      const { authorization } = await api.signIn('malformed-quick');
      for (const listingIds of ['', 'abc', undefined]) {
        const reply = await send(
          'POST',
          '/account-api/persistQuickSaveVehicles',
          { listingIds },
          authorization,
        );
        expect(reply.status).toBe(400);
        expect(reply.body.error.field).toMatch(/^body\.listingIds/);
      }
    });
  });

  describe('POST /account-api/search and search/delete', () => {
    const criteria = { makeCode: ['HONDA'], zip: '78701' };

    it('saves a search (isSaved), finds the same criteria again (isExisting), updates it and deletes it', async () => {
      const { authorization, consumerId } = await api.signIn('searcher');
      const saved = await send(
        'POST',
        '/account-api/search',
        { brand: 'at', searchParams: criteria, searchName: 'Hondas', searchString: 'Honda near 78701' },
        authorization,
      );
      expect(saved.body).toMatchObject({
        isSaved: true,
        isExisting: false,
        isOverLimit: false,
        responseCode: '200',
        title: 'Hondas',
        version: 1,
        searchString: 'Honda near 78701',
        searchParams: criteria,
        // A search saved without a cadence is instant (issue 31).
        alert: { sendEmailAlerts: true, sendTextAlerts: false, cadence: 'instant' },
      });
      const again = await send(
        'POST',
        '/account-api/search',
        { brand: 'AT', searchParams: { zip: '78701', makeCode: ['HONDA'] } },
        authorization,
      );
      expect(again.body).toMatchObject({ isSaved: false, isExisting: true, id: saved.body.id });

      const updated = await send(
        'POST',
        '/account-api/search',
        {
          brand: 'AT',
          bookmarkId: saved.body.id,
          version: 1,
          searchName: 'My Hondas',
          sendEmailAlerts: false,
        },
        authorization,
      );
      expect(updated.body).toMatchObject({
        isSaved: true,
        isExisting: true,
        title: 'My Hondas',
        version: 2,
        responseCode: '200',
        alert: { sendEmailAlerts: false, sendTextAlerts: false, cadence: 'instant' },
      });

      // The cadence: validated, changed on its own, kept by an update that does not name it.
      const hourly = await send(
        'POST',
        '/account-api/search',
        { brand: 'AT', bookmarkId: saved.body.id, alertCadence: 'hourly' },
        authorization,
      );
      expect(hourly.status).toBe(400);
      expect(JSON.stringify(hourly.body)).toContain('alertCadence');
      const weekly = await send(
        'POST',
        '/account-api/search',
        { brand: 'AT', bookmarkId: saved.body.id, alertCadence: 'weekly', overwriteFlag: true },
        authorization,
      );
      expect(weekly.body).toMatchObject({ version: 3, alert: { cadence: 'weekly' } });
      const renamed = await send(
        'POST',
        '/account-api/search',
        { brand: 'AT', bookmarkId: saved.body.id, searchName: 'My Hondas', overwriteFlag: true },
        authorization,
      );
      expect(renamed.body).toMatchObject({ version: 4, alert: { cadence: 'weekly' } });

      const stale = await send(
        'POST',
        '/account-api/search',
        { brand: 'AT', bookmarkId: saved.body.id, version: 1, searchName: 'Old' },
        authorization,
      );
      expect(stale.body).toMatchObject({
        msgs: [{ severity: 'WARN', value: ACCOUNT_MESSAGES.versionConflict }],
        title: 'My Hondas',
      });

      const textOn = await send(
        'POST',
        '/account-api/search',
        { brand: 'AT', bookmarkId: saved.body.id, sendTextAlerts: true },
        authorization,
      );
      expect(textOn.body.msgs).toEqual([{ severity: 'ERROR', value: INVALID_PHONE }]);

      const deleted = await send(
        'POST',
        '/account-api/search/delete',
        { bookmarkId: saved.body.id, version: 4 },
        authorization,
      );
      expect(deleted.body).toEqual({ responseCode: '200' });
      expect((await accountRows(api.database.db, consumerId)).savedSearches).toEqual([]);
      expect(
        (await send('POST', '/account-api/search/delete', { bookmarkId: saved.body.id }, authorization))
          .status,
      ).toBe(404);
    });

    it('loses no update when two devices rename the same version at once: exactly one wins, the other gets the WARN', async () => {
      const { authorization, consumerId } = await api.signIn('two-devices-search');
      const saved = (
        await send(
          'POST',
          '/account-api/search',
          { brand: 'AT', searchParams: { makeCode: 'FORD' } },
          authorization,
        )
      ).body;
      const replies = await Promise.all(
        ['Phone Fords', 'Laptop Fords'].map((searchName) =>
          send(
            'POST',
            '/account-api/search',
            { brand: 'AT', bookmarkId: saved.id, version: 1, searchName },
            authorization,
          ),
        ),
      );
      const won = replies.filter((reply) => reply.body.isSaved === true);
      const warned = replies.filter((reply) => reply.body.msgs?.[0]?.severity === 'WARN');
      expect(won).toHaveLength(1);
      expect(warned).toHaveLength(1);
      expect(warned[0]?.body.msgs).toEqual([{ severity: 'WARN', value: ACCOUNT_MESSAGES.versionConflict }]);
      const winner = replies.indexOf(won[0] as (typeof replies)[number]);
      const [winnerName, loserName] =
        winner === 0 ? ['Phone Fords', 'Laptop Fords'] : ['Laptop Fords', 'Phone Fords'];
      // The warned device is shown what won: the stored search, not its own rename.
      expect(warned[0]?.body).toMatchObject({ title: winnerName, version: 2, isSaved: false });
      const row = (await accountRows(api.database.db, consumerId)).savedSearches[0];
      expect(row).toMatchObject({ name: winnerName, version: 2 });

      // "A warning already on the panel makes the next update carry the overwrite flag" (spec 000 s4).
      const forced = await send(
        'POST',
        '/account-api/search',
        { brand: 'AT', bookmarkId: saved.id, version: 1, searchName: loserName, overwriteFlag: true },
        authorization,
      );
      expect(forced.body).toMatchObject({ isSaved: true, title: loserName, version: 3 });
      expect((await accountRows(api.database.db, consumerId)).savedSearches[0]).toMatchObject({
        name: loserName,
        version: 3,
      });
    });

    it('400s malformed input naming the field', async () => {
      const { authorization } = await api.signIn('malformed-search');
      for (const [url, body, field] of [
        ['/account-api/search', { brand: 'AT' }, 'body.searchParams'],
        ['/account-api/search', { brand: 'AT', bookmarkId: 'a/b' }, 'body.bookmarkId'],
        [
          '/account-api/search',
          { brand: 'AT', bookmarkId: 'b-1', mobilePhone: '512-555' },
          'body.mobilePhone',
        ],
        ['/account-api/search/delete', {}, 'body.bookmarkId'],
      ] as const) {
        const reply = await send('POST', url, body, authorization);
        expect(reply.status).toBe(400);
        expect(reply.body.error.field).toBe(field);
      }
    });
  });

  describe('savedcontent/optout and optoutsearch', () => {
    it('turns every alert of the kind off at once and marks the shopper opted out; a later alert resumes', async () => {
      const { authorization, consumerId } = await api.signIn('opting-out');
      const vehicle = (
        await send('POST', '/account-api/vehicle', { listingId: A1, enableEmailAlerts: true }, authorization)
      ).body;
      await send(
        'POST',
        '/account-api/vehicle',
        { listingId: A2, enableTextAlerts: true, mobilePhone: '5125550100' },
        authorization,
      );
      await send(
        'POST',
        '/account-api/search',
        { brand: 'KBB', searchParams: { makeCode: 'FORD' } },
        authorization,
      );

      expect(
        (await send('POST', '/account-api/savedcontent/optout', { userId: consumerId }, authorization)).body,
      ).toEqual({ userId: consumerId });
      let rows = await accountRows(api.database.db, consumerId);
      expect(rows.consumer?.opted_out_at).not.toBeNull();
      expect(rows.savedVehicles.map((row) => [row.email_alerts, row.text_alerts])).toEqual([
        [false, false],
        [false, false],
      ]);
      expect(rows.savedSearches[0]?.email_alerts).toBe(true);

      expect(
        (await send('POST', '/account-api/savedcontent/optoutsearch', { userId: consumerId }, authorization))
          .body,
      ).toEqual({ userId: consumerId });
      rows = await accountRows(api.database.db, consumerId);
      expect(rows.savedSearches.map((row) => [row.email_alerts, row.text_alerts])).toEqual([[false, false]]);

      await send(
        'POST',
        '/account-api/vehicle',
        { bookmarkId: vehicle.id, enableEmailAlerts: true },
        authorization,
      );
      expect((await accountRows(api.database.db, consumerId)).consumer?.opted_out_at).toBeNull();
    });

    it('resumes alerts with a new car saved with an alert on (in the same statement), not with one saved without', async () => {
      const { authorization, consumerId } = await api.signIn('opting-out-new-car');
      await send('POST', '/account-api/savedcontent/optout', { userId: consumerId }, authorization);
      const optedOut = async () => (await accountRows(api.database.db, consumerId)).consumer?.opted_out_at;
      expect(await optedOut()).not.toBeNull();

      await send('POST', '/account-api/vehicle', { listingId: A1 }, authorization);
      expect(await optedOut()).not.toBeNull();
      // Already saved: nothing new is saved, so nothing resumes, whatever the request says.
      const again = await send(
        'POST',
        '/account-api/vehicle',
        { listingId: A1, enableEmailAlerts: true },
        authorization,
      );
      expect(again.body.bookmarkAlreadySaved).toBe(true);
      expect(await optedOut()).not.toBeNull();
      // A sold listing saves nothing either.
      await send('POST', '/account-api/vehicle', { listingId: SOLD, enableEmailAlerts: true }, authorization);
      expect(await optedOut()).not.toBeNull();

      const saved = await send(
        'POST',
        '/account-api/vehicle',
        { listingId: A2, enableTextAlerts: true, mobilePhone: '5125550100' },
        authorization,
      );
      expect(saved.body.bookmarkSaved).toBe(true);
      expect(await optedOut()).toBeNull();
    });

    it('400s malformed input naming the field', async () => {
      const { authorization } = await api.signIn('malformed-optout');
      for (const url of ['/account-api/savedcontent/optout', '/account-api/savedcontent/optoutsearch']) {
        const reply = await send('POST', url, { userId: '' }, authorization);
        expect(reply.status).toBe(400);
        expect(reply.body.error.field).toBe('body.userId');
      }
    });
  });

  describe('limits from configuration (QUICK_SAVE_LIMIT, SAVED_SEARCH_LIMIT)', () => {
    it('over the saved-search limit is isOverLimit, not an error; over the quick-save limit is a failed bean', async () => {
      const limited = await accountAppWithLimits(api, { quickSaves: 2, savedSearches: 1 });
      const sendLimited = caller(() => limited);
      try {
        const { authorization, consumerId } = await api.signIn('limited');
        await sendLimited(
          'POST',
          '/account-api/search',
          { brand: 'AT', searchParams: { makeCode: 'HONDA' } },
          authorization,
        );
        const over = await sendLimited(
          'POST',
          '/account-api/search',
          { brand: 'AT', searchParams: { makeCode: 'FORD' } },
          authorization,
        );
        expect(over.status).toBe(200);
        expect(over.body).toMatchObject({
          isSaved: false,
          isExisting: false,
          isOverLimit: true,
          msgs: [{ severity: 'ERROR', value: ACCOUNT_MESSAGES.searchLimit(1) }],
        });

        const quick = await sendLimited(
          'POST',
          '/account-api/persistQuickSaveVehicles',
          { listingIds: [A1, A2, A3] },
          authorization,
        );
        expect(quick.status).toBe(200);
        expect(quick.body.createdBookmarkBeans.map((bean: { listingId: string }) => bean.listingId)).toEqual([
          A1,
          A2,
        ]);
        expect(quick.body.failedToCreateBookmarkBeans).toEqual([{ listingId: A3 }]);
        const save = await sendLimited('POST', '/account-api/vehicle', { listingId: A4 }, authorization);
        expect(save.body).toMatchObject({
          bookmarkSaved: false,
          bookmarkAlreadySaved: false,
          msgs: [{ severity: 'ERROR', value: ACCOUNT_MESSAGES.vehicleLimit(2) }],
        });
        const rows = await accountRows(api.database.db, consumerId);
        expect([rows.savedSearches.length, rows.savedVehicles.length]).toEqual([1, 2]);
      } finally {
        await limited.close();
      }
    });

    it('lets no two saves at once pass a limit: each counts after the one before it', async () => {
      const limited = await accountAppWithLimits(api, { quickSaves: 2, savedSearches: 1 });
      const sendLimited = caller(() => limited);
      try {
        const { authorization, consumerId } = await api.signIn('limited-at-once');
        const cars = await Promise.all(
          [A1, A2, A3, A4].map((listingId) =>
            sendLimited('POST', '/account-api/vehicle', { listingId }, authorization),
          ),
        );
        const searches = await Promise.all(
          ['HONDA', 'FORD', 'BMW'].map((makeCode) =>
            sendLimited(
              'POST',
              '/account-api/search',
              { brand: 'AT', searchParams: { makeCode } },
              authorization,
            ),
          ),
        );
        expect(cars.map((reply) => reply.body.bookmarkSaved).sort()).toEqual([false, false, true, true]);
        expect(cars.filter((reply) => !reply.body.bookmarkSaved).map((reply) => reply.body.msgs)).toEqual([
          [{ severity: 'ERROR', value: ACCOUNT_MESSAGES.vehicleLimit(2) }],
          [{ severity: 'ERROR', value: ACCOUNT_MESSAGES.vehicleLimit(2) }],
        ]);
        expect(searches.map((reply) => reply.body.isOverLimit).sort()).toEqual([false, true, true]);
        const rows = await accountRows(api.database.db, consumerId);
        expect([rows.savedSearches.length, rows.savedVehicles.length]).toEqual([1, 2]);
      } finally {
        await limited.close();
      }
    });
  });
});
