import type { SearchOptions, VehicleReference } from '@forecourt/contracts';
import { carPhoto } from './car-photo';
import { BODY_STYLE_LABELS, COLORS, trimCodeOf } from './labels';

/** A model of the reference data: its body style, base MSRP (the cheapest trim) and trims, cheapest first. */
export interface SampleModel {
  readonly make: string;
  readonly makeCode: string;
  readonly name: string;
  readonly code: string;
  readonly style: string;
  readonly msrp: number;
  readonly trims: readonly string[];
  readonly mpg?: readonly [city: number, highway: number];
}

type ModelRow = [
  name: string,
  code: string,
  style: string,
  msrp: number,
  trims: string[],
  mpg?: [number, number],
];

const MAKES: readonly [name: string, code: string, models: ModelRow[]][] = [
  ['Chevrolet', 'CHEV', [['Equinox', 'EQUINOX', 'SUVCROSS', 28_600, ['LS', 'LT', 'RS', 'ACTIV'], [26, 31]]]],
  [
    'Ford',
    'FORD',
    [
      ['Bronco', 'BRONCO', 'SUVCROSS', 39_630, ['Big Bend', 'Outer Banks', 'Badlands', 'Raptor'], [20, 21]],
      ['Escape', 'ESCAPE', 'SUVCROSS', 29_495, ['S', 'SE', 'SEL', 'Titanium'], [27, 34]],
      ['F-150', 'F150PICKUP', 'TRUCKS', 37_410, ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum'], [20, 26]],
      ['Mustang Mach-E', 'MACHE', 'SUVCROSS', 39_995, ['Select', 'Premium', 'GT']],
    ],
  ],
  [
    'Honda',
    'HONDA',
    [
      ['Accord', 'ACCORD', 'SEDAN', 28_295, ['LX', 'Sport', 'EX-L', 'Sport-L', 'Touring'], [29, 37]],
      ['CR-V', 'CRV', 'SUVCROSS', 30_850, ['LX', 'EX', 'EX-L', 'Sport', 'Touring'], [28, 34]],
      ['Civic', 'CIVIC', 'SEDAN', 24_250, ['LX', 'Sport', 'EX', 'EX-L', 'Touring'], [31, 40]],
    ],
  ],
  [
    'Hyundai',
    'HYUND',
    [['Tucson', 'TUCSON', 'SUVCROSS', 28_705, ['SE', 'SEL', 'N Line', 'Limited'], [25, 32]]],
  ],
  ['Jeep', 'JEEP', [['Wrangler', 'WRANGLER', 'SUVCROSS', 33_190, ['Sport', 'Sahara', 'Rubicon'], [17, 24]]]],
  ['Kia', 'KIA', [['Telluride', 'TELLURIDE', 'SUVCROSS', 36_390, ['LX', 'S', 'EX', 'SX'], [20, 26]]]],
  ['Mazda', 'MAZDA', [['CX-5', 'CX5', 'SUVCROSS', 29_990, ['Sport', 'Touring', 'Grand Touring'], [26, 31]]]],
  ['Nissan', 'NISSAN', [['Rogue', 'ROGUE', 'SUVCROSS', 28_850, ['S', 'SV', 'SL', 'Platinum'], [30, 37]]]],
  [
    'Subaru',
    'SUB',
    [
      [
        'Outback',
        'OUTBACK',
        'WAGON',
        29_995,
        ['Base', 'Premium', 'Limited', 'Touring', 'Wilderness'],
        [26, 32],
      ],
    ],
  ],
  ['Tesla', 'TESLA', [['Model 3', 'MODEL3', 'SEDAN', 42_490, ['Long Range', 'Performance']]]],
  [
    'Toyota',
    'TOYOTA',
    [
      ['Camry', 'CAMRY', 'SEDAN', 28_400, ['LE', 'SE', 'XLE', 'XSE'], [28, 39]],
      ['Corolla', 'COROLLA', 'SEDAN', 22_050, ['L', 'LE', 'SE', 'XSE'], [32, 41]],
      ['RAV4', 'RAV4', 'SUVCROSS', 28_675, ['LE', 'XLE', 'XLE Premium', 'Limited'], [27, 35]],
      ['Tacoma', 'TACOMA', 'TRUCKS', 31_500, ['SR', 'SR5', 'TRD Sport', 'TRD Off-Road', 'Limited'], [19, 24]],
    ],
  ],
];

/** Every model of the sample reference data, by make then model name. */
export const SAMPLE_MODELS: readonly SampleModel[] = Object.freeze(
  MAKES.flatMap(([make, makeCode, models]) =>
    models.map(([name, code, style, msrp, trims, mpg]) => ({
      make,
      makeCode,
      name,
      code,
      style,
      msrp,
      trims,
      ...(mpg && { mpg }),
    })),
  ),
);

export const modelOf = (makeCode: string | undefined, modelCode: string | undefined) =>
  SAMPLE_MODELS.find(
    (model) => model.makeCode === makeCode?.toUpperCase() && model.code === modelCode?.toUpperCase(),
  );

export const modelsOfMake = (makeCode: string | undefined) =>
  SAMPLE_MODELS.filter((model) => model.makeCode === makeCode?.toUpperCase());

/** Each trim's MSRP: trims climb by about 9 percent each. */
export const trimMsrp = (model: SampleModel, index: number) =>
  Math.round((model.msrp * 1.09 ** index) / 5) * 5;

/** "Reference data: makes, models (with trims, classSeries, categories), vehicle styles, exterior color groups". */
export const SAMPLE_SEARCH_OPTIONS: SearchOptions = {
  makes: MAKES.map(([name, code]) => ({ code, name })),
  models: SAMPLE_MODELS.map((model) => ({
    code: model.code,
    name: model.name,
    makeCode: model.makeCode,
    trims: model.trims.map((trim) => ({ code: trimCodeOf(trim), name: trim })),
    classSeries: [],
    categories: [BODY_STYLE_LABELS[model.style] ?? model.style],
  })),
  vehicleStyles: Object.entries(BODY_STYLE_LABELS).map(([code, name]) => ({ code, name })),
  extColorGroups: Object.entries(COLORS).map(([code, { label }]) => ({ code, name: label })),
};

/** A model's trims as research vehicle reference data for a model year. */
export function vehicleReferences(model: SampleModel, year: number): VehicleReference[] {
  const modelIndex = SAMPLE_MODELS.indexOf(model);
  return model.trims.map((trimName, index) => ({
    vehicleId: 400_000 + modelIndex * 100 + index,
    trimId: 500_000 + modelIndex * 100 + index,
    trimName,
    manufacturer: model.make,
    model: model.name,
    year,
    bodyStyle: BODY_STYLE_LABELS[model.style],
    nationalBaseDefaultPrice: trimMsrp(model, index),
    ...(model.mpg && { mpgCity: model.mpg[0], mpgHighway: model.mpg[1] }),
    hasBluetooth: true,
    hasRearviewCamera: true,
    hasHeatedSeats: index > 0,
    hasLeatherSeats: index > 1,
    hasSunroof: index > 1,
    imagePath: carPhoto({
      title: `${year} ${model.make} ${model.name}`,
      style: model.style,
      paint: '#7d838a',
      index: 1,
      count: 1,
    }),
    atcMake: { code: model.makeCode, name: model.make },
    atcModels: [{ code: model.code, name: model.name }],
  }));
}
