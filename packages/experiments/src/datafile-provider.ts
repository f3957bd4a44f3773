import { bucketFor } from './bucketing';
import type { Attributes, AudienceConditions, Datafile, ExperimentDefinition } from './datafile';
import type { EvaluationContext, FlagProvider, Resolution } from './flag-provider';

export interface DatafileProviderOptions {
  /** A datafile to start with (the one the server rendered with, embedded in the page). @default none */
  datafile?: Datafile;
  /** @default 'forecourt-datafile' */
  name?: string;
}

/** The default provider: evaluates a datafile, with deterministic bucketing. */
export interface DatafileProvider extends FlagProvider {
  /** The datafile in use, or undefined before one was set (flags then resolve to their defaults). */
  readonly datafile: Datafile | undefined;
  /** Swaps the datafile; bound, so it can be handed to `createDatafileManager({ onUpdate })` as it is. */
  setDatafile(datafile: Datafile): void;
  /** Called after every `setDatafile`; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface Index {
  datafile: Datafile;
  features: Map<string, boolean>;
  experiments: Map<string, ExperimentDefinition>;
  /** Running experiments whose variations set the flag, in datafile order: the first that buckets wins. */
  deciders: Map<string, ExperimentDefinition[]>;
}

function buildIndex(datafile: Datafile): Index {
  const deciders = new Map<string, ExperimentDefinition[]>();
  for (const experiment of datafile.experiments) {
    if (experiment.status !== 'running') continue;
    const keys = new Set(experiment.variations.flatMap((variation) => Object.keys(variation.features ?? {})));
    for (const key of keys) deciders.set(key, [...(deciders.get(key) ?? []), experiment]);
  }
  return {
    datafile,
    features: new Map(datafile.features.map((feature) => [feature.key, feature.defaultEnabled])),
    experiments: new Map(datafile.experiments.map((experiment) => [experiment.key, experiment])),
    deciders,
  };
}

function matchesAudience(
  audience: AudienceConditions | undefined,
  attributes: Attributes | undefined,
): boolean {
  if (!audience) return true;
  return Object.entries(audience).every(([name, condition]) => {
    const actual = attributes?.[name];
    if (actual === undefined) return false;
    return Array.isArray(condition) ? condition.includes(actual) : condition === actual;
  });
}

function bucketedVariation(experiment: ExperimentDefinition, visitorId: string): string | null {
  const bucket = bucketFor(visitorId, experiment.key);
  return experiment.trafficAllocation.find((range) => bucket < range.endOfRange)?.variation ?? null;
}

function notReady<T>(value: T): Resolution<T> {
  return { value, reason: 'ERROR', errorCode: 'PROVIDER_NOT_READY', errorMessage: 'No datafile loaded' };
}

export function createDatafileProvider(options: DatafileProviderOptions = {}): DatafileProvider {
  let index = options.datafile ? buildIndex(options.datafile) : undefined;
  const listeners = new Set<() => void>();

  function variationOf(
    experiment: ExperimentDefinition,
    context: EvaluationContext,
  ): Resolution<string | null> {
    if (experiment.status !== 'running') return { value: null, reason: 'DISABLED' };
    if (!context.visitorId) {
      return {
        value: null,
        reason: 'ERROR',
        errorCode: 'TARGETING_KEY_MISSING',
        errorMessage: 'No visitor id to bucket on',
      };
    }
    if (!matchesAudience(experiment.audience, context.attributes)) return { value: null, reason: 'DEFAULT' };
    const variation = bucketedVariation(experiment, context.visitorId);
    return variation === null
      ? { value: null, reason: 'DEFAULT' }
      : { value: variation, reason: 'SPLIT', variant: variation };
  }

  return {
    name: options.name ?? 'forecourt-datafile',
    get datafile() {
      return index?.datafile;
    },
    setDatafile: (datafile) => {
      index = buildIndex(datafile);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flagKeys: () => (index ? [...index.features.keys()] : []),
    resolveFlag(flagKey, defaultValue, context) {
      if (!index) return notReady(defaultValue);
      const fallback = index.features.get(flagKey);
      if (fallback === undefined) {
        return {
          value: defaultValue,
          reason: 'ERROR',
          errorCode: 'FLAG_NOT_FOUND',
          errorMessage: `No feature ${flagKey} in datafile ${index.datafile.revision}`,
        };
      }
      for (const experiment of index.deciders.get(flagKey) ?? []) {
        const decision = variationOf(experiment, context);
        const value = experiment.variations.find((variation) => variation.key === decision.value)?.features?.[
          flagKey
        ];
        if (value !== undefined)
          return { value, reason: 'SPLIT', variant: `${experiment.key}:${decision.value}` };
      }
      // Without a visitor id no experiment can decide, so the datafile default is the right answer, not an error.
      return { value: fallback, reason: 'DEFAULT' };
    },
    resolveVariation(experimentKey, context) {
      if (!index) return notReady(null);
      const experiment = index.experiments.get(experimentKey);
      if (!experiment) {
        return {
          value: null,
          reason: 'ERROR',
          errorCode: 'FLAG_NOT_FOUND',
          errorMessage: `No experiment ${experimentKey} in datafile ${index.datafile.revision}`,
        };
      }
      return variationOf(experiment, context);
    },
  };
}
