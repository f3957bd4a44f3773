import { consoleLogger, type ExperimentsLogger } from './environment';
import { FLAG_DEFAULTS } from './flag-defaults';
import type { EvaluationContext, FlagProvider, Resolution } from './flag-provider';
import type { ForcedOverrides } from './forced-overrides';

/** One request's or one page's evaluation context: the visitor plus the testing overrides read for it. */
export interface ClientContext extends EvaluationContext {
  /** From `readForcedOverrides`. @default none */
  forced?: ForcedOverrides;
}

/** Handed to `onDecision` after every evaluation, e.g. to send an impression event. */
export type Decision =
  | { type: 'flag'; key: string; visitorId?: string; resolution: Resolution<boolean> }
  | { type: 'experiment'; key: string; visitorId?: string; resolution: Resolution<string | null> };

export interface ExperimentsClientOptions {
  provider: FlagProvider;
  /** The values when the provider cannot say. @default FLAG_DEFAULTS (a key not in it defaults to false) */
  defaults?: Readonly<Record<string, boolean>>;
  /** @default console */
  logger?: ExperimentsLogger;
  /** Called after every evaluation. @default none */
  onDecision?: (decision: Decision) => void;
}

export interface ExperimentsClient {
  readonly provider: FlagProvider;
  isEnabled(flagKey: string, context?: ClientContext): boolean;
  getFlag(flagKey: string, context?: ClientContext): Resolution<boolean>;
  /** The variation key, or null when the visitor is not in the experiment. */
  getVariation(experimentKey: string, context?: ClientContext): Resolution<string | null>;
  /** Every flag of the defaults and of the provider, evaluated. */
  getFlags(context?: ClientContext): Record<string, boolean>;
}

/**
 * Flags and experiments for a page. The order for a flag: a forced override, then the provider, then the
 * defaults. A provider that throws is logged and answered with the default (spec 001 s8: feature configuration
 * errors are only logged), so a broken backend never breaks a page.
 */
export function createExperimentsClient(options: ExperimentsClientOptions): ExperimentsClient {
  const { provider } = options;
  const defaults: Readonly<Record<string, boolean>> = options.defaults ?? FLAG_DEFAULTS;
  const logger = options.logger ?? consoleLogger;

  function failed<T>(value: T, kind: string, key: string, error: unknown): Resolution<T> {
    const message = error instanceof Error ? error.message : String(error);
    logger.error(`Could not evaluate ${kind} ${key} with provider ${provider.name}`, { error: message });
    return { value, reason: 'ERROR', errorCode: 'GENERAL', errorMessage: message };
  }

  function getFlag(flagKey: string, context: ClientContext = {}): Resolution<boolean> {
    const forced = context.forced?.features[flagKey];
    let resolution: Resolution<boolean>;
    if (forced !== undefined) resolution = { value: forced, reason: 'FORCED' };
    else {
      const fallback = defaults[flagKey] ?? false;
      try {
        resolution = provider.resolveFlag(flagKey, fallback, context);
      } catch (error) {
        resolution = failed(fallback, 'flag', flagKey, error);
      }
    }
    options.onDecision?.({ type: 'flag', key: flagKey, visitorId: context.visitorId, resolution });
    return resolution;
  }

  function getVariation(experimentKey: string, context: ClientContext = {}): Resolution<string | null> {
    const forced = context.forced?.experiments[experimentKey];
    let resolution: Resolution<string | null>;
    if (forced !== undefined) resolution = { value: forced, reason: 'FORCED', variant: forced };
    else {
      try {
        resolution = provider.resolveVariation(experimentKey, context);
      } catch (error) {
        resolution = failed(null, 'experiment', experimentKey, error);
      }
    }
    options.onDecision?.({
      type: 'experiment',
      key: experimentKey,
      visitorId: context.visitorId,
      resolution,
    });
    return resolution;
  }

  return {
    provider,
    getFlag,
    getVariation,
    isEnabled: (flagKey, context) => getFlag(flagKey, context).value,
    getFlags(context) {
      const keys = new Set([
        ...Object.keys(defaults),
        ...(provider.flagKeys?.() ?? []),
        ...Object.keys(context?.forced?.features ?? {}),
      ]);
      return Object.fromEntries([...keys].map((key) => [key, getFlag(key, context).value]));
    },
  };
}
