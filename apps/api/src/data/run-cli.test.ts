import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT, runCli, USAGE } from './run-cli';

const folder = mkdtempSync(join(tmpdir(), 'forecourt-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function run(argv: string[], env: Record<string, string | undefined> = {}) {
  let stdout = '';
  let stderr = '';
  const errors = new PassThrough();
  errors.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await runCli(argv, {
    env: { DATA_DIR: join(folder, 'data', 'pglite'), ...env },
    stdout: { write: (text: string) => (stdout += text) },
    stderr: errors,
    now: () => new Date('2025-03-15T12:00:00Z'),
  });
  return { code, stdout, stderr };
}

describe('forecourt CLI', () => {
  it('prints its usage for help, and exits 2 without a command', async () => {
    expect(await run(['help'])).toMatchObject({ code: EXIT.ok, stdout: USAGE });
    expect((await run([])).code).toBe(EXIT.usage);
  });

  it.each([
    [['frob'], 'Unknown command "frob".'],
    [['seed', '--listings', 'many'], '--listings must be a whole number, not "many"'],
    [['seed', '--bogus'], "Unknown option '--bogus'"],
    [['import'], 'import takes one file'],
  ])('exits 2 with a clear message for %j', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain(message);
  });

  it('exits 2 naming a bad environment variable', async () => {
    const result = await run(['migrate'], { SEED_LISTINGS: '-5' });
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('SEED_LISTINGS');
  });

  it('exits 1 for a file that is not there, before opening the database', async () => {
    const result = await run(['import', join(folder, 'missing.csv')]);
    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain(`Cannot read ${join(folder, 'missing.csv')}: ENOENT`);
  });

  it('seeds an empty database, refuses a second seed, and clears with --force', {
    timeout: 120_000,
  }, async () => {
    const first = await run(['seed', '--listings', '150', '--seed', '3']);
    expect(first).toMatchObject({ code: EXIT.ok });
    expect(first.stdout).toMatch(
      /^Seeded 150 listings, \d+ owners and \d+ prices \(seed 3\) into PGlite in /,
    );
    // Not a terminal: progress comes as lines instead of a bar.
    expect(first.stderr).toContain('Listings: 150/150');
    const second = await run(['seed', '--listings', '150']);
    expect(second.code).toBe(EXIT.failed);
    expect(second.stderr).toContain('Run with --force to clear them first.');
    const forced = await run(['seed', '--listings', '100', '--force']);
    expect(forced.code).toBe(EXIT.ok);
    expect(forced.stdout).toContain('Cleared listings, owners and price history.');
    expect(forced.stdout).toContain('Seeded 100 listings');
  });

  it('imports a feed and prints the summary with each rejected line', { timeout: 60_000 }, async () => {
    const file = join(folder, 'feed.csv');
    writeFileSync(
      file,
      'Year,Make,Model,Used/New,Price,SellerName,Zipcode,VIN,Mileage\n' +
        '2020,Honda,Civic EX,Used,"$19,500 ",Allston Honda,2134,19XFC1F39LE012345,30000\n' +
        '2020,Honda,Civic EX,Used,Not Priced,Allston Honda,2134,19XFC1F30LE012346,30000\n',
    );
    const result = await run(['import', file]);
    expect(result.code).toBe(EXIT.ok);
    expect(result.stdout).toBe(
      `${file}: 2 rows: 1 imported, 0 updated, 1 rejected.\n` +
        '  line 3: INVALID_PRICE: Price "Not Priced" is not a price (VIN 19XFC1F30LE012346)\n',
    );
  });

  it('checks the header before any database is created or migrated', async () => {
    const file = join(folder, 'other-layout.csv');
    writeFileSync(file, 'year,make,model,city08,highway08\n2020,Honda,Civic,31,40\n');
    const dataDir = join(folder, 'never-created');
    const started = Date.now();
    const result = await run(['import', file], { DATA_DIR: dataDir });
    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain('the header lacks Used/New, Price, SellerName, Zipcode, VIN, Mileage');
    expect(existsSync(dataDir)).toBe(false);
    // No PGlite opened, no migrations run: well under the seconds those take.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('imports another layout through --mapping (a preset or a JSON file), and refuses a wrong mapping', {
    timeout: 60_000,
  }, async () => {
    const file = join(folder, 'dms.csv');
    writeFileSync(
      file,
      'stock_number,vin,year,make,model,trim,condition,mileage,Asking Price,dealer_name,zip\n' +
        'A1,19XFC1F39LE012345,2020,Honda,Civic,EX,Used,30000,19500,Allston Honda,2134\n',
    );
    const mappingFile = join(folder, 'dms-mapping.json');
    writeFileSync(mappingFile, '{\n  "preset": "generic",\n  "columns": { "price": "Asking Price" }\n}\n');
    const generic = await run(['import', file, '--mapping', 'generic']);
    expect(generic.code).toBe(EXIT.failed);
    expect(generic.stderr).toContain('the header lacks price. Expected the generic layout');
    const mapped = await run(['import', file, '--mapping', mappingFile]);
    expect(mapped.code).toBe(EXIT.ok);
    expect(mapped.stdout).toContain('1 rows: ');
    expect(mapped.stdout).toContain(', 0 rejected.');
    const wrong = join(folder, 'wrong-mapping.json');
    writeFileSync(wrong, '{"columns": {"cost": "Asking Price"}}');
    const refused = await run(['import', file, '--mapping', wrong]);
    expect(refused.code).toBe(EXIT.failed);
    expect(refused.stderr).toContain('The column mapping is wrong at columns: Unrecognized key: "cost"');
  });

  it('exits 1 naming the missing columns of a file in another format', { timeout: 60_000 }, async () => {
    const file = join(folder, 'epa.csv');
    writeFileSync(file, 'year,make,model,city08,highway08\n2020,Honda,Civic,31,40\n');
    const result = await run(['import', file]);
    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain('the header lacks Used/New, Price, SellerName, Zipcode, VIN, Mileage');
  });
});
