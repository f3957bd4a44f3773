import type { Attributes, AttributeValue } from './datafile';
import type { EvaluationContext, FlagProvider, Resolution } from './flag-provider';

/** OpenFeature's evaluation context: the targeting key plus any attributes. */
export type OpenFeatureContext = { targetingKey?: string } & Readonly<Record<string, unknown>>;

/** OpenFeature's `ResolutionDetails`. */
export interface OpenFeatureResolution<T> {
  value: T;
  reason?: string;
  variant?: string;
  errorCode?: string;
  errorMessage?: string;
}

/**
 * The shape of an OpenFeature web-SDK `Provider` (synchronous resolvers), written out so this package needs no
 * OpenFeature dependency. Pass it to `OpenFeature.setProvider(...)`.
 */
export interface OpenFeatureProviderLike {
  readonly metadata: { readonly name: string };
  readonly runsOn: 'client';
  resolveBooleanEvaluation(
    flagKey: string,
    defaultValue: boolean,
    context?: OpenFeatureContext,
  ): OpenFeatureResolution<boolean>;
  resolveStringEvaluation(
    flagKey: string,
    defaultValue: string,
    context?: OpenFeatureContext,
  ): OpenFeatureResolution<string>;
  resolveNumberEvaluation(
    flagKey: string,
    defaultValue: number,
    context?: OpenFeatureContext,
  ): OpenFeatureResolution<number>;
  resolveObjectEvaluation<T>(
    flagKey: string,
    defaultValue: T,
    context?: OpenFeatureContext,
  ): OpenFeatureResolution<T>;
}

function isAttributeValue(value: unknown): value is AttributeValue {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** `targetingKey` becomes the visitor id; string, number and boolean fields become attributes. */
export function fromOpenFeatureContext(context: OpenFeatureContext = {}): EvaluationContext {
  const { targetingKey, ...rest } = context;
  const attributes: Record<string, AttributeValue> = {};
  for (const [name, value] of Object.entries(rest)) if (isAttributeValue(value)) attributes[name] = value;
  return { visitorId: targetingKey || undefined, attributes: attributes as Attributes };
}

function details<T>(resolution: Resolution<T>): OpenFeatureResolution<T> {
  const { value, reason, variant, errorCode, errorMessage } = resolution;
  return {
    value,
    reason,
    ...(variant === undefined ? {} : { variant }),
    ...(errorCode === undefined ? {} : { errorCode, errorMessage }),
  };
}

function mismatch<T>(flagKey: string, defaultValue: T): OpenFeatureResolution<T> {
  return {
    value: defaultValue,
    reason: 'ERROR',
    errorCode: 'TYPE_MISMATCH',
    errorMessage: `${flagKey}: flags are booleans and experiments strings`,
  };
}

/**
 * Exposes a `FlagProvider` (the datafile provider, or any other) as an OpenFeature provider: boolean flags are
 * flags, string flags are experiments (the value is the variation key; the default when the visitor is not in
 * the experiment). Numbers and objects are not modelled and answer TYPE_MISMATCH with the default.
 */
export function toOpenFeatureProvider(provider: FlagProvider): OpenFeatureProviderLike {
  return {
    metadata: { name: provider.name },
    runsOn: 'client',
    resolveBooleanEvaluation: (flagKey, defaultValue, context) =>
      details(provider.resolveFlag(flagKey, defaultValue, fromOpenFeatureContext(context))),
    resolveStringEvaluation(flagKey, defaultValue, context) {
      const resolution = provider.resolveVariation(flagKey, fromOpenFeatureContext(context));
      return details({ ...resolution, value: resolution.value ?? defaultValue });
    },
    resolveNumberEvaluation: mismatch,
    resolveObjectEvaluation: mismatch,
  };
}
