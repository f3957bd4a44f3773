// Issue 31, "the same with two API instances on PostgreSQL and an import committing slowly during a pass": the alert
// journey of alert-journey.e2e.test.ts on the cluster `npm run start:cluster` runs (two API instances on one
// PostgreSQL behind haproxy, each running its alert pass every second), with the identity service and atc over the
// balancer. The operator's `forecourt upload` goes through the balancer (its progress polls land on either
// instance); the shopper gets exactly one e-mail naming the new car and the price drop. Then an import holds its
// transaction open for several passes of both instances before it commits: its cars are alerted once each, and no
// car is ever told twice. Last, the e-mail's own one-click link (the balancer's URL) unsubscribes.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type ApiCluster, startApiCluster } from '@forecourt/api/cluster';
import { findPostgresBin } from '@forecourt/test-postgres';
import { type Cluster, startCluster } from '@forecourt/test-postgres/start-cluster';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissWelcome,
  freePort,
  launchBrowser,
  type RunningApp,
  screenshotOnFailure,
  startApp,
  waitForHydration,
} from '../src/index';

const run = promisify(execFile);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(ROOT, 'apps/api/dist/cli.js');
const FIRST_FEED = join(ROOT, 'e2e/fixtures/dealer-feed/carscom-slice.csv');
const SECOND_FEED = join(ROOT, 'e2e/fixtures/dealer-feed/lexus-repriced.csv');
const SAVED_VIN = '2T2AZMAA8LC156270';
const NEW_VIN = '2T2AZMAA9LC167195';
/** The slow import's cars: copies of the uploaded Lexus under VINs no feed has. */
const SLOW_VINS = ['2T2AZMAA0LC900001', '2T2AZMAA0LC900002'];
/** How long the slow import holds its transaction open: several passes of each instance (one a second). */
const HOLD_MS = 5_000;
const OPERATOR = `operator-${Date.now()}@example.com`;
const SHOPPER = `shopper-${Date.now()}@example.com`;
const PASSWORD = 'correct horse battery';

const bin = findPostgresBin();

type SentEmail = { body: string; listingIds: number[]; headers: Record<string, string> };

describe.skipIf(!bin)('alerts on two API instances behind haproxy', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-cluster-alerts-e2e-'));
  let postgres: Cluster;
  let identity: RunningApp;
  let cluster: ApiCluster;
  let atc: RunningApp;
  let client: pg.Client;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    postgres = await startCluster(bin as string);
    const atcPort = await freePort();
    const atcUrl = `http://localhost:${atcPort}`;
    identity = await startApp('identity', {
      env: {
        DATA_DIR: join(dataDir, 'identity'),
        CLIENTS: JSON.stringify([{ clientId: 'atc', origin: atcUrl }]),
        OPERATOR_EMAILS: OPERATOR,
        LOG_LEVEL: 'warn',
      },
      timeoutMs: 60_000,
    });
    cluster = await startApiCluster({
      databaseUrl: postgres.url,
      instances: 2,
      env: {
        SEED_LISTINGS: '300',
        LOG_LEVEL: 'warn',
        // Both instances run their pass every second, so passes of the two overlap each other and the imports.
        ALERTS_INTERVAL_SECONDS: '1',
        PUBLIC_SITE_URL: atcUrl,
        OIDC_ISSUERS: JSON.stringify([
          { issuer: identity.url, audience: 'forecourt-api', jwksUri: `${identity.url}/jwks` },
        ]),
      },
      readyTimeoutMs: 180_000,
    });
    atc = await startApp('atc', {
      port: atcPort,
      env: { API_URL: cluster.url, OIDC_ISSUER: identity.url, LOG_LEVEL: 'warn' },
    });
    client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    browser = await launchBrowser();
    page = await browser.newPage();
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    await client?.end();
    await atc?.stop();
    await cluster?.stop();
    await identity?.stop();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** `forecourt upload FILE` through the balancer, signed in as the operator. */
  function upload(file: string) {
    return run(process.execPath, [CLI, 'upload', file, '--api', cluster.url, '--identity', identity.url], {
      env: { ...process.env, FORECOURT_EMAIL: OPERATOR, FORECOURT_PASSWORD: PASSWORD },
      timeout: 90_000,
    });
  }

  async function listingId(vin: string): Promise<number> {
    const { rows } = await client.query<{ id: number }>(
      "select id from listings where vin = $1 and status = 'active'",
      [vin],
    );
    expect(rows).toHaveLength(1);
    return Number(rows[0]?.id);
  }

  /** The shopper's alert e-mails as the outbox holds them, sent or not, oldest first. */
  async function emails(): Promise<SentEmail[]> {
    const { rows } = await client.query<{ body: string; payload: Record<string, unknown> }>(
      "select body, payload from outbox where kind = 'email' and recipient = $1 order by id",
      [SHOPPER],
    );
    return rows.map(({ body, payload }) => ({
      body,
      listingIds: (payload.alert as { listingIds?: number[] } | undefined)?.listingIds ?? [],
      headers: (payload.headers as Record<string, string> | undefined) ?? {},
    }));
  }

  async function accountCall(method: string, path: string, body?: unknown) {
    return page.evaluate(
      async ({ method, path, body }) => {
        const reply = await fetch(`/api${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: reply.status, json: (await reply.json().catch(() => null)) as unknown };
      },
      { method, path, body },
    );
  }

  async function signUp(email: string, first: string, last: string) {
    await page.goto(`${atc.url}/cars-for-sale/lexus`);
    await waitForHydration(page, '.fc-listing-card__link');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('First name', { exact: true }).fill(first);
    await page.getByLabel('Last name', { exact: true }).fill(last);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${atc.url}/cars-for-sale/lexus`);
    // The first page after a sign-up welcomes the shopper (spec 000 s2): closed before going on.
    await dismissWelcome(page);
  }

  it('the operator signs up on atc and uploads the first feed through the balancer', async () => {
    screenshotOnFailure(page);
    await signUp(OPERATOR, 'Olive', 'Operator');
    const { stdout } = await upload(FIRST_FEED);
    expect(stdout).toContain(': 3 rows: 2 imported, 0 updated, 1 rejected.');
    // Both instances took part: the upload on one, progress polls round robin over both.
    const { rows } = await client.query<{ status: string }>('select status from feed_imports');
    expect(rows).toEqual([{ status: 'done' }]);
    await browser.close();
    browser = await launchBrowser();
    page = await browser.newPage();
  }, 120_000);

  it('a shopper signs up, saves a Lexus search with e-mail alerts and the uploaded Lexus', async () => {
    screenshotOnFailure(page);
    await signUp(SHOPPER, 'Sam', 'Shopper');
    const search = await accountCall('POST', '/account-api/search', {
      brand: 'atc',
      searchName: 'Lexus',
      searchParams: { makeCode: ['LEXUS'] },
      sendEmailAlerts: true,
    });
    expect(search.status).toBe(200);
    const vehicle = await accountCall('POST', '/account-api/vehicle', {
      listingId: String(await listingId(SAVED_VIN)),
      enableEmailAlerts: true,
    });
    expect(vehicle.status).toBe(200);
    // Passes of both instances take the saved car's price as the baseline.
    await new Promise((done) => setTimeout(done, 3_000));
  }, 90_000);

  it('after the second upload, exactly one e-mail names the new car and the price drop', async () => {
    const { stdout } = await upload(SECOND_FEED);
    expect(stdout).toContain(': 2 rows: 1 imported, 1 updated, 0 rejected.');
    const newId = await listingId(NEW_VIN);
    const savedId = await listingId(SAVED_VIN);
    await expect.poll(async () => (await emails()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    // Further passes of both instances must not write a second one.
    await new Promise((done) => setTimeout(done, 4_000));
    const sent = await emails();
    expect(sent).toHaveLength(1);
    const [email] = sent as [SentEmail];
    expect(email.body).toContain(`${atc.url}/cars-for-sale/vehicle/${newId}`);
    expect(email.body).toContain('$44,429');
    expect(email.body).toContain('$49,000');
    expect(email.body).toContain('$46,500');
    expect([...email.listingIds].sort()).toEqual([newId, savedId].sort());
  }, 120_000);

  it('an import committing slowly during passes of both instances: each of its cars alerted once, none twice', async () => {
    const before = await emails();
    const source = await listingId(SAVED_VIN);
    const { rows } = await client.query<{ max: number }>('select max(id)::int as max from listings');
    const ids = SLOW_VINS.map((_, index) => Number(rows[0]?.max) + 1 + index);
    const slow = new pg.Client({ connectionString: postgres.url });
    await slow.connect();
    try {
      await slow.query('begin');
      await slow.query(
        'create temp table slow_import on commit drop as select * from listings where id = $1',
        [source],
      );
      // As an import writes: new rows, their change-log rows written by the trigger in this same transaction.
      for (const [index, vin] of SLOW_VINS.entries()) {
        await slow.query('update slow_import set id = $1, vin = $2, listed_at = now(), updated_at = now()', [
          ids[index],
          vin,
        ]);
        await slow.query('insert into listings select * from slow_import');
      }
      const opened = Date.now();
      // Both instances run passes meanwhile: none may tell these cars, nor skip past them.
      while (Date.now() - opened < HOLD_MS) {
        expect((await emails()).length).toBe(before.length);
        await new Promise((done) => setTimeout(done, 500));
      }
      await slow.query('commit');
    } finally {
      await slow.end();
    }
    await expect.poll(async () => (await emails()).length, { timeout: 30_000 }).toBe(before.length + 1);
    await new Promise((done) => setTimeout(done, 4_000));
    const sent = await emails();
    expect(sent).toHaveLength(before.length + 1);
    expect([...(sent.at(-1)?.listingIds ?? [])].sort()).toEqual([...ids].sort());
    // Over every e-mail the shopper got, no car twice.
    const told = sent.flatMap((email) => email.listingIds);
    expect(told.length).toBe(new Set(told).size);
  }, 120_000);

  it("unsubscribes with the e-mail's one-click link, which is the balancer's", async () => {
    const [first] = await emails();
    expect(first?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(first?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(new URL(link).origin).toBe(cluster.url);
    expect(new URL(link).pathname).toBe('/alerts/unsubscribe');
    // Twice, so each instance of the round robin answers one: the second is harmless.
    for (let attempt = 0; attempt < 2; attempt++) {
      const reply = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain('You are unsubscribed');
    }
    const info = await accountCall('GET', '/myatc-api/bookmarkInfo');
    expect(info.status).toBe(200);
    const searches = (
      info.json as { bookmarks: { searchBookmarks: { alert: { sendEmailAlerts: boolean } }[] } }
    ).bookmarks.searchBookmarks;
    expect(searches.map((search) => search.alert.sendEmailAlerts)).toEqual([false]);
  }, 60_000);
});
