import type { ContractCases } from './contract-case';

type ResearchCall =
  | 'getResearchModels'
  | 'getResearchVehicles'
  | 'getVehicleOptions'
  | 'getVehicleSpecs'
  | 'getBodyStyles';

const VEHICLE = {
  vehicleId: 451_234,
  trimName: 'Badlands',
  manufacturer: 'Ford',
  model: 'Bronco',
  year: 2026,
  nationalBaseDefaultPrice: 52_000,
  atcMake: { code: 'FORD', name: 'Ford' },
  atcModels: [{ code: 'BRONCO', name: 'Bronco' }],
  hasSunroof: false,
};

/** Spec 001 s7, the research reference calls; limits of spec 001 s9. */
export const RESEARCH_CASES: ContractCases<ResearchCall> = {
  getResearchModels: {
    valid: [
      { request: { query: { atcMakeCode: 'FORD' } }, parsed: { query: { limit: 25 } } },
      {
        request: { query: { atcMakeCode: 'FORD', limit: '50', yearId: '2024' } },
        parsed: { query: { limit: 50, yearId: 2024 } },
      },
    ],
    reply: {
      items: [
        {
          modelId: 1,
          modelName: 'F-150',
          atcModels: [{ code: 'F150PICKUP', name: 'F-150' }],
          atcClassSeries: [{ code: 'F_SERIES', name: 'F-Series' }],
        },
      ],
    },
    invalid: [
      { rule: 'atcMakeCode', request: { query: {} }, field: 'query.atcMakeCode' },
      { rule: 'limit', request: { query: { atcMakeCode: 'FORD', limit: '0' } }, field: 'query.limit' },
    ],
    badReplies: [
      {
        rule: 'items with atcModels and atcClassSeries codes',
        reply: { items: [{ modelId: 1, modelName: 'F-150', atcModels: [] }] },
        path: 'items[0].atcClassSeries',
      },
    ],
  },
  getResearchVehicles: {
    valid: [
      {
        request: {
          query: {
            hasPricing: 'true',
            vehicleClass: 'NewCar',
            limit: '100',
            atcMakeCode: 'FORD',
            atcModelCode: 'BRONCO',
            yearId: '2026',
          },
        },
        parsed: { query: { hasPricing: true, limit: 100 } },
      },
      { request: { query: { atcMakeCode: 'FORD' } }, parsed: { query: { limit: 5 } } },
    ],
    reply: { items: [VEHICLE, { vehicleId: 451_235, model: 'Bronco', year: 2026 }] },
    invalid: [
      {
        rule: 'vehicleClass NewCar (for pre-order)',
        request: { query: { atcMakeCode: 'FORD', vehicleClass: 'Boat' } },
        field: 'query.vehicleClass',
      },
    ],
  },
  getVehicleOptions: {
    valid: [
      {
        request: { params: { vehicleId: '451234' }, query: { limit: '500' } },
        parsed: { params: { vehicleId: 451_234 } },
      },
    ],
    reply: {
      items: [
        {
          vehicleOptionId: 9,
          categoryGroup: 'Packages',
          category: 'Mandatory Packages',
          optionName: 'Sasquatch',
          availability: 'Optional',
          msrp: 3_000,
          mandatory: true,
        },
      ],
    },
    invalid: [
      { rule: 'path id', request: { params: { vehicleId: 'abc' } }, field: 'params.vehicleId' },
      {
        rule: 'limit=500',
        request: { params: { vehicleId: '451234' }, query: { limit: '501' } },
        field: 'query.limit',
      },
    ],
    badReplies: [
      {
        rule: 'Category groups: Drivetrain, Exterior Colors, ...',
        reply: {
          items: [
            {
              vehicleOptionId: 9,
              categoryGroup: 'Wheels',
              optionName: 'x',
              availability: 'Standard',
              mandatory: false,
            },
          ],
        },
        path: 'items[0].categoryGroup',
      },
    ],
  },
  getVehicleSpecs: {
    valid: [{ request: { params: { vehicleId: '451234' } }, parsed: { query: { limit: 500 } } }],
    reply: { items: [{ specId: 160, name: 'Seating capacity', value: '5' }] },
    invalid: [{ rule: 'path id', request: { params: { vehicleId: '0' } }, field: 'params.vehicleId' }],
  },
  getBodyStyles: {
    valid: [{ request: { query: { atcMakeCode: 'FORD', yearId: '2024' } } }, { request: { query: {} } }],
    reply: {
      items: [
        { code: 'SEDAN', name: 'Sedan' },
        { code: 'SUVCROSS', name: 'SUV' },
      ],
    },
    invalid: [{ rule: 'yearId', request: { query: { yearId: '24' } }, field: 'query.yearId' }],
  },
};
