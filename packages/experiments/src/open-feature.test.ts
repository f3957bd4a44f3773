import { describe, expect, it } from 'vitest';
import { SAMPLE_DATAFILE } from './datafile.cases';
import { createDatafileProvider, fromOpenFeatureContext, toOpenFeatureProvider } from './index';

describe('toOpenFeatureProvider', () => {
  const provider = toOpenFeatureProvider(createDatafileProvider({ datafile: SAMPLE_DATAFILE }));

  it('describes itself as OpenFeature expects', () => {
    expect(provider.metadata).toEqual({ name: 'forecourt-datafile' });
    expect(provider.runsOn).toBe('client');
  });

  it('resolves boolean flags with the targeting key as the visitor', () => {
    expect(provider.resolveBooleanEvaluation('newSearch', false, { targetingKey: 'visitor-4' })).toEqual({
      value: true,
      reason: 'SPLIT',
      variant: 'search-redesign:redesign',
    });
    expect(provider.resolveBooleanEvaluation('unknown', true, { targetingKey: 'visitor-4' })).toMatchObject({
      value: true,
      reason: 'ERROR',
      errorCode: 'FLAG_NOT_FOUND',
    });
  });

  it('resolves string flags as experiments, with attributes from the context', () => {
    const context = { targetingKey: 'visitor-4', device: 'desktop', signedIn: true, ignored: { deep: 1 } };
    expect(provider.resolveStringEvaluation('wallet-copy', 'none', context)).toEqual({
      value: 'a',
      reason: 'SPLIT',
      variant: 'a',
    });
    expect(provider.resolveStringEvaluation('wallet-copy', 'none', { targetingKey: 'visitor-4' })).toEqual({
      value: 'none',
      reason: 'DEFAULT',
    });
  });

  it('answers numbers and objects with TYPE_MISMATCH and the default', () => {
    expect(provider.resolveNumberEvaluation('x', 3)).toMatchObject({ value: 3, errorCode: 'TYPE_MISMATCH' });
    expect(provider.resolveObjectEvaluation('x', { a: 1 })).toMatchObject({
      value: { a: 1 },
      errorCode: 'TYPE_MISMATCH',
    });
  });

  it('keeps only string, number and boolean context fields as attributes', () => {
    expect(
      fromOpenFeatureContext({ targetingKey: '', n: 1, s: 's', b: false, nan: Number.NaN, o: {} }),
    ).toEqual({
      visitorId: undefined,
      attributes: { n: 1, s: 's', b: false },
    });
  });
});
