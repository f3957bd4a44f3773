import { describe, expect, it } from 'vitest';
import {
  AVERAGE_RANGE_SOURCE,
  BODY_STYLE_ORDER,
  BODY_STYLE_SYNONYMS,
  batteryRangeText,
  filterVehicleSpecs,
  normaliseBodyStyle,
  orderBodyStyles,
  showsBatteryRange,
  VEHICLE_SPEC_IDS,
} from './index';

describe('body styles (spec 001 section 9)', () => {
  it('"Body style order: Sedan, SUV, Truck, Coupe, Convertible, Wagon, Van, Hatchback"', () => {
    expect(BODY_STYLE_ORDER).toEqual([
      'Sedan',
      'SUV',
      'Truck',
      'Coupe',
      'Convertible',
      'Wagon',
      'Van',
      'Hatchback',
    ]);
  });

  it('"synonyms map to these (Crossover to SUV, Pickup to Truck, Commercial to Van)"', () => {
    expect(BODY_STYLE_SYNONYMS).toEqual({ Crossover: 'SUV', Pickup: 'Truck', Commercial: 'Van' });
  });

  it.each([
    ['Crossover', 'SUV'],
    ['Pickup', 'Truck'],
    ['Commercial', 'Van'],
    ['pickup', 'Truck'],
    [' suv ', 'SUV'],
    ['Sedan', 'Sedan'],
    ['Minivan', undefined],
    ['toString', undefined],
  ])('normaliseBodyStyle(%j) is %s', (name, style) => {
    expect(normaliseBodyStyle(name)).toBe(style);
  });

  it.each([
    [
      ['Van', 'Sedan', 'Hatchback', 'SUV'],
      ['Sedan', 'SUV', 'Van', 'Hatchback'],
    ],
    [
      ['Pickup', 'Crossover', 'Commercial', 'Coupe'],
      ['SUV', 'Truck', 'Coupe', 'Van'],
    ],
    [['SUV', 'Crossover', 'suv'], ['SUV']],
    [
      ['Wagon', 'Limousine', 'Convertible', 'Limousine'],
      ['Convertible', 'Wagon', 'Limousine'],
    ],
    [[], []],
  ])('orderBodyStyles(%j) is %j', (names, ordered) => {
    expect(orderBodyStyles(names)).toEqual(ordered);
  });
});

// "Battery range text shows only when min and max are above 0 and the rating source is not the average one."
describe('battery range (spec 001 section 9)', () => {
  it.each([
    [{ min: 230, max: 250, source: 'EPA' }, '230-250 mi'],
    [{ min: 250, max: 230 }, '230-250 mi'],
    [{ min: 300, max: 300 }, '300 mi'],
    [{ min: 0, max: 250 }, undefined],
    [{ min: 230, max: 0 }, undefined],
    [{ min: -5, max: 250 }, undefined],
    [{ min: 230 }, undefined],
    [{ min: 230, max: 250, source: AVERAGE_RANGE_SOURCE }, undefined],
    [{ min: 230, max: 250, source: 'average' }, undefined],
    [{ min: Number.NaN, max: 250 }, undefined],
    [null, undefined],
  ])('%j gives %s', (range, text) => {
    expect(batteryRangeText(range)).toBe(text);
    expect(showsBatteryRange(range)).toBe(text !== undefined);
  });
});

describe('filterVehicleSpecs (spec 001 section 3)', () => {
  it('"keeps only specIds 160, 170, 236, 281, 546, 547, 557, 561, 578, 584, 589, 610, 615"', () => {
    expect(VEHICLE_SPEC_IDS).toEqual([160, 170, 236, 281, 546, 547, 557, 561, 578, 584, 589, 610, 615]);
  });

  it.each(VEHICLE_SPEC_IDS.map((id) => [id]))('keeps specId %i', (id) => {
    expect(filterVehicleSpecs([{ specId: id }])).toEqual([{ specId: id }]);
  });

  it('drops other ids and keeps the given order, with ids sent as text', () => {
    const specs = [
      { specId: 615, name: 'Range' },
      { specId: 161, name: 'x' },
      { specId: '160', name: 'Engine' },
      { specId: '', name: 'blank' },
      { specId: null, name: 'none' },
      { name: 'missing' },
      { specId: 0, name: 'zero' },
    ];
    expect(filterVehicleSpecs(specs).map((spec) => spec.name)).toEqual(['Range', 'Engine']);
  });
});
