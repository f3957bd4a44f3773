import { z } from 'zod';
import { defineContract } from '../define-contract';
import {
  vehicleOptionSchema,
  vehicleReferenceSchema,
  vehicleSpecSchema,
} from '../entities/vehicle-reference';
import { codeNameSchema, codeSchema, yearSchema } from '../fields/identifiers';
import { queryBoolean, queryNumber, queryString } from '../fields/query-values';
import { NOT_FOUND_ERRORS } from './shared';

// The research reference calls of spec 001 s7. Limits are spec 001 s9's: "models limit 25 default, 50 for model
// loading; options and specs limit 500"; "Trim reference page size 5, or 100 for a selected model".

const limit = (fallback: number, max: number) =>
  queryNumber(z.int().min(1).max(max).default(fallback)).meta({
    description: `Items at most; ${fallback} when absent, ${max} the largest.`,
  });

const vehicleIdParams = z.object({ vehicleId: queryNumber(z.int().min(1)) });

const makeCode = queryString(codeSchema).meta({ description: 'The make code (atc dialect).' });
const yearId = queryNumber(yearSchema.optional()).meta({ description: 'The model year.' });

export const researchContracts = {
  getResearchModels: defineContract({
    name: 'getResearchModels',
    service: 'research',
    method: 'GET',
    path: '/cars-for-sale/kbbresearch/reference/models',
    query: z.object({ atcMakeCode: makeCode, limit: limit(25, 100), yearId }),
    reply: z.object({
      items: z.array(
        z.object({
          modelId: z.int(),
          modelName: z.string(),
          atcModels: z.array(codeNameSchema),
          atcClassSeries: z.array(codeNameSchema),
        }),
      ),
    }),
    auth: 'none',
    spec: '001 s7',
    summary: 'The models of a make: "items with atcModels and atcClassSeries codes".',
  }),
  getResearchVehicles: defineContract({
    name: 'getResearchVehicles',
    service: 'research',
    method: 'GET',
    path: '/cars-for-sale/kbbresearch/reference/vehicles',
    query: z.object({
      hasPricing: queryBoolean(z.boolean().optional()).meta({
        description: 'Only vehicles with a national MSRP.',
      }),
      vehicleClass: queryString(z.enum(['NewCar', 'UsedCar']).optional()).meta({
        description: 'NewCar for pre-order (spec 001 s7).',
      }),
      limit: limit(5, 100),
      atcMakeCode: makeCode,
      atcModelCode: queryString(codeSchema.optional()),
      yearId,
    }),
    reply: z.object({ items: z.array(vehicleReferenceSchema) }),
    auth: 'none',
    spec: '001 s7',
    summary: 'Trims (vehicle reference data) of a make, model and year.',
    description: 'Items are the vehicle reference (trim) data of spec 001 s3 ("not shown beyond items").',
  }),
  getVehicleOptions: defineContract({
    name: 'getVehicleOptions',
    service: 'research',
    method: 'GET',
    path: '/cars-for-sale/kbbresearch/reference/vehicleoptions/vehicleId/:vehicleId',
    params: vehicleIdParams,
    query: z.object({ limit: limit(500, 500) }),
    reply: z.object({ items: z.array(vehicleOptionSchema) }),
    errors: NOT_FOUND_ERRORS,
    auth: 'none',
    spec: '001 s7',
    summary: 'The options of a vehicle.',
  }),
  getVehicleSpecs: defineContract({
    name: 'getVehicleSpecs',
    service: 'research',
    method: 'GET',
    path: '/cars-for-sale/kbbresearch/reference/vehiclespecs/vehicleId/:vehicleId',
    params: vehicleIdParams,
    query: z.object({ limit: limit(500, 500) }),
    reply: z.object({ items: z.array(vehicleSpecSchema) }),
    errors: NOT_FOUND_ERRORS,
    auth: 'none',
    spec: '001 s7',
    summary: 'The specs of a vehicle; the client keeps the specIds of VEHICLE_SPEC_IDS.',
  }),
  getBodyStyles: defineContract({
    name: 'getBodyStyles',
    service: 'research',
    method: 'GET',
    path: '/cars-for-sale/kbbresearch/reference/bodystyles',
    query: z.object({
      atcMakeCode: queryString(codeSchema.optional()),
      yearId: queryNumber(yearSchema.optional()).meta({
        description: "The server's current year when absent.",
      }),
    }),
    reply: z.object({
      items: z
        .array(codeNameSchema)
        .meta({ description: 'In the order Sedan, SUV, Truck, Coupe, ... (spec 001 s9).' }),
    }),
    auth: 'none',
    spec: '001 s7',
    summary: 'The body styles of a make and year.',
  }),
};
