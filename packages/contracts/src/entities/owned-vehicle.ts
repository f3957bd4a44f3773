import { z } from 'zod';
import { vinSchema, yearSchema, zipSchema } from '../fields/identifiers';

/**
 * "Owned vehicle: vehicleid, vehicle_details.latest_zipcode, kbb_vehicle_id." Only those with both a latest zip
 * code and a valuation vehicle id count towards the cars-I-own count (spec 000 s3); both may be null. The
 * year, make, model and trim in `vehicle_details` are ours.
 */
export const ownedVehicleSchema = z.object({
  vehicleid: z.string(),
  vehicle_details: z.object({
    latest_zipcode: zipSchema.nullable(),
    year: yearSchema.optional(),
    make: z.string().optional(),
    model: z.string().optional(),
    trim: z.string().optional(),
  }),
  kbb_vehicle_id: z.union([z.string(), z.int()]).nullable(),
});

/** A vehicle of the user account API's list ("my cars"); the spec shows no fields, these are ours. */
export const accountVehicleSchema = z.object({
  id: z.string(),
  vin: vinSchema.optional(),
  year: yearSchema.optional(),
  make: z.string().max(100).optional(),
  model: z.string().max(100).optional(),
  trim: z.string().max(100).optional(),
  mileage: z.int().min(0).max(2_000_000).optional(),
  zip: zipSchema.optional(),
  kbbVehicleId: z.string().max(64).optional(),
  nickname: z.string().max(100).optional(),
});

export type OwnedVehicle = z.output<typeof ownedVehicleSchema>;
export type AccountVehicle = z.output<typeof accountVehicleSchema>;
