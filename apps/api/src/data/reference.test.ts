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
import {
  allModels,
  findBodyStyle,
  findMakeCode,
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
} from './index';

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
});
