/**
 * Builds `src/data/reference/epa-catalog.json`, the complete catalogue of makes and models sold in the US, from the
 * US EPA fuel economy file (`../shared/data/epa-vehicles.csv`, public data: one row per make, model, year and
 * powertrain tested). Run from apps/api:
 *
 *   pnpm exec tsx scripts/build-reference.ts [path/to/epa-vehicles.csv]
 *
 * Deterministic: the same file gives the same JSON, byte for byte. A model we already have (the curated files
 * `models-*.ts`, which the inventory seed draws from) keeps its code (`CRV`, `F150PICKUP`, `CORV`), found by its
 * code, name or alias through the same spelling rules as search paths (`createReferenceLookups`); any other model
 * gets the code `modelCodeOf(name)`. The curated files are not changed, so the seed generates the same cars.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createReferenceLookups, spellingKey } from '@forecourt/seo-routes';
import { parseCsv } from '../src/data/import/parse-csv';
import { isDistinctAlias } from '../src/data/reference/feed-models';
import { allModels, findMakeCode, makeName, modelCodeOf } from '../src/data/reference/reference';
import type { FuelTypeCode, VehicleStyleCode } from '../src/data/reference/types';

/** The oldest model year kept: 25 model years to 2025 (the file itself ends with the 2023 models). */
export const FIRST_MODEL_YEAR = 2001;

const SOURCE = fileURLToPath(new URL('../../../../shared/data/epa-vehicles.csv', import.meta.url));
const TARGET = fileURLToPath(new URL('../src/data/reference/epa-catalog.json', import.meta.url));

/** EPA make names our make names do not find. Makes outside the `MAKE` vocabulary (tuners, coachbuilders) are left out. */
const EPA_MAKES: Readonly<Record<string, string>> = {
  'McLaren Automotive': 'MCLAREN',
  Ram: 'RAM',
  Fiat: 'FIAT',
  Hummer: 'AMGEN',
};

/**
 * Words the EPA adds to a model name for one tested version, not the model: drive (`2WD`, `AWD`, `4x4`), fuel
 * (`FFV`, `CNG`, `HEV`), engine size and weight class (`2.7L`, `GVWR>6649 LBS`), body (`Coupe`, `4Dr`, `Pickup`,
 * which our body styles carry), test details. The name ends at the first of them: `F150 2.7L 2WD GVWR>6649 LBS`
 * is `F150`, `Escape FWD HEV` is `Escape`, `Civic 4Dr` is `Civic`.
 */
const VERSION_WORD =
  /^(?:[24]WD|AWD|FWD|RWD|4x[24]|2x4|XWD|4MATIC\+?|[xs]Drive\d*[a-z]{0,2}|M\d{2}[id]|quattro|FFV|CNG|LPG|HEV|PHEV|Bifuel|Dual|Fuel|Police|Limo\.?|Long|Range|Extended|Cab|Chassis|Van|Wagon|Conversion|Payload|Package|GVWR.*|Coupe|Sedan|Convertible|Hatchback|Roadster|Cabriolet|[2-5]-?Dr|Club|Cargo|Passenger|Crew|Truck|Pickup|Panel|SFE|XFE|\d+(?:\.\d+)?L|\d+-?spd|\(.*|\d+-?(?:passenger|pass\.?))$/i;
/** Whole words after which the rest is a version (`Hybrid`, `Plug-in Hybrid`, `Energi`). */
const TAIL_WORD = /^(?:Hybrid|Plug-?in|Energi|Electric|EV|Turbo|Diesel|Eco)$/i;

export function baseModelName(epaModel: string): string {
  const words = epaModel.trim().split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if (kept.length > 0 && (VERSION_WORD.test(word) || TAIL_WORD.test(word))) break;
    kept.push(word);
  }
  return kept.join(' ');
}

/**
 * Crossovers the EPA classes by interior volume as cars or station wagons (BMW X2 "Midsize Cars", Honda HR-V
 * "Small Station Wagons"), which every marketplace lists as SUVs: checked by hand against the catalogue's car
 * and wagon classes, by make and code.
 */
export const EPA_CROSSOVERS: ReadonlySet<string> = new Set([
  'AUDI|Q3',
  'BMW|X1',
  'BMW|X2',
  'FORD|MACHE',
  'HONDA|HRV',
  'HYUND|VENUE',
  'INFIN|QX30',
  'INFIN|QX50',
  'KIA|EV6',
  'KIA|EV6STANDARD',
  'KIA|NIRO',
  'KIA|NIROFE',
  'KIA|NIROTOURING',
  'LAM|URUSPERFORMANTE',
  'LEXUS|UX200',
  'LEXUS|UX250H',
  'MAZDA|CX3',
  'MAZDA|MX30',
  'MB|GLA45AMG',
  'NISSAN|JUKE',
  'NISSAN|JUKENISMORS',
  'NISSAN|KICKS',
  'NISSAN|MURANO',
  'NISSAN|ROGUESPORT',
  'RR|CULLINAN',
  'RR|CULLINANBLACKBADGE',
  'TOYOTA|CHR',
]);

/** "body classes": the EPA size class as one of our vehicle styles (the EPA does not tell a coupe from a sedan). */
export function styleOfClass(epaClass: string): VehicleStyleCode {
  if (/pickup/i.test(epaClass)) return 'TRUCKS';
  if (/van/i.test(epaClass)) return 'VANMV';
  if (/sport utility|special purpose/i.test(epaClass)) return 'SUVCROSS';
  if (/wagon/i.test(epaClass)) return 'WAGON';
  if (/two seaters/i.test(epaClass)) return 'COUPE';
  return 'SEDAN';
}

function fuelOf(row: Record<string, string>): FuelTypeCode {
  const atv = row.atvType ?? '';
  if (atv === 'EV') return 'ELE';
  if (atv === 'Plug-in Hybrid') return 'PIH';
  // A mild hybrid (a 48-volt starter-generator: most 2019-on Audis, Mercedes, Ram's eTorque) is sold and listed
  // as a petrol car; the EPA's `Hybrid` includes it, its engine description says so.
  if (atv === 'Hybrid') return /mild hybrid/i.test(row.eng_dscr ?? '') ? 'GSL' : 'HYB';
  if (atv === 'Diesel' || /diesel/i.test(row.fuelType1 ?? '')) return 'DSL';
  if (/hydrogen/i.test(row.fuelType1 ?? '')) return 'HYD';
  return 'GSL';
}

export interface CatalogModel {
  code: string;
  name: string;
  /** First and last model year in the file (from FIRST_MODEL_YEAR). */
  years: [number, number];
  style: VehicleStyleCode;
  /** The EPA size class most of the model's versions were tested in. */
  epaClass: string;
  fuels: FuelTypeCode[];
  /** The model is in our curated data (the seed draws from those). */
  curated: boolean;
  /** Other base names the EPA gives it (`F-150` beside `F150`), for search paths. */
  aliases: string[];
  /**
   * A curated model's model years by fuel, as runs of years (`{ GSL: [[2001, 2023]], HYB: [[2016, 2023]]}`): what
   * the seed may generate in a year the file covers. Only curated models carry it (the seed draws from no other).
   */
  fuelYears?: Partial<Record<FuelTypeCode, [number, number][]>>;
}

export interface Catalog {
  source: string;
  firstModelYear: number;
  lastModelYear: number;
  makes: { code: string; name: string; models: CatalogModel[] }[];
}

/**
 * Curated models the EPA names otherwise for some years of their run (`Silverado C15`, `Tahoe K1500`,
 * `Wrangler/TJ`, `Legacy/Outback`, `X5 4.8i`, `Model S P100D`, `Carrera 4 911 Turbo`), so the file shows years
 * they were on sale as gaps: checked by hand against every gap the file shows in a curated model's run (the
 * others are real: no 2010 Kia Sorento, 2013-2014 Colorado, 2015-2016 Ridgeline or 2021 Acura MDX was built).
 * They carry no `fuelYears`, so the seed keeps to their curated years and fuels.
 */
export const EPA_RENAMED: ReadonlySet<string> = new Set([
  'AUDI|QETRON',
  'BMW|X3',
  'BMW|X5',
  'CHEV|EXPRESS',
  'CHEV|SILV',
  'CHEV|TAHOE',
  'GMC|SIERRA',
  'GMC|YUKON',
  'JEEP|WRANGLER',
  'POR|911',
  'ROV|RREVOQUE',
  'SUB|LEGACY',
  'TESLA|MODELS',
  'TESLA|MODELX',
]);

/** Years as runs of consecutive years, oldest first: {2001, 2002, 2003, 2016} -> [[2001, 2003], [2016, 2016]]. */
export function runs(years: ReadonlySet<number>): [number, number][] {
  const out: [number, number][] = [];
  for (const year of [...years].sort((a, b) => a - b)) {
    const last = out.at(-1);
    if (last && last[1] === year - 1) last[1] = year;
    else out.push([year, year]);
  }
  return out;
}

const mostCommon = (counts: Map<string, number>): string =>
  [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]?.[0] ?? '';
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The catalogue of the EPA rows given. */
export async function buildCatalog(rows: AsyncIterable<Record<string, string>>): Promise<Catalog> {
  // A curated alias that names another model (`IS 350` of `IS 300`, `RX 450h` of `RX 350`) does not take the EPA's
  // rows of that model: it stays a model of its own, under its own code.
  const curated = createReferenceLookups({
    models: allModels().map((model) => ({
      ...model,
      aliases: model.aliases.filter((alias) => !isDistinctAlias(model.name, alias)),
    })),
  });
  const curatedNames = new Map(allModels().map((model) => [`${model.makeCode}|${model.code}`, model.name]));
  type Entry = {
    makeCode: string;
    code: string;
    names: Map<string, number>;
    years: [number, number];
    classes: Map<string, number>;
    fuels: Set<FuelTypeCode>;
    fuelYears: Map<FuelTypeCode, Set<number>>;
  };
  const entries = new Map<string, Entry>();
  let lastYear = FIRST_MODEL_YEAR;
  for await (const row of rows) {
    const year = Number(row.year);
    if (!Number.isInteger(year) || year < FIRST_MODEL_YEAR) continue;
    const make = row.make ?? '';
    const makeCode = EPA_MAKES[make] ?? findMakeCode(make);
    if (!makeCode) continue;
    const name = baseModelName(row.model ?? '');
    if (!spellingKey(name)) continue;
    lastYear = Math.max(lastYear, year);
    // A curated model keeps its code; the EPA's full name is tried first (`F-150 Lightning` is its own model).
    const code =
      curated.models(makeCode, row.model ?? '') ?? curated.models(makeCode, name) ?? modelCodeOf(name);
    const key = `${makeCode}|${code}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        makeCode,
        code,
        names: new Map(),
        years: [year, year],
        classes: new Map(),
        fuels: new Set(),
        fuelYears: new Map(),
      };
      entries.set(key, entry);
    }
    entry.names.set(name, (entry.names.get(name) ?? 0) + 1);
    entry.years = [Math.min(entry.years[0], year), Math.max(entry.years[1], year)];
    const epaClass = row.VClass ?? '';
    entry.classes.set(epaClass, (entry.classes.get(epaClass) ?? 0) + 1);
    const fuel = fuelOf(row);
    entry.fuels.add(fuel);
    const years = entry.fuelYears.get(fuel) ?? new Set<number>();
    entry.fuelYears.set(fuel, years.add(year));
  }
  const makes = new Map<string, CatalogModel[]>();
  for (const entry of entries.values()) {
    const curatedName = curatedNames.get(`${entry.makeCode}|${entry.code}`);
    const name = curatedName ?? mostCommon(entry.names);
    const epaClass = mostCommon(entry.classes);
    const model: CatalogModel = {
      code: entry.code,
      name,
      years: entry.years,
      style: EPA_CROSSOVERS.has(`${entry.makeCode}|${entry.code}`) ? 'SUVCROSS' : styleOfClass(epaClass),
      epaClass,
      fuels: [...entry.fuels].sort(byText),
      curated: curatedName !== undefined,
      aliases: [...entry.names.keys()].filter((other) => other !== name).sort(byText),
      ...(curatedName === undefined || EPA_RENAMED.has(`${entry.makeCode}|${entry.code}`)
        ? {}
        : {
            fuelYears: Object.fromEntries(
              [...entry.fuelYears]
                .sort(([a], [b]) => byText(a, b))
                .map(([fuel, years]) => [fuel, runs(years)]),
            ),
          }),
    };
    const list = makes.get(entry.makeCode) ?? [];
    list.push(model);
    makes.set(entry.makeCode, list);
  }
  return {
    source: 'US EPA fuel economy data (fueleconomy.gov vehicles file), ../shared/data/epa-vehicles.csv',
    firstModelYear: FIRST_MODEL_YEAR,
    lastModelYear: lastYear,
    makes: [...makes]
      .map(([code, models]) => ({
        code,
        name: makeName(code) ?? code,
        models: models.sort((a, b) => byText(a.code, b.code)),
      }))
      .sort((a, b) => byText(a.code, b.code)),
  };
}

/** The rows of a CSV file as objects keyed by its header. */
async function* records(path: string): AsyncGenerator<Record<string, string>> {
  let header: string[] | undefined;
  for await (const record of parseCsv(createReadStream(path))) {
    if (!header) {
      header = record.fields;
      continue;
    }
    const fields = record.fields;
    yield Object.fromEntries(header.map((name, at) => [name, fields[at] ?? '']));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const catalog = await buildCatalog(records(process.argv[2] ?? SOURCE));
  await writeFile(TARGET, `${JSON.stringify(catalog, null, 2)}\n`);
  // In the repository's format, so `biome check` passes on the file as made.
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', TARGET], { stdio: 'inherit' });
  const models = catalog.makes.reduce((sum, make) => sum + make.models.length, 0);
  console.log(
    `${TARGET}: ${catalog.makes.length} makes, ${models} models, ${catalog.firstModelYear}-${catalog.lastModelYear}`,
  );
}
