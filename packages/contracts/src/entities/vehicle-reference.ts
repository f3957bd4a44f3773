import { z } from 'zod';
import { codeNameSchema, dollarsSchema, yearSchema } from '../fields/identifiers';
import { OPTION_CATEGORY_GROUPS } from '../fields/vocabularies';

const text = () => z.string().optional();
const flag = () => z.boolean().optional();

/**
 * "Option: categoryGroup, optionName, optionType, availability (Standard or other), footer, vehicleOptionId,
 * msrp, mandatory (when the category contains Mandatory)." (spec 001 s3)
 */
export const vehicleOptionSchema = z.object({
  vehicleOptionId: z.int(),
  categoryGroup: z.enum(OPTION_CATEGORY_GROUPS),
  category: text().meta({ description: 'The finer category; mandatory when it contains "Mandatory".' }),
  optionName: z.string(),
  optionType: text(),
  availability: z.string().meta({ description: "'Standard', or how else it is offered (e.g. 'Optional')." }),
  footer: text(),
  msrp: dollarsSchema.optional(),
  mandatory: z.boolean(),
});

/** One vehicle spec (shape ours): "keeps only specIds 160, ... 615" is the client's filter. */
export const vehicleSpecSchema = z.object({
  specId: z.int(),
  name: z.string(),
  value: z.string(),
  unit: text(),
});

/** "Vehicle reference (trim) data" (spec 001 s3). Feature flags and mpg figures are named by us. */
export const vehicleReferenceSchema = z.object({
  vehicleId: z.int(),
  trimId: z.int().optional(),
  trimName: z.string().default('Base'),
  manufacturer: text(),
  model: z.string(),
  year: yearSchema,
  bodyStyle: text(),
  doors: z.int().optional(),
  driveTrain: text(),
  engineType: text(),
  cabType: text(),
  nationalBaseDefaultPrice: dollarsSchema.optional().meta({ description: 'National MSRP, whole dollars.' }),
  ncbbPrice: dollarsSchema.optional(),
  imagePath: text(),
  estimatedElectricRange: z.number().optional(),
  mpgCity: z.number().optional(),
  mpgHighway: z.number().optional(),
  epaCityMpge: z.number().optional(),
  epaHighwayMpge: z.number().optional(),
  hasHeatedSeats: flag(),
  hasLeatherSeats: flag(),
  hasRearviewCamera: flag(),
  hasBluetooth: flag(),
  hasThirdRow: flag(),
  hasAlarm: flag(),
  hasLaneDeparture: flag(),
  hasNavigation: flag(),
  hasParkAssist: flag(),
  hasPowerCloseTrunk: flag(),
  hasRemoteStart: flag(),
  hasSunroof: flag(),
  atcMake: codeNameSchema.optional(),
  atcModels: z.array(codeNameSchema).optional(),
  availableEngines: z.array(z.string()).optional(),
  availableTransmissions: z.array(z.string()).optional(),
  availableDrivetrains: z.array(z.string()).optional(),
  exteriorColors: z.array(z.string()).optional(),
  interiorColors: z.array(z.string()).optional(),
  packages: z.array(z.string()).optional(),
  options: z.array(z.string()).optional().meta({ description: 'All option names.' }),
});

export type VehicleOption = z.output<typeof vehicleOptionSchema>;
export type VehicleSpec = z.output<typeof vehicleSpecSchema>;
export type VehicleReference = z.output<typeof vehicleReferenceSchema>;
