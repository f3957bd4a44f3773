import { BUCKET_COUNT } from './bucketing';

export type AttributeValue = string | number | boolean;

/** What is known about a visitor for targeting (device, brand, logged-in ...). */
export type Attributes = Readonly<Record<string, AttributeValue>>;

/** Every named attribute must equal the value, or one of the values when a list is given. */
export type AudienceConditions = Readonly<Record<string, AttributeValue | readonly AttributeValue[]>>;

export interface FeatureDefinition {
  key: string;
  /** The value when no running experiment decides the flag for the visitor. */
  defaultEnabled: boolean;
}

export interface VariationDefinition {
  key: string;
  /** Flags this variation sets for the visitors bucketed into it. */
  features?: Readonly<Record<string, boolean>>;
}

/** Optimizely's shape: a visitor whose bucket (0 to 9999) is below `endOfRange` gets `variation`. */
export interface TrafficRange {
  variation: string;
  endOfRange: number;
}

export interface ExperimentDefinition {
  key: string;
  /** A paused experiment buckets nobody. */
  status: 'running' | 'paused';
  /** Only visitors whose attributes match take part. @default everybody */
  audience?: AudienceConditions;
  variations: readonly VariationDefinition[];
  /** Ascending `endOfRange`s; the buckets past the last one are outside the experiment. */
  trafficAllocation: readonly TrafficRange[];
}

/** The JSON document the experiment service publishes and the provider evaluates. */
export interface Datafile {
  revision: string;
  features: readonly FeatureDefinition[];
  experiments: readonly ExperimentDefinition[];
}

export type ParseDatafileResult = { success: true; datafile: Datafile } | { success: false; message: string };

const KEY = /^[A-Za-z0-9_.-]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAttributeValue(value: unknown): value is AttributeValue {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

class Invalid extends Error {}

function fail(message: string): never {
  throw new Invalid(message);
}

function key(value: unknown, where: string): string {
  if (typeof value !== 'string' || !KEY.test(value))
    fail(`${where} must be letters, digits, '_', '.' or '-'`);
  return value;
}

function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) fail(`${where} must be an array`);
  return value;
}

function audience(value: unknown, where: string): AudienceConditions | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) fail(`${where} must be an object`);
  for (const [name, condition] of Object.entries(value)) {
    const values = Array.isArray(condition) ? condition : [condition];
    if (!values.every(isAttributeValue))
      fail(`${where}.${name} must be a string, number, boolean or a list of them`);
  }
  return value as AudienceConditions;
}

function experiment(value: unknown, where: string, features: ReadonlySet<string>): ExperimentDefinition {
  if (!isRecord(value)) fail(`${where} must be an object`);
  const status = value.status ?? 'running';
  if (status !== 'running' && status !== 'paused') fail(`${where}.status must be 'running' or 'paused'`);
  const variations = list(value.variations, `${where}.variations`).map((variation, index) => {
    const at = `${where}.variations[${index}]`;
    if (!isRecord(variation)) fail(`${at} must be an object`);
    const flags = variation.features;
    if (flags === undefined) return { key: key(variation.key, `${at}.key`) };
    if (!isRecord(flags)) fail(`${at}.features must be an object`);
    for (const [feature, enabled] of Object.entries(flags)) {
      if (!features.has(feature)) fail(`${at}.features.${feature} is not a feature of the datafile`);
      if (typeof enabled !== 'boolean') fail(`${at}.features.${feature} must be true or false`);
    }
    return { key: key(variation.key, `${at}.key`), features: flags as Record<string, boolean> };
  });
  if (variations.length === 0) fail(`${where}.variations must not be empty`);
  const variationKeys = new Set(variations.map((variation) => variation.key));
  if (variationKeys.size !== variations.length) fail(`${where}.variations has a repeated key`);
  let previous = 0;
  const trafficAllocation = list(value.trafficAllocation, `${where}.trafficAllocation`).map(
    (range, index) => {
      const at = `${where}.trafficAllocation[${index}]`;
      if (!isRecord(range)) fail(`${at} must be an object`);
      const end = range.endOfRange;
      if (typeof end !== 'number' || !Number.isInteger(end) || end < previous || end > BUCKET_COUNT) {
        fail(`${at}.endOfRange must be a whole number from ${previous} to ${BUCKET_COUNT}`);
      }
      previous = end;
      if (typeof range.variation !== 'string' || !variationKeys.has(range.variation)) {
        fail(`${at}.variation must name a variation of the experiment`);
      }
      return { variation: range.variation, endOfRange: end };
    },
  );
  const conditions = audience(value.audience, `${where}.audience`);
  return {
    key: key(value.key, `${where}.key`),
    status,
    ...(conditions ? { audience: conditions } : {}),
    variations,
    trafficAllocation,
  };
}

/**
 * Checks a parsed JSON document against the datafile shape. A bad datafile is an expected outcome (the service
 * can publish one), so it is a value with the first problem found, never a throw.
 */
export function parseDatafile(input: unknown): ParseDatafileResult {
  try {
    if (!isRecord(input)) fail('datafile must be an object');
    const revision = input.revision;
    if (typeof revision !== 'string' && typeof revision !== 'number')
      fail('datafile.revision must be a string');
    const features = list(input.features ?? [], 'datafile.features').map((feature, index) => {
      const at = `datafile.features[${index}]`;
      if (!isRecord(feature)) fail(`${at} must be an object`);
      if (typeof feature.defaultEnabled !== 'boolean') fail(`${at}.defaultEnabled must be true or false`);
      return { key: key(feature.key, `${at}.key`), defaultEnabled: feature.defaultEnabled };
    });
    const featureKeys = new Set(features.map((feature) => feature.key));
    if (featureKeys.size !== features.length) fail('datafile.features has a repeated key');
    const experiments = list(input.experiments ?? [], 'datafile.experiments').map((value, index) =>
      experiment(value, `datafile.experiments[${index}]`, featureKeys),
    );
    if (new Set(experiments.map((entry) => entry.key)).size !== experiments.length) {
      fail('datafile.experiments has a repeated key');
    }
    return { success: true, datafile: { revision: String(revision), features, experiments } };
  } catch (error) {
    if (error instanceof Invalid) return { success: false, message: error.message };
    throw error;
  }
}
