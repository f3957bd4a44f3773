/**
 * Fits the seed's used-car prices (`USED_MARKET` in src/data/vehicle-pricing.ts) on the real cars.com sample
 * (../shared/data/dealer-feed-carscom-2022-sample.csv): imports it through the importer into an in-memory
 * database, and for every used or certified car of a curated model fits by least squares
 *
 *   log(price / original MSRP) - age * log(make retention / MARKET_RETENTION) = level + perYear * age + per100kMiles * miles / 100,000
 *
 * where the original MSRP is the seed's (`msrpForYear` of the trim's, deflated by age) and age counts from the
 * sample's year (2022), as the seed counts from the model year on sale. Run from apps/api:
 *
 *   pnpm exec tsx scripts/fit-used-prices.ts
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importDealerFeed } from '../src/data/import/import-dealer-feed';
import { getMake, getModel } from '../src/data/reference/reference';
import { MARKET_RETENTION, msrpForYear } from '../src/data/vehicle-pricing';
import { openDatabase } from '../src/db/open-database';

const SAMPLE = fileURLToPath(
  new URL('../../../../shared/data/dealer-feed-carscom-2022-sample.csv', import.meta.url),
);
const SAMPLE_YEAR = 2022;

const database = await openDatabase({ dataDir: 'memory://' });
await importDealerFeed(database.db, readFileSync(SAMPLE, 'utf8'), { now: new Date('2022-06-01T12:00:00Z') });
const rows = await database.db
  .selectFrom('listings')
  .select(['make_code', 'model_code', 'trim_code', 'year', 'mileage', 'price'])
  .where('listing_type', '!=', 'NEW')
  .execute();
await database.close();

const points: { age: number; miles: number; y: number }[] = [];
for (const row of rows) {
  const model = getModel(row.make_code, row.model_code);
  const make = getMake(row.make_code);
  const bare = (row.trim_code ?? '').split('|').pop();
  const trim = model?.trims.find((one) => one.code === bare) ?? model?.trims[0];
  if (!model || !make || !trim) continue;
  const age = Math.max(0, SAMPLE_YEAR - row.year);
  const y =
    Math.log(row.price / msrpForYear(trim.msrp, age)) - age * Math.log(make.retention / MARKET_RETENTION);
  points.push({ age, miles: row.mileage / 100_000, y });
}
const n = points.length;
const mean = (pick: (point: (typeof points)[number]) => number) =>
  points.reduce((s, p) => s + pick(p), 0) / n;
const [ma, mm, my] = [mean((p) => p.age), mean((p) => p.miles), mean((p) => p.y)];
const co = (f: (p: (typeof points)[number]) => number, g: (p: (typeof points)[number]) => number) =>
  points.reduce((s, p) => s + f(p) * g(p), 0) / n;
const da = (p: (typeof points)[number]) => p.age - ma;
const dm = (p: (typeof points)[number]) => p.miles - mm;
const dy = (p: (typeof points)[number]) => p.y - my;
const [vaa, vmm, vam, vay, vmy] = [co(da, da), co(dm, dm), co(da, dm), co(da, dy), co(dm, dy)];
const det = vaa * vmm - vam * vam;
const perYear = (vay * vmm - vmy * vam) / det;
const per100kMiles = (vmy * vaa - vay * vam) / det;
const level = my - perYear * ma - per100kMiles * mm;
const residual = Math.sqrt(
  points.reduce((s, p) => s + (p.y - level - perYear * p.age - per100kMiles * p.miles) ** 2, 0) / n,
);
const round = (value: number, digits: number) => Number(value.toFixed(digits));
console.log(
  JSON.stringify({
    cars: n,
    level: round(Math.exp(level), 3),
    perYear: round(perYear, 4),
    per100kMiles: round(per100kMiles, 3),
    residualSpread: round(residual, 3),
  }),
);
