import { VEHICLE_SPEC_IDS } from '@forecourt/contracts';
import { filterVehicleSpecs } from '@forecourt/listings';
import { describe, expect, it, vi } from 'vitest';
import { getModel, isTrimBuilt } from '../data/reference/reference';
import { createReplyCache, REFERENCE_CACHE_TTL_MS, referenceKey } from './reference-cache';
import { researchModels } from './research-reference';
import { RESEARCH_YEARS_BACK, researchYears } from './research-years';
import { assignIds, hashedId } from './stable-ids';
import {
  catalogTrims,
  findVehicle,
  TRIM_ID_RANGE,
  trimKey,
  VEHICLE_ID_YEAR_FACTOR,
  vehicleIdOf,
  vehicleOf,
} from './vehicle-catalog';
import { optionIdOf, vehicleOptions } from './vehicle-options';
import { vehicleSpecs } from './vehicle-specs';

const NOW = new Date('2026-03-01T12:00:00Z');
/** Every trim in the newest model year it is built (the pre-order year, or its last): about 1,300 vehicles. */
const VEHICLES = catalogTrims().map((trim) =>
  vehicleOf(trim, researchYears(trim.model, NOW).find((year) => isTrimBuilt(trim.trim, year)) ?? 2026),
);

describe('stable ids', () => {
  it('draws an id from the key alone, inside its range', () => {
    const id = hashedId('FORD|BRONCO|BADLANDS', TRIM_ID_RANGE);
    expect(hashedId('FORD|BRONCO|BADLANDS', TRIM_ID_RANGE)).toBe(id);
    expect(id).toBeGreaterThanOrEqual(10_000_000);
    expect(id).toBeLessThan(100_000_000);
  });

  it('moves a colliding key to the next free number, in key order, wrapping in the range', () => {
    const range = { first: 7, size: 3 };
    const ids = assignIds(['c', 'a', 'b', 'a'], range);
    expect([...ids.keys()]).toEqual(['a', 'b', 'c']);
    expect(new Set(ids.values())).toEqual(new Set([7, 8, 9]));
    expect(ids.get('a')).toBe(hashedId('a', range));
  });

  it("gives every trim of today's reference data its plain hash: no id had to move", () => {
    for (const trim of catalogTrims()) {
      expect(trim.trimId).toBe(
        hashedId(trimKey(trim.make.code, trim.model.code, trim.trim.code), TRIM_ID_RANGE),
      );
    }
    expect(new Set(catalogTrims().map((trim) => trim.trimId)).size).toBe(catalogTrims().length);
  });

  it('names a vehicle by its model year and trim id, and finds it back', () => {
    for (const vehicle of VEHICLES) {
      expect(vehicle.vehicleId).toBe(vehicle.year * VEHICLE_ID_YEAR_FACTOR + vehicle.trimId);
      const found = findVehicle(vehicle.vehicleId, NOW);
      expect(found?.trim).toBe(vehicle.trim);
      expect(found?.year).toBe(vehicle.year);
    }
  });

  it("finds no vehicle outside its model's research years", () => {
    const bronco = catalogTrims().find((trim) => trim.model.code === 'BRONCO');
    if (!bronco) throw new Error('the reference data has a Bronco');
    expect(findVehicle(vehicleIdOf(bronco.trimId, 2021), NOW)).toBeDefined();
    expect(findVehicle(vehicleIdOf(bronco.trimId, 2027), NOW)).toBeDefined();
    expect(findVehicle(vehicleIdOf(bronco.trimId, 2020), NOW)).toBeUndefined();
    expect(findVehicle(vehicleIdOf(bronco.trimId, 2028), NOW)).toBeUndefined();
    // Nor outside its trim's years: the Pilot TrailSport is 2023's, Tesla's Model S 75D ended with 2019.
    const trim = (model: string, name: string) => {
      const found = catalogTrims().find((one) => one.model.code === model && one.trim.name === name);
      if (!found) throw new Error(`the reference data has a ${model} ${name}`);
      return found.trimId;
    };
    expect(findVehicle(vehicleIdOf(trim('PILOT', 'TrailSport'), 2022), NOW)).toBeUndefined();
    expect(findVehicle(vehicleIdOf(trim('PILOT', 'TrailSport'), 2023), NOW)).toBeDefined();
    expect(findVehicle(vehicleIdOf(trim('MODELS', '75D'), 2019), NOW)).toBeDefined();
    expect(findVehicle(vehicleIdOf(trim('MODELS', '75D'), 2020), NOW)).toBeUndefined();
    // Nor a year the model was not built at all.
    const sorento = catalogTrims().find((one) => one.model.code === 'SORENTO');
    expect(sorento && findVehicle(vehicleIdOf(sorento.trimId, 2010), NOW)).toBeUndefined();
  });

  it('gives every research model of every make its own id', () => {
    const makes = [...new Set(catalogTrims().map((trim) => trim.make.code))];
    const ids = makes.flatMap((make) =>
      researchModels({ atcMakeCode: make, limit: 100 }, NOW).map((m) => m.modelId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('research years', () => {
  it('run from the first year, or 25 back, to the year on sale and the next for a model still built', () => {
    const mustang = getModel('FORD', 'MUST');
    const focus = getModel('FORD', 'FOCUS');
    if (!mustang || !focus) throw new Error('the reference data has a Mustang and a Focus');
    expect(researchYears(mustang, NOW)[0]).toBe(2027);
    expect(researchYears(mustang, NOW).at(-1)).toBe(2026 - RESEARCH_YEARS_BACK);
    expect(researchYears(focus, NOW)).toEqual([
      2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011, 2010, 2009, 2008, 2007, 2006, 2005, 2004, 2003, 2002,
      2001,
    ]);
  });
});

describe('vehicle options over the whole reference data', () => {
  it('gives one standard engine, transmission and drivetrain per vehicle, and no option twice', () => {
    for (const vehicle of VEHICLES) {
      const options = vehicleOptions(vehicle);
      for (const group of ['Engine', 'Transmission', 'Drivetrain']) {
        const standard = options.filter((o) => o.categoryGroup === group && o.availability === 'Standard');
        expect(standard, `${vehicle.model.name} ${vehicle.trim.name} ${group}`).toHaveLength(1);
      }
      const ids = options.map((option) => option.vehicleOptionId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('keeps one id per option name across vehicles, and different names apart', () => {
    const byName = new Map<string, number>();
    for (const option of VEHICLES.flatMap(vehicleOptions)) {
      const key = `${option.categoryGroup}|${option.optionName}`;
      expect(byName.get(key) ?? option.vehicleOptionId).toBe(option.vehicleOptionId);
      byName.set(key, option.vehicleOptionId);
    }
    expect(new Set(byName.values()).size).toBe(byName.size);
    expect(optionIdOf('Packages', 'Towing Package')).toBe(optionIdOf('Packages', 'Towing Package'));
  });
});

describe('vehicle specs over the whole reference data', () => {
  const ALWAYS = [160, 170, 236, 281, 546, 547, 557, 610, 615];

  it('carry the kept ids the vehicle has, and dimensions the client filters out', () => {
    for (const vehicle of VEHICLES) {
      const specs = vehicleSpecs(vehicle);
      const ids = specs.map((spec) => spec.specId);
      const kept = filterVehicleSpecs(specs).map((spec) => spec.specId);
      expect(kept).toEqual(ids.filter((id) => (VEHICLE_SPEC_IDS as readonly number[]).includes(id)));
      expect(kept).toEqual(expect.arrayContaining(ALWAYS));
      expect(ids).toContain(101);
      const plugIn = vehicle.model.fuelTypes[0] === 'ELE' || vehicle.model.fuelTypes[0] === 'PIH';
      expect(ids.includes(578) && ids.includes(561)).toBe(plugIn);
      const truck = vehicle.model.vehicleStyleCode === 'TRUCKS';
      expect(ids.includes(584) && ids.includes(589)).toBe(truck);
      for (const spec of specs) expect(spec.value, `${spec.name} of ${vehicle.model.name}`).toMatch(/^\S.*$/);
      for (const spec of specs.filter((entry) => entry.unit)) expect(Number(spec.value)).toBeGreaterThan(0);
    }
  });
});

describe('the reference cache', () => {
  it('computes a reply once per key for "Reference cache time-to-live 12 hours (43200000 ms)" (spec 000 s9)', async () => {
    expect(REFERENCE_CACHE_TTL_MS).toBe(43_200_000);
    let now = NOW.getTime();
    const cached = createReplyCache({ now: () => new Date(now) }, REFERENCE_CACHE_TTL_MS);
    const load = vi.fn(() => ({ items: [now] }));
    const key = referenceKey('models', new Date(now), { atcMakeCode: 'FORD' });
    await cached(key, load);
    now += REFERENCE_CACHE_TTL_MS - 1;
    expect(await cached(key, load)).toEqual({ items: [NOW.getTime()] });
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await cached(key, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keys a reply by the calendar and model year, so July's new model year is not served from June", () => {
    const june = referenceKey('vehicles', new Date('2026-06-30T23:00:00Z'), { atcMakeCode: 'FORD' });
    const july = referenceKey('vehicles', new Date('2026-07-01T01:00:00Z'), { atcMakeCode: 'FORD' });
    expect(june).not.toBe(july);
  });
});
