import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_SEARCH_EXPIRY_MS, RECENT_SEARCH_MAX } from '../accounts/recent-searches';
import {
  ACCOUNT_LISTINGS,
  accountRows,
  caller,
  recentEntry,
  seedAccountListings,
} from '../testing/account-fixtures';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { testClock } from '../testing/payment-fixtures';

// Spec 000 s7: "GET recentsearches/listings and recentsearches/counts (personalization API)"; "The
// recently-searched carousel asks for 12 records per search (numRecords=12) with criteria plus
// myatcLastExecution". Spec 000 s5 (dedup by heading, what is not stored) and s9 (max 10, expiry 60 days).

const NOW = '2026-11-20T12:00:00.000Z';
const NOW_MS = Date.parse(NOW);

describe.each(ENGINES)('recent searches on %s', (engine) => {
  let api: TestApi;
  const clock = testClock(NOW);
  const send = caller(() => api.app);
  beforeAll(async () => {
    api = await createTestApi(engine, { clock });
    await seedAccountListings(api.database.db);
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('recentsearches/listings and counts', () => {
    it('answers the newest listings first, the total, and how many are new since myatcLastExecution', async () => {
      // The four active listings are listed on Nov 1, 2, 3 and 4; the last run was on Nov 2, 18:00.
      const since = encodeURIComponent('2026-11-02T18:00:00Z');
      const reply = await send(
        'GET',
        `/personalization-api/recentsearches/listings?makeCode=HONDA&numRecords=12&myatcLastExecution=${since}`,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.listings.map((item: { id: string }) => item.id)).toEqual([
        '810004',
        '810003',
        '810002',
        '810001',
      ]);
      expect(reply.body).toMatchObject({ totalResultCount: 4, newResultCount: 2 });
      expect(reply.body.owners).toHaveLength(1);

      const counts = await send(
        'GET',
        `/personalization-api/recentsearches/counts?makeCode=HONDA&myatcLastExecution=${since}`,
      );
      expect(counts.body).toEqual({ counts: { totalResultCount: 4, newResultCount: 2 } });
    });

    it('finds the new count past the page it answers', async () => {
      const since = encodeURIComponent('2026-10-01T00:00:00Z');
      const one = await send(
        'GET',
        `/personalization-api/recentsearches/listings?makeCode=honda&numRecords=1&myatcLastExecution=${since}`,
      );
      expect(one.body).toMatchObject({ totalResultCount: 4, newResultCount: 4 });
      expect(one.body.listings).toHaveLength(1);
      const three = await send(
        'GET',
        `/personalization-api/recentsearches/counts?makeCode=HONDA&myatcLastExecution=${encodeURIComponent('2026-11-01T18:00:00Z')}`,
      );
      expect(three.body.counts).toEqual({ totalResultCount: 4, newResultCount: 3 });
      const none = await send('GET', '/personalization-api/recentsearches/counts?makeCode=FORD');
      expect(none.body.counts).toEqual({ totalResultCount: 0, newResultCount: 0 });
    });

    it('asks for 12 records when numRecords is absent, and leaves sold listings out', async () => {
      const reply = await send('GET', '/personalization-api/recentsearches/listings?makeCode=HONDA');
      expect(reply.body.listings).toHaveLength(ACCOUNT_LISTINGS.active.length);
      expect(reply.body.newResultCount).toBe(0);
    });

    it('400s malformed input naming the field', async () => {
      for (const [query, field] of [
        ['myatcLastExecution=yesterday', 'query.myatcLastExecution'],
        ['numRecords=0', 'query.numRecords'],
        ['startYear=2020&endYear=2019', 'query.endYear'],
      ] as const) {
        const reply = await send('GET', `/personalization-api/recentsearches/listings?${query}`);
        expect(reply.status).toBe(400);
        expect(reply.body.error.field).toBe(field);
      }
      expect(
        (await send('GET', '/personalization-api/recentsearches/counts?zip=7870')).body.error.field,
      ).toBe('query.zip');
    });
  });

  describe('the recent searches list', () => {
    it('adds, de-duplicates by heading, keeps the newest 10, edits and removes by heading', async () => {
      const { authorization } = await api.signIn('recent-searcher');
      for (let index = 0; index < 12; index += 1) {
        await send(
          'POST',
          '/personalization-api/recentsearches',
          recentEntry(`Search ${index}`, NOW_MS - 60_000 * (12 - index)),
          authorization,
        );
      }
      const again = await send(
        'POST',
        '/personalization-api/recentsearches',
        recentEntry('Search 3', NOW_MS),
        authorization,
      );
      const headings = again.body.recentSearches.map((entry: { heading: string }) => entry.heading);
      expect(headings).toHaveLength(RECENT_SEARCH_MAX);
      expect(headings[0]).toBe('Search 3');
      expect(headings).toEqual([
        'Search 3',
        'Search 11',
        'Search 10',
        'Search 9',
        'Search 8',
        'Search 7',
        'Search 6',
        'Search 5',
        'Search 4',
        'Search 2',
      ]);

      const edited = await send(
        'PUT',
        '/personalization-api/recentsearches',
        { ...recentEntry('Search 3', NOW_MS), totalResultCount: 42 },
        authorization,
      );
      expect(edited.body.recentSearches[0]).toMatchObject({ heading: 'Search 3', totalResultCount: 42 });
      expect(
        (
          await send(
            'PUT',
            '/personalization-api/recentsearches',
            recentEntry('Never added', NOW_MS),
            authorization,
          )
        ).status,
      ).toBe(404);

      const removed = await send(
        'DELETE',
        `/personalization-api/recentsearches?heading=${encodeURIComponent('Search 3')}`,
        undefined,
        authorization,
      );
      expect(removed.body.recentSearches).toHaveLength(RECENT_SEARCH_MAX - 1);
      expect(
        (
          await send(
            'DELETE',
            '/personalization-api/recentsearches?heading=Unknown',
            undefined,
            authorization,
          )
        ).status,
      ).toBe(200);
    });

    it("does not store 'Multiple Car Search' with an empty subheading, nor a lone vehicle style (spec 000 s5)", async () => {
      const { authorization } = await api.signIn('unstored-searcher');
      const multiple = { ...recentEntry('Multiple Car Search', NOW_MS), subHeading: '' };
      expect(
        (await send('POST', '/personalization-api/recentsearches', multiple, authorization)).body
          .recentSearches,
      ).toEqual([]);
      const style = recentEntry('SUVs', NOW_MS, { zip: '78701', vehicleStyleCodes: ['SUVCROSS'] });
      const { makeCode: _make, ...styleOnly } = style.query;
      expect(
        (
          await send(
            'POST',
            '/personalization-api/recentsearches',
            { ...style, query: styleOnly },
            authorization,
          )
        ).body.recentSearches,
      ).toEqual([]);
      const twoStyles = { ...style, query: { ...styleOnly, vehicleStyleCodes: ['SUVCROSS', 'SEDAN'] } };
      expect(
        (await send('POST', '/personalization-api/recentsearches', twoStyles, authorization)).body
          .recentSearches,
      ).toHaveLength(1);
    });

    it('stores no more than it lists: an entry older than the newest 10, or one re-added past the expiry, is not kept', async () => {
      const { authorization, consumerId } = await api.signIn('stale-searcher');
      const add = (heading: string, at: number) =>
        send('POST', '/personalization-api/recentsearches', recentEntry(heading, at), authorization);
      for (let index = 0; index < RECENT_SEARCH_MAX; index += 1)
        await add(`Search ${index}`, NOW_MS - 1_000 * index);
      const stored = async () =>
        (await accountRows(api.database.db, consumerId)).recentSearches.map((row) => row.heading).sort();
      const newest = await stored();
      expect(newest).toHaveLength(RECENT_SEARCH_MAX);

      // Older than all ten: answered without it, and not stored.
      const older = await add('Older', NOW_MS - 3_600_000);
      expect(older.body.recentSearches.map((entry: { heading: string }) => entry.heading)).not.toContain(
        'Older',
      );
      expect(older.body.recentSearches).toHaveLength(RECENT_SEARCH_MAX);
      expect(await stored()).toEqual(newest);

      // A stored search re-added with a time past the expiry goes, as it would have been replaced, then pruned.
      const expired = await add('Search 0', NOW_MS - RECENT_SEARCH_EXPIRY_MS - 1);
      expect(expired.body.recentSearches).toHaveLength(RECENT_SEARCH_MAX - 1);
      expect(await stored()).toEqual(newest.filter((heading) => heading !== 'Search 0'));

      // Newer than the rest: stored, making ten; one more and the oldest goes.
      const fresh = await add('Fresh', NOW_MS - 500);
      expect(
        fresh.body.recentSearches.map((entry: { heading: string }) => entry.heading).slice(0, 2),
      ).toEqual(['Fresh', 'Search 1']);
      expect(await stored()).toHaveLength(RECENT_SEARCH_MAX);
      await add('Fresher', NOW_MS);
      expect(await stored()).toHaveLength(RECENT_SEARCH_MAX);
      expect(await stored()).not.toContain('Search 9');
    });

    it('drops searches older than 60 days (5184000000 ms)', async () => {
      const { authorization } = await api.signIn('old-searcher');
      await send(
        'POST',
        '/personalization-api/recentsearches',
        recentEntry('Old', NOW_MS - RECENT_SEARCH_EXPIRY_MS - 1),
        authorization,
      );
      await send(
        'POST',
        '/personalization-api/recentsearches',
        recentEntry('Fresh', NOW_MS - RECENT_SEARCH_EXPIRY_MS + 60_000),
        authorization,
      );
      const list = await send('GET', '/personalization-api/recentsearches', undefined, authorization);
      expect(list.body.recentSearches.map((entry: { heading: string }) => entry.heading)).toEqual(['Fresh']);
    });

    it('400s malformed input naming the field', async () => {
      const { authorization } = await api.signIn('recent-searcher');
      const noUrl = await send(
        'POST',
        '/personalization-api/recentsearches',
        { ...recentEntry('X', NOW_MS), url: '' },
        authorization,
      );
      expect(noUrl.status).toBe(400);
      expect(noUrl.body.error.field).toBe('body.url');
      const badExec = await send(
        'PUT',
        '/personalization-api/recentsearches',
        { ...recentEntry('X', NOW_MS), query: { lastExec: 'soon' } },
        authorization,
      );
      expect(badExec.body.error.field).toBe('body.query.lastExec');
      expect(
        (await send('DELETE', '/personalization-api/recentsearches', undefined, authorization)).body.error
          .field,
      ).toBe('query.heading');
    });
  });
});
