import { BODY_STYLE_ORDER, OPTION_CATEGORY_GROUPS, VEHICLE_SPEC_IDS } from '@forecourt/contracts';
import { filterVehicleSpecs } from '@forecourt/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '../reference/reference-cache';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { insert, listing, owner } from '../testing/fixtures';

// March 2026: the model year on sale is 2026 (next year's models arrive in July), the calendar year 2026.
const NOW = new Date('2026-03-01T12:00:00Z');
const RESEARCH = '/cars-for-sale/kbbresearch/reference';

type Item = Record<string, unknown> & { vehicleId: number; year: number; trimName: string };

describe.each(ENGINES)('reference routes on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine, { clock: { now: () => NOW } });
    // A trim only a dealer feed knows ("Si"), and one in the reference data written in lower case.
    await insert(
      api.database.db,
      [owner({ id: 5_100_001 })],
      [
        listing({ id: 710_000_001, owner_id: 5_100_001, trim_code: 'si', trim_name: 'Si' }),
        listing({ id: 710_000_002, owner_id: 5_100_001, trim_code: 'ex+l', trim_name: 'EX-L' }),
        listing({ id: 710_000_003, owner_id: 5_100_001, trim_code: 'HFP', trim_name: 'HFP', status: 'sold' }),
      ],
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const reply = await api.app.inject({ method: 'GET', url, headers });
    return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
  };
  const expectBadField = async (url: string, field: string) => {
    const { status, body, headers } = await get(url);
    expect(status).toBe(400);
    expect(body.error.field).toBe(field);
    expect(headers['cache-control']).toBeUndefined();
  };
  const vehicles = async (query: string): Promise<Item[]> =>
    (await get(`${RESEARCH}/vehicles?${query}`)).body.items;

  describe('GET /cars-for-sale/kbbresearch/reference/models', () => {
    it('gives a make\'s models as "items with atcModels and atcClassSeries codes" (spec 001 s7), by name', async () => {
      const { status, body, headers } = await get(`${RESEARCH}/models?atcMakeCode=BMW`);
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('public, max-age=43200');
      const names = body.items.map((item: { modelName: string }) => item.modelName);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      expect(body.items.find((item: { modelName: string }) => item.modelName === '3 Series')).toMatchObject({
        atcModels: [
          { code: '328I', name: '328i' },
          { code: '330I', name: '330i' },
          { code: 'M340I', name: 'M340i' },
        ],
        atcClassSeries: [{ code: 'BMW3', name: '3 Series' }],
      });
      expect(
        body.items.find((item: { modelName: string }) => item.modelName === 'X5').atcClassSeries,
      ).toEqual([]);
    });

    it('keeps model ids stable: the same id on every call and for every year', async () => {
      const first = (await get(`${RESEARCH}/models?atcMakeCode=FORD`)).body.items;
      const again = (await get(`${RESEARCH}/models?atcMakeCode=ford&yearId=2026`)).body.items;
      const bronco = (items: { modelName: string; modelId: number }[]) =>
        items.find((item) => item.modelName === 'Bronco')?.modelId;
      expect(bronco(first)).toBeGreaterThanOrEqual(100_000);
      expect(bronco(again)).toBe(bronco(first));
      expect(new Set(first.map((item: { modelId: number }) => item.modelId)).size).toBe(first.length);
    });

    it('limits to "models limit 25 default, 50 for model loading" (spec 001 s9)', async () => {
      // No make has 25 models, so the default answers them all; a smaller limit cuts the list.
      expect((await get(`${RESEARCH}/models?atcMakeCode=CHEV`)).body.items).toHaveLength(17);
      expect((await get(`${RESEARCH}/models?atcMakeCode=CHEV&limit=50`)).body.items).toHaveLength(17);
      const five = (await get(`${RESEARCH}/models?atcMakeCode=CHEV&limit=5`)).body.items;
      expect(five).toHaveLength(5);
      expect(five).toEqual((await get(`${RESEARCH}/models?atcMakeCode=CHEV`)).body.items.slice(0, 5));
    });

    it('keeps the models built in yearId', async () => {
      const names = async (year: number) =>
        (await get(`${RESEARCH}/models?atcMakeCode=FORD&yearId=${year}`)).body.items.map(
          (item: { modelName: string }) => item.modelName,
        );
      expect(await names(2012)).toEqual(expect.arrayContaining(['Focus', 'Fusion', 'Mustang']));
      expect(await names(2012)).not.toContain('Bronco');
      expect(await names(2026)).toEqual(expect.arrayContaining(['Bronco', 'Mustang']));
      expect(await names(2026)).not.toContain('Focus');
    });

    it('answers an unknown make with no models, and malformed input with 400 naming the field', async () => {
      expect((await get(`${RESEARCH}/models?atcMakeCode=YUGO`)).body).toEqual({ items: [] });
      await expectBadField(`${RESEARCH}/models`, 'query.atcMakeCode');
      await expectBadField(`${RESEARCH}/models?atcMakeCode=FORD&limit=0`, 'query.limit');
      await expectBadField(`${RESEARCH}/models?atcMakeCode=FORD&limit=101`, 'query.limit');
      await expectBadField(`${RESEARCH}/models?atcMakeCode=FORD&yearId=26`, 'query.yearId');
      await expectBadField(`${RESEARCH}/models?atcMakeCode=%3Cscript%3E`, 'query.atcMakeCode');
    });
  });

  describe('GET /cars-for-sale/kbbresearch/reference/vehicles', () => {
    it('pages trims by "Trim reference page size 5, or 100 for a selected model" (spec 001 s9)', async () => {
      const page = await vehicles('atcMakeCode=FORD');
      expect(page).toHaveLength(5);
      const bronco = await vehicles('atcMakeCode=FORD&atcModelCode=BRONCO&limit=100');
      // Model years 2021 to 2027 (the year on sale and the next, pre-order), five trims each.
      expect(bronco).toHaveLength(35);
      expect(bronco.map((item) => item.year)).toEqual(
        [...bronco.map((item) => item.year)].sort((a, b) => b - a),
      );
      expect(bronco.slice(0, 5).map((item) => item.trimName)).toEqual([
        'Base',
        'Big Bend',
        'Outer Banks',
        'Badlands',
        'Wildtrak',
      ]);
      await expectBadField(`${RESEARCH}/vehicles?atcMakeCode=FORD&limit=101`, 'query.limit');
    });

    it('lists the trims built in each model year, and no year the model was not built', async () => {
      const pilot = (year: number) =>
        vehicles(`atcMakeCode=HONDA&atcModelCode=PILOT&yearId=${year}&limit=100`).then((items) =>
          items.map((item) => item.trimName),
        );
      expect(await pilot(2022)).toEqual(['LX', 'EX-L', 'Touring', 'Elite']);
      expect(await pilot(2023)).toContain('TrailSport');
      expect(await vehicles('atcMakeCode=KIA&atcModelCode=SORENTO&yearId=2010&limit=100')).toEqual([]);
      expect(await vehicles('atcMakeCode=KIA&atcModelCode=SORENTO&yearId=2011&limit=100')).not.toEqual([]);
    });

    it('describes a trim with the vehicle reference fields of spec 001 s3', async () => {
      const [badlands] = (
        await vehicles('atcMakeCode=FORD&atcModelCode=BRONCO&yearId=2026&limit=100')
      ).filter((item) => item.trimName === 'Badlands');
      expect(badlands).toMatchObject({
        trimName: 'Badlands',
        manufacturer: 'Ford',
        model: 'Bronco',
        year: 2026,
        bodyStyle: 'SUV',
        doors: 4,
        driveTrain: 'Four Wheel Drive',
        engineType: 'Gasoline',
        imagePath: '/media/models/FORD/BRONCO/2026.svg',
        atcMake: { code: 'FORD', name: 'Ford' },
        atcModels: [{ code: 'BRONCO', name: 'Bronco' }],
        hasThirdRow: false,
      });
      expect(badlands?.vehicleId).toBe(2026 * 100_000_000 + (badlands?.trimId as number));
      expect(badlands?.nationalBaseDefaultPrice).toBeGreaterThan(40_000);
      expect(badlands?.packages).toEqual(expect.arrayContaining([expect.stringMatching(/Package$/)]));
      expect(badlands?.options).toEqual(expect.arrayContaining(badlands?.exteriorColors as string[]));
    });

    it('gives electric cars MPGe and a range, pickups a cab type', async () => {
      const [mache] = await vehicles('atcMakeCode=FORD&atcModelCode=MACHE&yearId=2026');
      expect(mache).toMatchObject({ engineType: 'Electric' });
      expect(mache?.epaCityMpge).toBeGreaterThan(90);
      expect(mache?.estimatedElectricRange).toBeGreaterThan(200);
      expect(mache?.mpgCity).toBeUndefined();
      const trucks = await vehicles('atcMakeCode=FORD&atcModelCode=F150PICKUP&yearId=2026');
      expect(trucks.map((item) => item.cabType)).toEqual([
        'Regular Cab',
        'Extended Cab',
        'Crew Cab',
        'Crew Cab',
        'Crew Cab',
      ]);
      expect(trucks[0]?.doors).toBe(2);
    });

    it('keeps "vehicleClass NewCar (for pre-order)": the year on sale and the next', async () => {
      const fresh = await vehicles('atcMakeCode=FORD&atcModelCode=BRONCO&vehicleClass=NewCar&limit=100');
      expect(new Set(fresh.map((item) => item.year))).toEqual(new Set([2026, 2027]));
      const used = await vehicles('atcMakeCode=FORD&atcModelCode=BRONCO&vehicleClass=UsedCar&limit=100');
      expect(Math.max(...used.map((item) => item.year))).toBe(2026);
      // A model that ended has no new cars.
      expect(await vehicles('atcMakeCode=FORD&atcModelCode=FOCUS&vehicleClass=NewCar')).toEqual([]);
      await expectBadField(`${RESEARCH}/vehicles?atcMakeCode=FORD&vehicleClass=Boat`, 'query.vehicleClass');
    });

    it("gives every vehicle a national MSRP, the pre-order listings' price (hasPricing)", async () => {
      const priced = await vehicles(
        'hasPricing=true&vehicleClass=NewCar&atcMakeCode=HONDA&atcModelCode=CIVIC&yearId=2027&limit=100',
      );
      expect(priced.map((item) => item.trimName)).toEqual(['LX', 'Sport', 'EX', 'EX-L', 'Touring']);
      const preOrder = await get('/rest/lsc/preorder/listings?makeCode=HONDA&modelCode=CIVIC&year=2027');
      expect(priced.map((item) => item.nationalBaseDefaultPrice)).toEqual(
        preOrder.body.trims.map(
          (trim: { pricingDetail: { salePrice: number } }) => trim.pricingDetail.salePrice,
        ),
      );
      await expectBadField(`${RESEARCH}/vehicles?atcMakeCode=HONDA&hasPricing=maybe`, 'query.hasPricing');
    });

    it('answers an unknown make or model with no items, and 400 for malformed input', async () => {
      expect(await vehicles('atcMakeCode=FER')).toEqual([]);
      expect(await vehicles('atcMakeCode=FORD&atcModelCode=MODELT')).toEqual([]);
      expect(await vehicles('atcMakeCode=FORD&atcModelCode=BRONCO&yearId=2019')).toEqual([]);
      await expectBadField(`${RESEARCH}/vehicles`, 'query.atcMakeCode');
      await expectBadField(`${RESEARCH}/vehicles?atcMakeCode=FORD&yearId=twenty`, 'query.yearId');
    });
  });

  describe('GET vehicleoptions and vehiclespecs by vehicleId', () => {
    const idOf = async (query: string, trim?: string) => {
      const items = await vehicles(`${query}&limit=100`);
      return (items.find((item) => trim === undefined || item.trimName === trim) as Item).vehicleId;
    };

    it("gives the options of a vehicle in the spec's category group order, mandatory when the category says so", async () => {
      const id = await idOf('atcMakeCode=FORD&atcModelCode=BRONCO&yearId=2026', 'Big Bend');
      const { status, body, headers } = await get(`${RESEARCH}/vehicleoptions/vehicleId/${id}?limit=500`);
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe(CACHE_CONTROL.reference);
      const groups = [...new Set(body.items.map((item: { categoryGroup: string }) => item.categoryGroup))];
      expect(groups).toEqual(OPTION_CATEGORY_GROUPS.filter((group) => groups.includes(group)));
      expect(groups).toEqual([
        'Drivetrain',
        'Exterior Colors',
        'Interior Colors',
        'Engine',
        'Transmission',
        'Packages',
      ]);
      for (const item of body.items) {
        // "mandatory (when the category contains Mandatory)" (spec 001 s3)
        expect(item.mandatory).toBe(item.category.includes('Mandatory'));
        expect(item.availability === 'Standard').toBe(item.msrp === 0 && item.availability !== 'Optional');
      }
      const engines = body.items.filter((item: { categoryGroup: string }) => item.categoryGroup === 'Engine');
      expect(
        engines.filter((item: { availability: string }) => item.availability === 'Standard'),
      ).toHaveLength(1);
      const packages = body.items.filter(
        (item: { categoryGroup: string }) => item.categoryGroup === 'Packages',
      );
      expect(packages.every((item: { msrp: number }) => item.msrp > 0)).toBe(true);
      expect((await get(`${RESEARCH}/vehicleoptions/vehicleId/${id}?limit=500`)).body).toEqual(body);
    });

    it("gives the dearest trim its model's packages as standard", async () => {
      const id = await idOf('atcMakeCode=FORD&atcModelCode=BRONCO&yearId=2026', 'Wildtrak');
      const { body } = await get(`${RESEARCH}/vehicleoptions/vehicleId/${id}`);
      const packages = body.items.filter(
        (item: { categoryGroup: string }) => item.categoryGroup === 'Packages',
      );
      expect(packages.length).toBeGreaterThan(0);
      expect(packages.every((item: { availability: string }) => item.availability === 'Standard')).toBe(true);
    });

    it('gives specs the client filters by "specIds 160, 170, 236, ..." (spec 001 s3)', async () => {
      const truck = await idOf('atcMakeCode=FORD&atcModelCode=F150PICKUP&yearId=2025');
      const { status, body } = await get(`${RESEARCH}/vehiclespecs/vehicleId/${truck}?limit=500`);
      expect(status).toBe(200);
      const kept = filterVehicleSpecs(body.items);
      expect(kept.length).toBeLessThan(body.items.length);
      expect(
        kept.every((spec) => (VEHICLE_SPEC_IDS as readonly number[]).includes(Number(spec.specId))),
      ).toBe(true);
      const byId = new Map(
        body.items.map((spec: { specId: number; value: string }) => [spec.specId, spec.value]),
      );
      expect(byId.get(584)).toBe('8.0'); // truck bed length of a regular cab
      expect(byId.get(589)).toBe('Long Bed');
      expect(byId.get(160)).toBe('Four Wheel Drive'); // pickups are offered with four-wheel drive first
      expect(byId.get(615)).toBe('Gasoline');
      expect(byId.get(578)).toBeUndefined();

      const electric = await idOf('atcMakeCode=FORD&atcModelCode=MACHE&yearId=2026');
      const specs = (await get(`${RESEARCH}/vehiclespecs/vehicleId/${electric}`)).body.items;
      const ids = specs.map((spec: { specId: number }) => spec.specId);
      expect(ids).toEqual(expect.arrayContaining([561, 578]));
      expect(ids).not.toContain(584);
      expect(specs.find((spec: { specId: number }) => spec.specId === 281).unit).toBe('MPGe');
    });

    it('applies the limit ("options and specs limit 500", spec 001 s9)', async () => {
      const id = await idOf('atcMakeCode=HONDA&atcModelCode=ACCORD&yearId=2024');
      expect((await get(`${RESEARCH}/vehicleoptions/vehicleId/${id}?limit=3`)).body.items).toHaveLength(3);
      expect((await get(`${RESEARCH}/vehiclespecs/vehicleId/${id}?limit=4`)).body.items).toHaveLength(4);
      await expectBadField(`${RESEARCH}/vehicleoptions/vehicleId/${id}?limit=501`, 'query.limit');
      await expectBadField(`${RESEARCH}/vehiclespecs/vehicleId/${id}?limit=0`, 'query.limit');
    });

    it('answers 404 for a vehicle id nobody issued, and 400 for one that is not a number', async () => {
      const id = await idOf('atcMakeCode=FORD&atcModelCode=BRONCO&yearId=2026');
      const trimId = id % 100_000_000;
      for (const unknown of [
        12_345,
        2026 * 100_000_000 + 1,
        2019 * 100_000_000 + trimId,
        2040 * 100_000_000 + trimId,
      ]) {
        for (const call of ['vehicleoptions', 'vehiclespecs']) {
          const { status, body, headers } = await get(`${RESEARCH}/${call}/vehicleId/${unknown}`);
          expect(status).toBe(404);
          expect(body.error.code).toBe('NOT_FOUND');
          expect(headers['cache-control']).toBeUndefined();
        }
      }
      await expectBadField(`${RESEARCH}/vehicleoptions/vehicleId/abc`, 'params.vehicleId');
      await expectBadField(`${RESEARCH}/vehiclespecs/vehicleId/-4`, 'params.vehicleId');
      await expectBadField(`${RESEARCH}/vehiclespecs/vehicleId/1.5`, 'params.vehicleId');
    });
  });

  describe('GET /cars-for-sale/kbbresearch/reference/bodystyles', () => {
    it('lists body styles "in the order Sedan, SUV, Truck, Coupe, Convertible, Wagon, Van, Hatchback" (spec 001 s9)', async () => {
      const { status, body, headers } = await get(`${RESEARCH}/bodystyles`);
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe(CACHE_CONTROL.reference);
      expect(body.items.map((item: { name: string }) => item.name)).toEqual([...BODY_STYLE_ORDER]);
      expect(body.items[1]).toEqual({ code: 'SUVCROSS', name: 'SUV' });
    });

    it('keeps the styles a make builds in the year, "yearId (default current year)" (spec 001 s7)', async () => {
      const names = async (query: string) =>
        (await get(`${RESEARCH}/bodystyles?${query}`)).body.items.map((item: { name: string }) => item.name);
      expect(await names('atcMakeCode=FORD')).toEqual(['SUV', 'Truck', 'Coupe', 'Van']);
      expect(await names('atcMakeCode=FORD&yearId=2026')).toEqual(['SUV', 'Truck', 'Coupe', 'Van']);
      expect(await names('atcMakeCode=FORD&yearId=2015')).toEqual(['Sedan', 'SUV', 'Truck', 'Coupe', 'Van']);
      expect(await names('atcMakeCode=YUGO')).toEqual([]);
      await expectBadField(`${RESEARCH}/bodystyles?yearId=15`, 'query.yearId');
      await expectBadField(`${RESEARCH}/bodystyles?atcMakeCode=${'x'.repeat(65)}`, 'query.atcMakeCode');
    });
  });

  describe('GET /rest/reference/searchoptions', () => {
    it('gives "makes, models (with trims, classSeries, categories), vehicle styles, exterior color groups"', async () => {
      const { status, body, headers } = await get('/rest/reference/searchoptions');
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe(CACHE_CONTROL.reference);
      expect(body.makes).toContainEqual({ code: 'FORD', name: 'Ford' });
      expect(body.models).toContainEqual(
        expect.objectContaining({
          code: '330I',
          makeCode: 'BMW',
          classSeries: [{ code: 'BMW3', name: '3 Series' }],
          categories: ['Sedan'],
        }),
      );
      const civic = body.models.find((model: { code: string }) => model.code === 'CIVIC');
      expect(civic.trims.map((trim: { code: string }) => trim.code)).toEqual([
        'LX',
        'SPORT',
        'EX',
        'EX+L',
        'TOURING',
      ]);
      const transit = body.models.find((model: { code: string }) => model.code === 'TRANSIT');
      expect(transit.categories).toEqual(['Van', 'Commercial']);
      expect(body.vehicleStyles.map((style: { name: string }) => style.name)).toEqual([...BODY_STYLE_ORDER]);
      expect(body.extColorGroups).toContainEqual({ code: 'OFFWHITE', name: 'Off White' });
      expect((await get('/rest/reference/searchoptions?ignored=1')).body).toEqual(body);
    });
  });

  describe('GET /rest/reference/trimcodes', () => {
    it('lists a model\'s trim codes, "codes upper-cased" (spec 001 s2), with trims only listings carry', async () => {
      const { status, body, headers } = await get('/rest/reference/trimcodes?makeCode=honda&modelCode=civic');
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('public, max-age=120');
      expect(body.items).toEqual([
        { code: 'LX', name: 'LX' },
        { code: 'SPORT', name: 'Sport' },
        { code: 'EX', name: 'EX' },
        { code: 'EX+L', name: 'EX-L' },
        { code: 'TOURING', name: 'Touring' },
        { code: 'SI', name: 'Si' },
      ]);
    });

    it('answers an unknown model with no codes, and 400 naming a missing field', async () => {
      expect((await get('/rest/reference/trimcodes?makeCode=FORD&modelCode=MODELT')).body).toEqual({
        items: [],
      });
      await expectBadField('/rest/reference/trimcodes?makeCode=HONDA', 'query.modelCode');
      await expectBadField('/rest/reference/trimcodes?modelCode=CIVIC', 'query.makeCode');
      await expectBadField('/rest/reference/trimcodes?makeCode=HONDA&modelCode=%22%3B', 'query.modelCode');
    });
  });
});
