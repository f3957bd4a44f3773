import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { MAKE } from '@forecourt/seo-routes';
import { describe, expect, it } from 'vitest';
import {
  baseModelName,
  buildCatalog,
  FIRST_MODEL_YEAR,
  styleOfClass,
} from '../../../scripts/build-reference';
import { parseCsv } from '../import/parse-csv';
import EPA_CATALOG from './epa-catalog.json';
import { allModels, catalogModels, listCatalogMakes } from './reference';

// The full EPA file lives beside the repository (../shared/data from the repository root), as the dealer feed's.
const EPA_FILE = new URL('../../../../../../shared/data/epa-vehicles.csv', import.meta.url);

async function* rows(): AsyncGenerator<Record<string, string>> {
  let header: string[] | undefined;
  for await (const { fields } of parseCsv(createReadStream(EPA_FILE))) {
    if (!header) header = fields;
    else yield Object.fromEntries(header.map((name, at) => [name, fields[at] ?? '']));
  }
}

describe('the EPA catalogue (epa-catalog.json)', () => {
  it('is what scripts/build-reference.ts makes of the EPA file: rebuilt, it is the same', async () => {
    const committed = JSON.parse(await readFile(new URL('./epa-catalog.json', import.meta.url), 'utf8'));
    expect(await buildCatalog(rows())).toEqual(committed);
  }, 60_000);

  it('covers the last 25 model years of US makes, Rivian and Lucid among them', () => {
    expect(EPA_CATALOG.firstModelYear).toBe(FIRST_MODEL_YEAR);
    const makes = listCatalogMakes().map((make) => make.code);
    for (const code of ['RIVIAN', 'LUCID', 'TESLA', 'POLESTAR', 'HONDA', 'CHEV', 'FORD'])
      expect(makes).toContain(code);
    // Every make is one of the MAKE vocabulary's, so it has a path segment.
    for (const code of makes) expect(MAKE.slugs.has(code)).toBe(true);
    const rivian = catalogModels().filter((model) => model.makeCode === 'RIVIAN');
    expect(rivian.map((model) => model.code).sort()).toEqual(['R1S', 'R1T']);
    expect(catalogModels().length).toBeGreaterThan(1000);
  });

  it('keeps the codes saved searches and the seed use: a curated model the EPA lists is under its own code', () => {
    const find = (makeCode: string, code: string) =>
      catalogModels().find((model) => model.makeCode === makeCode && model.code === code);
    expect(find('HONDA', 'CRV')).toMatchObject({ name: 'CR-V', curated: true, vehicleStyleCode: 'SUVCROSS' });
    expect(find('FORD', 'F150PICKUP')).toMatchObject({
      name: 'F-150',
      curated: true,
      vehicleStyleCode: 'TRUCKS',
    });
    expect(find('CHEV', 'CORV')).toMatchObject({ name: 'Corvette', curated: true });
    // Most curated models are found in the EPA file; the rest (too new, or not tested as named) stay curated only.
    const curated = catalogModels().filter((model) => model.curated).length;
    expect(curated / allModels().length).toBeGreaterThan(0.75);
    // One code per model of a make.
    const keys = catalogModels().map((model) => `${model.makeCode}|${model.code}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("files BMW's tested versions under their model, and lists the crossovers the EPA classes as cars as SUVs", () => {
    const bmw = catalogModels().filter((model) => model.makeCode === 'BMW');
    // "X3 xDrive30i", "X5 M50i", "Z4 sDrive30i" were models of their own, each without the model's cars.
    expect(bmw.filter((model) => /[xs]Drive|M\d{2}[id]$/.test(model.name))).toEqual([]);
    const style = (makeCode: string, code: string) =>
      catalogModels().find((model) => model.makeCode === makeCode && model.code === code)?.vehicleStyleCode;
    for (const [makeCode, code] of [
      ['BMW', 'X1'],
      ['BMW', 'X2'],
      ['BMW', 'X4'],
      ['HONDA', 'HRV'],
      ['TOYOTA', 'CHR'],
      ['MAZDA', 'CX3'],
    ] as const)
      expect([makeCode, code, style(makeCode, code)]).toEqual([makeCode, code, 'SUVCROSS']);
    // A car the EPA classes as a car stays one.
    expect(style('INFIN', 'Q50')).toBe('SEDAN');
  });

  it.each([
    ['F150 2.7L 2WD GVWR>6649 LBS PAYLOAD PACKAGE', 'F150'],
    ['Escape FWD HEV', 'Escape'],
    ['C-MAX Energi Plug-in Hybrid', 'C-MAX'],
    ['Civic 4Dr', 'Civic'],
    ['F-150 Lightning 4WD Extended Range', 'F-150 Lightning'],
    ['Sierra 1500 4WD', 'Sierra 1500'],
    ['Bronco Sport 4WD', 'Bronco Sport'],
    ['R1T', 'R1T'],
  ])('names the model of the EPA version %s %s', (epa, model) => {
    expect(baseModelName(epa)).toBe(model);
  });

  it.each([
    ['Standard Pickup Trucks 4WD', 'TRUCKS'],
    ['Small Sport Utility Vehicle 2WD', 'SUVCROSS'],
    ['Minivan - 2WD', 'VANMV'],
    ['Vans, Cargo Type', 'VANMV'],
    ['Midsize Station Wagons', 'WAGON'],
    ['Two Seaters', 'COUPE'],
    ['Compact Cars', 'SEDAN'],
  ])('gives the body class %s the style %s', (epaClass, style) => {
    expect(styleOfClass(epaClass)).toBe(style);
  });
});
