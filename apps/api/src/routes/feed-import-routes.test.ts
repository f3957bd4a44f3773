import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { CONTRACTS, type FeedImport, feedImportSchema, OPERATOR_CONTRACTS } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ONLY_MESSAGE } from '../auth/require-operator';
import { buildServer } from '../server';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';

// Issue 31: "an authenticated feed upload (an operator role on the identity service; a CLI that talks to the running
// API, and the same call over HTTP), with the import report as its reply and progress for a long file".

const UPLOAD = OPERATOR_CONTRACTS.startFeedImport.path;
const SEARCH = CONTRACTS.searchListings.path;

// Rows of the real cars.com sample (the slice the end-to-end test uploads): a Honda Accord, a Lexus RX 350 and a Jeep
// that is "Not Priced" (line 670 of the sample), which the importer refuses.
const FEED = readFileSync(
  fileURLToPath(new URL('../../../../e2e/fixtures/dealer-feed/carscom-slice.csv', import.meta.url)),
  'utf8',
);
const [HEADER = '', ACCORD = '', LEXUS = '', NOT_PRICED = ''] = FEED.trim().split('\n');
const ACCORD_VIN = '1HGCV1F49MA038035';

describe.each(ENGINES)('feed upload on %s', (engine) => {
  let api: TestApi;
  let operator: string;
  let shopper: string;
  beforeAll(async () => {
    api = await createTestApi(engine, { feedUploadMaxBytes: 4096 });
    operator = `Bearer ${await api.issuer.token('operator-1', { roles: ['operator'] })}`;
    shopper = `Bearer ${await api.issuer.token('shopper-1')}`;
  });
  afterAll(async () => {
    await api?.close();
  });

  const upload = (csv: string, authorization?: string, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: csv,
      headers: {
        'content-type': 'text/csv',
        ...(authorization ? { authorization } : {}),
        ...headers,
      },
    });

  /** The import once it has finished, read as the CLI reads it: GET the Location until it is done or failed. */
  async function finished(location: string): Promise<FeedImport> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const reply = await api.app.inject({
        method: 'GET',
        url: location,
        headers: { authorization: operator },
      });
      expect(reply.statusCode).toBe(200);
      const job = feedImportSchema.parse(reply.json());
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the import at ${location} did not finish`);
  }

  const searchHonda = async () => {
    const reply = await api.app.inject({ method: 'GET', url: `${SEARCH}?makeCode=HONDA&sortBy=priceASC` });
    expect(reply.statusCode).toBe(200);
    return reply.json() as {
      totalResultCount: number;
      listings: { vin?: string; pricingDetail?: { salePrice?: number } }[];
    };
  };

  it('answers 401 without a token and 403 to a shopper, writing nothing', async () => {
    const anonymous = await upload(FEED);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Sign in to do this' } });
    const forbidden = await upload(FEED, shopper);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: { code: 'FORBIDDEN', message: OPERATOR_ONLY_MESSAGE } });
    // A roles claim that is not a list of strings grants nothing.
    const odd = `Bearer ${await api.issuer.token('shopper-2', { roles: 'operator' })}`;
    expect((await upload(FEED, odd)).statusCode).toBe(403);
    const read = await api.app.inject({
      method: 'GET',
      url: `${UPLOAD}/00000000-0000-4000-8000-000000000000`,
      headers: { authorization: shopper },
    });
    expect(read.statusCode).toBe(403);
    const count = await api.database.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('imports a feed with a good and a refused row, reports both, and search finds the new car at once', async () => {
    // A search before the upload: cached for 120 s, which must not hide the upload.
    expect((await searchHonda()).totalResultCount).toBe(0);
    const reply = await upload([HEADER, ACCORD, NOT_PRICED, LEXUS].join('\n'), operator, {
      'x-feed-filename': 'carscom-slice.csv',
    });
    expect(reply.statusCode).toBe(202);
    const started = feedImportSchema.parse(reply.json());
    expect(reply.headers.location).toBe(`${UPLOAD}/${started.id}`);
    expect(['queued', 'running']).toContain(started.status);
    expect(started.fileName).toBe('carscom-slice.csv');

    const job = await finished(String(reply.headers.location));
    expect(job).toMatchObject({ status: 'done', rows: 3, imported: 2, updated: 0, error: null });
    expect(job.bytesRead).toBe(job.bytesTotal);
    expect(job.rejected).toEqual([
      {
        line: 3,
        code: 'INVALID_PRICE',
        reason: 'Price "Not Priced" is not a price',
        vin: '1C4PJLDB2KD434327',
      },
    ]);
    expect(job.finishedAt).not.toBeNull();

    const found = await searchHonda();
    expect(found.totalResultCount).toBe(1);
    expect(found.listings[0]?.vin).toBe(ACCORD_VIN);
    expect(found.listings[0]?.pricingDetail?.salePrice).toBe(28_500);
  });

  it('reprices a car on a second upload: counted as updated, and search shows the new price', async () => {
    const cheaper = ACCORD.replace('"$28,500 "', '"$26,995 "');
    const reply = await upload([HEADER, cheaper].join('\n'), operator);
    expect(reply.statusCode).toBe(202);
    const job = await finished(String(reply.headers.location));
    expect(job).toMatchObject({ status: 'done', rows: 1, imported: 0, updated: 1, rejected: [] });
    const found = await searchHonda();
    expect(found.totalResultCount).toBe(1);
    expect(found.listings[0]?.pricingDetail?.salePrice).toBe(26_995);
  });

  it('reports a file that is not a dealer feed as a failed import naming the missing columns', async () => {
    const reply = await upload('name,colour\nx,y\n', operator);
    expect(reply.statusCode).toBe(202);
    const job = await finished(String(reply.headers.location));
    expect(job.status).toBe('failed');
    expect(job.error?.code).toBe('UNKNOWN_FEED_FORMAT');
    expect(job.error?.message).toContain('Year');
  });

  it('imports another layout with the X-Feed-Mapping header, and answers a wrong mapping with a 400 naming it', async () => {
    const dms =
      'stock_number,vin,year,make,model,trim,condition,mileage,Asking Price,dealer_name,zip\n' +
      'A1,19XFC1F39LE012345,2020,Honda,Civic,EX,Used,30000,19500,Allston Honda,2134\n';
    const reply = await upload(dms, operator, {
      'x-feed-mapping': JSON.stringify({ preset: 'generic', columns: { price: 'Asking Price' } }),
    });
    expect(reply.statusCode).toBe(202);
    const job = await finished(String(reply.headers.location));
    expect(job).toMatchObject({ status: 'done', rows: 1, imported: 1, rejected: [], replaced: [] });

    const wrong = await upload(dms, operator, { 'x-feed-mapping': '{"columns": {"cost": "Asking Price"}}' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.field).toBe('headers["x-feed-mapping"]');
    expect(wrong.json().error.message).toContain('Unrecognized key: "cost"');
  });

  it('refuses a wrong content type, an empty body and a feed over the limit with 4xx naming the part', async () => {
    const json = await api.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: { rows: [] },
      headers: { authorization: operator },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.field).toBe('headers["content-type"]');
    const empty = await upload('', operator);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.field).toBe('body');
    const large = await upload(`${HEADER}\n${ACCORD.repeat(40)}`, operator);
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
    // Without a Content-Length (a chunked upload) the limit stops the stream as it passes it.
    const chunked = await api.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: Readable.from([HEADER, ...Array.from({ length: 40 }, () => `\n${ACCORD}`)]),
      headers: { 'content-type': 'text/csv', authorization: operator },
    });
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json().error.message).toContain('larger than 4096 bytes');
    const unknown = await api.app.inject({
      method: 'GET',
      url: `${UPLOAD}/00000000-0000-4000-8000-000000000000`,
      headers: { authorization: operator },
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await api.app.inject({
      method: 'GET',
      url: `${UPLOAD}/not-an-id`,
      headers: { authorization: operator },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.field).toBe('params.importId');
  });

  // Behind a load balancer the CLI's polls land on any instance: a second server over the same database (a second
  // API instance) answers for the import the first one runs, from its progress to its report.
  it('answers progress and the report from another instance on the same database', async () => {
    const other = await buildServer({
      database: api.database,
      issuers: [api.issuer.trusted],
      instance: 'api2',
    });
    try {
      const reply = await upload([HEADER, LEXUS].join('\n'), operator, { 'x-feed-filename': 'lexus.csv' });
      expect(reply.statusCode).toBe(202);
      const location = String(reply.headers.location);
      const seen = new Set<string>();
      let job: FeedImport | undefined;
      for (let attempt = 0; attempt < 200 && job?.status !== 'done'; attempt++) {
        const read = await other.inject({
          method: 'GET',
          url: location,
          headers: { authorization: operator },
        });
        expect(read.statusCode, read.body).toBe(200);
        job = feedImportSchema.parse(read.json());
        seen.add(job.status);
        if (job.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(job).toMatchObject({
        status: 'done',
        fileName: 'lexus.csv',
        rows: 1,
        rejected: [],
        error: null,
      });
      expect(job?.bytesRead).toBe(job?.bytesTotal);
      expect(job?.finishedAt).not.toBeNull();
      // The row names the instance that ran it (the first server has no name).
      const row = await api.database.db
        .selectFrom('feed_imports')
        .select('instance')
        .where('id', '=', job?.id as string)
        .executeTakeFirstOrThrow();
      expect(row.instance).toBeNull();
    } finally {
      await other.close();
    }
  });

  // An instance that stopped mid-import left it running, with its file and queue gone: the same instance, started
  // again, says it failed, so the CLI's poll ends. Another instance's imports are not its to judge.
  it('marks what a previous run of the same instance left running as failed, and only that', async () => {
    const { db } = api.database;
    const past = new Date(Date.now() - 60_000).toISOString();
    const row = (id: string, instance: string | null) => ({
      id,
      status: 'running' as const,
      file_name: null,
      bytes_total: 10,
      instance,
      started_at: past,
    });
    const mine = '11111111-1111-4111-8111-111111111111';
    const theirs = '22222222-2222-4222-8222-222222222222';
    await db
      .insertInto('feed_imports')
      .values([row(mine, 'api7'), row(theirs, 'api8')])
      .execute();
    const restarted = await buildServer({
      database: api.database,
      issuers: [api.issuer.trusted],
      instance: 'api7',
    });
    try {
      await restarted.ready();
      const read = async (id: string) =>
        feedImportSchema.parse(
          (
            await restarted.inject({
              method: 'GET',
              url: `${UPLOAD}/${id}`,
              headers: { authorization: operator },
            })
          ).json(),
        );
      expect(await read(mine)).toMatchObject({ status: 'failed', error: { code: 'INTERRUPTED' } });
      expect((await read(mine)).finishedAt).not.toBeNull();
      expect(await read(theirs)).toMatchObject({ status: 'running', error: null });
    } finally {
      await restarted.close();
    }
  });
});
