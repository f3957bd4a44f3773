// `forecourt upload` against a running API over real HTTP (issue 31: "a CLI that talks to the running API"): the
// file is streamed to the operator route, the import followed to its end, and the same report printed as
// `forecourt import` prints.

import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { CONTRACTS } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, runCli } from '../data/run-cli';
import { createTestApi, type TestApi } from '../testing/engines';

const FEED = fileURLToPath(
  new URL('../../../../e2e/fixtures/dealer-feed/carscom-slice.csv', import.meta.url),
);

let api: TestApi;
let url: string;
beforeAll(async () => {
  api = await createTestApi('pglite');
  url = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
// Closing waits for the search index's load under way to reach the end of its chunk: slow on a busy machine.
afterAll(async () => {
  await api?.close();
}, 120_000);

async function run(argv: string[], env: Record<string, string | undefined>) {
  let stdout = '';
  let stderr = '';
  const errors = new PassThrough();
  errors.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await runCli(argv, {
    env,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: errors,
    pollMs: 20,
  });
  return { code, stdout, stderr };
}

describe('forecourt upload', () => {
  it('uploads a feed as an operator, shows progress and prints the import report', async () => {
    const token = await api.issuer.token('operator-cli', { roles: ['operator'] });
    const result = await run(['upload', FEED, '--api', url], { FORECOURT_TOKEN: token });
    expect(result.stderr).toMatch(/Importing: \d+\/1176/);
    expect(result.code).toBe(EXIT.ok);
    expect(result.stdout).toBe(
      `${FEED}: 3 rows: 2 imported, 0 updated, 1 rejected.\n` +
        '  line 4: INVALID_PRICE: Price "Not Priced" is not a price (VIN 1C4PJLDB2KD434327)\n',
    );
    const search = await fetch(`${url}${CONTRACTS.searchListings.path}?makeCode=LEXUS`);
    const found = (await search.json()) as { listings: { vin?: string }[] };
    expect(found.listings.map((listing) => listing.vin)).toEqual(['2T2AZMAA8LC156270']);
  });

  it('prints the report as JSON with --json; a second upload updates the same cars', async () => {
    const token = await api.issuer.token('operator-cli', { roles: ['operator'] });
    const result = await run(['upload', FEED, '--api', url, '--json'], { FORECOURT_TOKEN: token });
    expect(result.code).toBe(EXIT.ok);
    expect(JSON.parse(result.stdout)).toMatchObject({
      file: FEED,
      status: 'done',
      rows: 3,
      imported: 0,
      updated: 2,
      fileName: 'carscom-slice.csv',
    });
  });

  it("exits 1 with the API's reason for a shopper's token", async () => {
    const token = await api.issuer.token('shopper-cli');
    const result = await run(['upload', FEED, '--api', url], { FORECOURT_TOKEN: token });
    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain('The API refused the upload (403): Only an operator can do this');
  });

  it('exits 2 without credentials or with a bad URL, and 1 when the API cannot be reached', async () => {
    const anonymous = await run(['upload', FEED, '--api', url], {});
    expect(anonymous.code).toBe(EXIT.usage);
    expect(anonymous.stderr).toContain(
      'set FORECOURT_EMAIL (or --email) and FORECOURT_PASSWORD, or FORECOURT_TOKEN',
    );
    const badUrl = await run(['upload', FEED, '--api', 'ftp://x'], { FORECOURT_TOKEN: 'x' });
    expect(badUrl.code).toBe(EXIT.usage);
    expect(badUrl.stderr).toContain('--api must be an http(s) URL, not "ftp://x"');
    const away = await run(['upload', FEED, '--api', 'http://127.0.0.1:9'], { FORECOURT_TOKEN: 'x' });
    expect(away.code).toBe(EXIT.failed);
    expect(away.stderr).toContain('Cannot reach the API at http://127.0.0.1:9');
  });
});
