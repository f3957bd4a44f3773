import { readFileSync } from 'node:fs';
import {
  DRIVE_GROUP,
  decode,
  ENGINE,
  EXT_COLOR,
  encode,
  FEATURE,
  FUEL_TYPE_GROUP,
  MAKE,
  VEHICLE_STYLE,
} from '@forecourt/seo-routes';
import { describe, expect, it } from 'vitest';
import { matchMake, matchVehicle } from './import/match-vehicle';
import { parseCsv } from './import/parse-csv';
import {
  allModels,
  findBodyStyle,
  findMakeCode,
  fuelsInYear,
  getModel,
  listAllMakes,
  listBodyStyles,
  listColors,
  listFeatures,
  listMakes,
  listModels,
  listTrims,
  makeName,
  modelYears,
  trimCodeOf,
  trimsInYear,
} from './index';
import { TRIM_YEARS } from './reference/trim-years';

const SAMPLE = new URL('../../../../../shared/data/dealer-feed-carscom-2022-sample.csv', import.meta.url);
const model = (makeCode: string, modelCode: string) => {
  const found = getModel(makeCode, modelCode);
  if (!found) throw new Error(`no ${makeCode} ${modelCode}`);
  return found;
};
const trimNames = (makeCode: string, modelCode: string, year: number) =>
  trimsInYear(model(makeCode, modelCode), year).map((trim) => trim.name);

const codes = (vocabulary: { slugs: ReadonlyMap<string, string> }) => new Set(vocabulary.slugs.keys());

describe('reference data', () => {
  it('has about 25 real makes and 120+ models, every make a MAKE vocabulary code', () => {
    const makes = listMakes();
    expect(makes.length).toBeGreaterThanOrEqual(25);
    expect(allModels().length).toBeGreaterThanOrEqual(120);
    for (const make of makes) expect(MAKE.slugs.has(make.code)).toBe(true);
  });

  it('names every make of the vocabulary ("acura through yugo")', () => {
    expect(listAllMakes()).toHaveLength(MAKE.slugs.size);
    expect(makeName('ROV')).toBe('Land Rover');
    expect(makeName('NOPE')).toBeUndefined();
  });

  it.each([
    ['HONDA', ['CIVIC', 'ACCORD', 'CRV', 'PILOT']],
    ['TOYOTA', ['CAMRY', 'COROL', 'RAV4', 'TACOMA']],
    ['FORD', ['F150PICKUP', 'ESCAPE', 'MUST', 'EXPLOR']],
    ['CHEV', ['SILV', 'EQUINOX', 'MALIBU']],
    ['BMW', ['330I', 'X5']],
  ])('%s has the model codes the route tests and benchmarks use', (make, models) => {
    for (const model of models) expect(getModel(make, model)?.code).toBe(model);
  });

  it('puts the 330i in the BMW 3 Series (series BMW3)', () => {
    expect(getModel('BMW', '330I')).toMatchObject({ seriesCode: 'BMW3', seriesName: '3 Series' });
  });

  it('gives every model codes from the vocabularies, 2 to 5 trims and a sane MSRP', () => {
    const styles = codes(VEHICLE_STYLE);
    const drives = codes(DRIVE_GROUP);
    const engines = new Set([...codes(ENGINE), 'ELECTRIC']);
    const fuels = codes(FUEL_TYPE_GROUP);
    for (const make of listMakes()) {
      const models = listModels(make.code);
      expect(new Set(models.map((model) => model.code)).size).toBe(models.length);
      for (const model of models) {
        expect(model.code).toMatch(/^[A-Z0-9]+$/);
        expect(styles.has(model.vehicleStyleCode)).toBe(true);
        for (const drive of model.driveGroups) expect(drives.has(drive)).toBe(true);
        for (const engine of model.engines) expect(engines.has(engine)).toBe(true);
        for (const fuel of model.fuelTypes) expect(fuels.has(fuel)).toBe(true);
        expect(model.trims.length).toBeGreaterThanOrEqual(2);
        expect(model.trims.length).toBeLessThanOrEqual(5);
        expect(new Set(model.trims.map((trim) => trim.code)).size).toBe(model.trims.length);
        for (const trim of model.trims) expect(trim.code).toBe(trimCodeOf(trim.name));
        expect(model.msrp.min).toBeLessThanOrEqual(model.msrp.max);
        expect(model.trims.map((trim) => trim.msrp)).toEqual(
          [...model.trims.map((trim) => trim.msrp)].sort((a, b) => a - b),
        );
        // Electric models run on electricity only, with no cylinders.
        if (model.fuelTypes.includes('ELE')) {
          expect(model.fuelTypes).toEqual(['ELE']);
          expect(model.engines).toEqual(['ELECTRIC']);
        }
      }
    }
  });

  it('gives every trim below the top one packages, the top one none', () => {
    const civic = listTrims('HONDA', 'CIVIC');
    expect(civic.map((trim) => trim.name)).toEqual(['LX', 'Sport', 'EX', 'EX-L', 'Touring']);
    expect(civic[0]?.packages.length).toBeGreaterThan(0);
    expect(civic[4]?.packages).toEqual([]);
  });

  it('writes trim codes as trim segments resolve them ("EX-L" is EX+L)', () => {
    expect(trimCodeOf('EX-L')).toBe('EX+L');
    expect(trimCodeOf('R/T Scat Pack')).toBe('R+T+SCAT+PACK');
    const result = decode('/cars-for-sale/honda/civic/ex-l', '', { trimCodes: listTrims });
    expect(result).toEqual({
      ok: true,
      query: { listingType: ['ALL'], makeCode: ['HONDA'], modelCode: ['CIVIC'], trimCode: ['EX+L'] },
    });
  });

  it('has model codes that survive an SEO path: encode then decode gives the same code', () => {
    for (const model of allModels()) {
      const { pathname } = encode({ makeCode: model.makeCode, modelCode: model.code });
      const decoded = decode(pathname);
      expect(decoded.ok && decoded.query.modelCode).toEqual([model.code]);
    }
  });

  it('lists body styles in the spec order with their synonyms', () => {
    // "Body style order: Sedan, SUV, Truck, Coupe, Convertible, Wagon, Van, Hatchback" (spec 001 s9)
    expect(listBodyStyles().map((style) => style.name)).toEqual([
      'Sedan',
      'SUV',
      'Truck',
      'Coupe',
      'Convertible',
      'Wagon',
      'Van',
      'Hatchback',
    ]);
    // "synonyms map to these (Crossover to SUV, Pickup to Truck, Commercial to Van)"
    expect(findBodyStyle('crossover')?.name).toBe('SUV');
    expect(findBodyStyle('Pickup')?.name).toBe('Truck');
    expect(findBodyStyle('Commercial')?.code).toBe('VANMV');
    expect(new Set(listBodyStyles().map((style) => style.code))).toEqual(codes(VEHICLE_STYLE));
  });

  it('names exactly the colour and feature codes of the vocabularies', () => {
    expect(new Set(listColors().map((color) => color.code))).toEqual(codes(EXT_COLOR));
    expect(new Set(listFeatures().map((feature) => feature.code))).toEqual(codes(FEATURE));
  });

  it.each([
    ['INFINITI', 'INFIN'],
    ['Chevy', 'CHEV'],
    ['land rover', 'ROV'],
    ['Mercedes-Benz', 'MB'],
    ['RAM', 'RAM'],
    ['VW', 'VOLKS'],
    ['alfa-romeo', 'ALFA'],
    ['Trabant', undefined],
  ])('finds the make code of "%s"', (name, code) => {
    expect(findMakeCode(name)).toBe(code);
  });

  it('lists the model years offered, ending at the model year on sale or the last one built', () => {
    const malibu = getModel('CHEV', 'MALIBU');
    expect(malibu && modelYears(malibu, 2030)[0]).toBe(2025);
    const cybertruck = getModel('TESLA', 'CYBERTRUCK');
    expect(cybertruck && modelYears(cybertruck, 2025)).toEqual([2025, 2024]);
  });

  it('skips the model years a model was not built (the EPA file shows none): no 2010 Sorento, no 2013 Colorado', () => {
    expect(modelYears(model('KIA', 'SORENTO'), 2012)).toEqual(
      expect.arrayContaining([2012, 2011, 2009, 2003]),
    );
    expect(modelYears(model('KIA', 'SORENTO'), 2012)).not.toContain(2010);
    expect(modelYears(model('CHEV', 'COLORADO'), 2016)).toEqual([
      2016, 2015, 2012, 2011, 2010, 2009, 2008, 2007, 2006, 2005, 2004,
    ]);
    expect(fuelsInYear(model('HONDA', 'RIDGELINE'), 2015)).toEqual([]);
    // A model the EPA names otherwise for some years (Silverado C15, Tahoe K1500) keeps its curated years.
    expect(modelYears(model('CHEV', 'SILV'), 2020)).toHaveLength(2020 - 1999 + 1);
  });

  it('offers a fuel only in the model years the EPA tested the model with it', () => {
    // "HYB": the RAV4 Hybrid is 2016's; the CR-V Hybrid 2020's.
    expect(fuelsInYear(model('TOYOTA', 'RAV4'), 2015)).toEqual(['GSL']);
    expect(fuelsInYear(model('TOYOTA', 'RAV4'), 2016)).toEqual(['GSL', 'HYB']);
    expect(fuelsInYear(model('HONDA', 'CRV'), 2019)).toEqual(['GSL']);
    expect(fuelsInYear(model('HONDA', 'CRV'), 2020)).toEqual(['GSL', 'HYB']);
    // A 48-volt mild hybrid (a 2021 Audi A4) is sold as a petrol car.
    expect(fuelsInYear(model('AUDI', 'A4'), 2021)).toEqual(['GSL']);
    // After the file's last model year (2023), and outside a model's years, the curated data decides.
    expect(fuelsInYear(model('HONDA', 'CRV'), 2026)).toEqual(model('HONDA', 'CRV').fuelTypes);
    expect(fuelsInYear(model('CHEV', 'MALIBU'), 2026)).toEqual([]);
  });

  it('offers a trim only in the model years it was built', () => {
    expect(trimNames('HONDA', 'PILOT', 2022)).not.toContain('TrailSport');
    expect(trimNames('HONDA', 'PILOT', 2023)).toContain('TrailSport');
    expect(trimNames('TESLA', 'MODELS', 2018)).toEqual(['75D', '100D']);
    expect(trimNames('TESLA', 'MODELS', 2022)).toEqual(['Long Range', 'Plaid']);
    expect(trimNames('VOLVO', 'XC90', 2023)).toEqual(['Plus', 'Ultimate']);
    // A year before every curated trim of the model: none (the seed's "Base").
    expect(trimNames('BMW', 'X5', 2010)).toEqual([]);
    // Every entry names a curated model and one of its trims, within the model's own years.
    for (const [key, trims] of Object.entries(TRIM_YEARS)) {
      const [makeCode = '', modelCode = ''] = key.split('|');
      const found = model(makeCode, modelCode);
      for (const [name, [first, last]] of Object.entries(trims)) {
        expect(found.trims.map((trim) => trim.name)).toContain(name);
        expect(first).toBeGreaterThanOrEqual(found.years.first);
        if (last !== undefined) expect(last).toBeGreaterThanOrEqual(first);
      }
    }
  });

  it('agrees with the real cars.com sample: none of its cars has a trim outside the years we give it', async () => {
    const text = readFileSync(SAMPLE, 'utf8');
    let header: string[] | undefined;
    let dated = 0;
    const outside: string[] = [];
    for await (const { fields } of parseCsv(text)) {
      if (!header) {
        header = fields.map((field) => field.trim());
        continue;
      }
      const field = (name: string) => fields[(header as string[]).indexOf(name)]?.trim() ?? '';
      const make = matchMake(field('Make'), field('Model'));
      if (!make) continue;
      const vehicle = matchVehicle(make.makeCode, make.modelText);
      const trim = vehicle.model?.trims.find((one) => one.code === vehicle.trimCode);
      if (!vehicle.model || !trim?.years) continue;
      dated++;
      const year = Number(field('Year'));
      if (!trimsInYear(vehicle.model, year).includes(trim))
        outside.push(`${year} ${field('Make')} ${field('Model')}`);
    }
    expect(dated).toBeGreaterThan(150);
    expect(outside).toEqual([]);
  });
});
