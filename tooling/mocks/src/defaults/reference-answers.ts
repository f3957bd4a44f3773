import { errorReply } from '../mock-reply';
import type { MockAnswers } from '../mock-types';
import { BODY_STYLE_LABELS, trimCodeOf } from '../samples/labels';
import { nearestPlace, placeByCity, placeByZip, SAMPLE_PLACES } from '../samples/places';
import {
  modelOf,
  modelsOfMake,
  SAMPLE_MODELS,
  SAMPLE_SEARCH_OPTIONS,
  vehicleReferences,
} from '../samples/reference';

/** "Model year" when a research call names none: the newest the sample data prices. */
const CURRENT_YEAR = 2025;
/** Positions farther than this from every sample place have no nearest zip (a 404, as far out at sea). */
const NEAREST_ZIP_MILES = 500;

/** Location, reference and research data, and the content files, over the sample places and models. */
export const REFERENCE_ANSWERS: MockAnswers<
  | 'getZipLocation'
  | 'getCityLocation'
  | 'getNearestZip'
  | 'getMarket'
  | 'getIndexedLocations'
  | 'getSearchOptions'
  | 'getTrimCodes'
  | 'getResearchModels'
  | 'getResearchVehicles'
  | 'getVehicleOptions'
  | 'getVehicleSpecs'
  | 'getBodyStyles'
  | 'getCertifiedContent'
  | 'getDatafile'
> = {
  getZipLocation: ({ params }) =>
    placeByZip(params.zip) ?? errorReply(404, `No location has zip ${params.zip}`),
  getCityLocation: ({ query }) => {
    const place = placeByCity(query.city, query.state);
    if (!place) return errorReply(404, `No location is named ${query.city}, ${query.state}`);
    const { zip, dma: _dma, ...rest } = place;
    return { ...rest, centerZip: zip };
  },
  getNearestZip: ({ query }) => {
    const nearest = nearestPlace(query);
    if (!nearest || nearest.distance > NEAREST_ZIP_MILES)
      return errorReply(404, 'No zip is near that position');
    const { zip, city, state } = nearest.place;
    return { zip, city, state, distance: nearest.distance };
  },
  // "cannot find zipcode data for {city} {state}" (spec 001 s8): an unknown place is a value.
  getMarket: ({ query }) => {
    const place = placeByZip(query.zip) ?? placeByCity(query.city, query.state);
    if (!place)
      return {
        success: false,
        message: `cannot find zipcode data for ${query.city ?? query.zip} ${query.state ?? ''}`.trim(),
      };
    const { latitude: _latitude, longitude: _longitude, ...payload } = place;
    return { success: true, payload };
  },
  getIndexedLocations: () =>
    Object.fromEntries(
      SAMPLE_PLACES.map((place, index) => [
        `${place.city.toLowerCase().replace(/\s+/g, '-')}-${place.state.toLowerCase()}`,
        {
          city: place.city,
          state: place.state,
          zip: place.zip,
          locationIndexPriority: index < 4 ? 'highest' : index < 8 ? 'high' : 'all',
        },
      ]),
    ),
  getSearchOptions: SAMPLE_SEARCH_OPTIONS,
  getTrimCodes: ({ query }) => ({
    items: (modelOf(query.makeCode, query.modelCode)?.trims ?? []).map((name) => ({
      code: trimCodeOf(name),
      name,
    })),
  }),
  getResearchModels: ({ query }) => ({
    items: modelsOfMake(query.atcMakeCode)
      .slice(0, query.limit)
      .map((model) => ({
        modelId: 300_000 + SAMPLE_MODELS.indexOf(model),
        modelName: model.name,
        atcModels: [{ code: model.code, name: model.name }],
        atcClassSeries: [],
      })),
  }),
  getResearchVehicles: ({ query }) => ({
    items: modelsOfMake(query.atcMakeCode)
      .filter((model) => query.atcModelCode === undefined || model.code === query.atcModelCode.toUpperCase())
      .flatMap((model) => vehicleReferences(model, query.yearId ?? CURRENT_YEAR))
      .slice(0, query.limit),
  }),
  getVehicleOptions: ({ params }) => ({
    items: [
      ['Drivetrain', 'All-Wheel Drive', 'Optional', 1_500],
      ['Engine', '2.0L Turbo I4', 'Standard', undefined],
      ['Transmission', 'CVT Automatic', 'Standard', undefined],
      ['Exterior Colors', 'Radiant Red Metallic', 'Optional', 455],
      ['Interior Colors', 'Black Leather', 'Standard', undefined],
      ['Packages', 'Technology Package', 'Optional', 2_200],
    ].map(([categoryGroup, optionName, availability, msrp], index) => ({
      vehicleOptionId: params.vehicleId * 10 + index,
      categoryGroup: categoryGroup as 'Drivetrain',
      optionName: optionName as string,
      availability: availability as string,
      ...(msrp !== undefined && { msrp: msrp as number }),
      mandatory: false,
    })),
  }),
  getVehicleSpecs: () => ({
    items: [
      { specId: 160, name: 'Fuel Tank Capacity', value: '14.8', unit: 'gal' },
      { specId: 170, name: 'Seating Capacity', value: '5' },
      { specId: 236, name: 'Wheelbase', value: '107.7', unit: 'in' },
      { specId: 281, name: 'Curb Weight', value: '3,077', unit: 'lb' },
      { specId: 546, name: 'Horsepower', value: '180 @ 6,000 rpm' },
      { specId: 547, name: 'Torque', value: '177 lb-ft @ 1,700 rpm' },
    ],
  }),
  // In spec 001 s9's order: Sedan, SUV, Truck, Coupe, Convertible, Wagon, Van, Hatchback.
  getBodyStyles: { items: Object.entries(BODY_STYLE_LABELS).map(([code, name]) => ({ code, name })) },
  getCertifiedContent: {
    programs: [
      {
        makeCode: 'FORD',
        make: 'Ford',
        name: 'Ford Blue Advantage',
        headline: 'Every Gold Certified vehicle passes a 172-point inspection.',
        benefits: [
          '12-month/12,000-mile Comprehensive Limited Warranty',
          '14-day/1,000-mile Money-Back Guarantee',
          '24/7 Roadside Assistance',
        ],
        warranty: '7-year/100,000-mile Powertrain Limited Warranty',
        inspectionPoints: 172,
        url: '/cars-for-sale/fordblueadvantage/',
      },
      {
        makeCode: 'HONDA',
        make: 'Honda',
        name: 'Honda True Certified+',
        benefits: ['182-point inspection', 'Vehicle history report', 'Roadside assistance'],
        warranty: '7-year/100,000-mile Powertrain Limited Warranty',
        inspectionPoints: 182,
      },
      {
        makeCode: 'TOYOTA',
        make: 'Toyota',
        name: 'Toyota Certified Used Vehicles',
        benefits: ['160-point quality assurance inspection', '12-month/12,000-mile Comprehensive Warranty'],
        warranty: '7-year/100,000-mile Limited Powertrain Warranty',
        inspectionPoints: 160,
      },
    ],
  },
  // No experiment running: every visitor gets the features' defaults.
  getDatafile: { revision: 'sample-1', features: [], experiments: [] },
};
