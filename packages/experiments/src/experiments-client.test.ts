import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_DATAFILE } from './datafile.cases';
import {
  bucketFor,
  createDatafileProvider,
  createExperimentsClient,
  FLAG_DEFAULTS,
  type FlagProvider,
  type Resolution,
} from './index';

// Buckets of these visitors (bucketFor): visitor-1 search-redesign 2999, wallet-copy 3359; visitor-4 8435, 522;
// visitor-8 9199, 5156.
const DESKTOP = { device: 'desktop', signedIn: true };

function silentLogger() {
  return { error: vi.fn(), warn: vi.fn() };
}

describe('FLAG_DEFAULTS (spec 002 s1)', () => {
  it('"brand enabled, e-mail opt-in on, chat on (two chat vendors; mobile chat off), wallet shown with articles and trade-in offers"', () => {
    expect(FLAG_DEFAULTS).toEqual({
      brand: true,
      emailOptIn: true,
      chat: true,
      chatPrimaryVendor: true,
      chatSecondaryVendor: true,
      mobileChat: false,
      wallet: true,
      walletArticles: true,
      walletTradeInOffers: true,
    });
  });

  it('are what every flag resolves to before a datafile is loaded', () => {
    const client = createExperimentsClient({ provider: createDatafileProvider() });
    expect(client.getFlags({ visitorId: 'visitor-1' })).toEqual(FLAG_DEFAULTS);
    expect(client.getFlag('chat', { visitorId: 'visitor-1' })).toMatchObject({
      value: true,
      reason: 'ERROR',
      errorCode: 'PROVIDER_NOT_READY',
    });
  });
});

describe('the datafile provider', () => {
  const provider = createDatafileProvider({ datafile: SAMPLE_DATAFILE });

  it.each([
    ['visitor-1', 'control', false],
    ['visitor-4', 'redesign', true],
    ['visitor-8', 'redesign', true],
  ])(
    'buckets %s into %s of search-redesign, which sets newSearch to %s',
    (visitorId, variation, newSearch) => {
      expect(bucketFor(visitorId, 'search-redesign') < 5000).toBe(variation === 'control');
      expect(provider.resolveVariation('search-redesign', { visitorId })).toEqual({
        value: variation,
        reason: 'SPLIT',
        variant: variation,
      });
      expect(provider.resolveFlag('newSearch', false, { visitorId })).toEqual({
        value: newSearch,
        reason: 'SPLIT',
        variant: `search-redesign:${variation}`,
      });
    },
  );

  it.each([
    ['visitor-4', DESKTOP, 'a'],
    ['visitor-1', { device: 'tablet', signedIn: true }, 'b'],
    ['visitor-8', DESKTOP, null],
    ['visitor-4', { device: 'mobile', signedIn: true }, null],
    ['visitor-4', { device: 'desktop' }, null],
  ])('targets wallet-copy: %s with %o gets %s', (visitorId, attributes, variation) => {
    expect(provider.resolveVariation('wallet-copy', { visitorId, attributes })).toMatchObject({
      value: variation,
      reason: variation ? 'SPLIT' : 'DEFAULT',
    });
  });

  it('buckets nobody into a paused experiment, so its flag keeps the datafile default', () => {
    expect(provider.resolveVariation('paused-test', { visitorId: 'visitor-1' })).toEqual({
      value: null,
      reason: 'DISABLED',
    });
    expect(provider.resolveFlag('mobileChat', true, { visitorId: 'visitor-1' })).toEqual({
      value: false,
      reason: 'DEFAULT',
    });
  });

  it('answers without a visitor id: flags take the datafile default, experiments report the missing key', () => {
    expect(provider.resolveFlag('newSearch', true, {})).toEqual({ value: false, reason: 'DEFAULT' });
    expect(provider.resolveVariation('search-redesign', {})).toMatchObject({
      value: null,
      reason: 'ERROR',
      errorCode: 'TARGETING_KEY_MISSING',
    });
  });

  it('reports an unknown flag or experiment as FLAG_NOT_FOUND with the caller default', () => {
    expect(provider.resolveFlag('nope', true, { visitorId: 'v' })).toMatchObject({
      value: true,
      errorCode: 'FLAG_NOT_FOUND',
    });
    expect(provider.resolveVariation('nope', { visitorId: 'v' })).toMatchObject({
      value: null,
      errorCode: 'FLAG_NOT_FOUND',
    });
  });

  it('switches datafiles and tells subscribers', () => {
    const live = createDatafileProvider();
    const listener = vi.fn();
    const unsubscribe = live.subscribe(listener);
    const { setDatafile } = live;
    setDatafile(SAMPLE_DATAFILE);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(live.datafile?.revision).toBe('42');
    expect(live.flagKeys?.()).toEqual(['brand', 'mobileChat', 'newSearch']);
    unsubscribe();
    live.setDatafile({ ...SAMPLE_DATAFILE, revision: '43' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('createExperimentsClient', () => {
  const provider = createDatafileProvider({ datafile: SAMPLE_DATAFILE });

  it('puts forced overrides before the provider, for flags and experiments', () => {
    const client = createExperimentsClient({ provider });
    const forced = {
      features: { newSearch: false, brandNew: true },
      experiments: { 'search-redesign': 'redesign' },
    };
    expect(client.getFlag('newSearch', { visitorId: 'visitor-4', forced })).toEqual({
      value: false,
      reason: 'FORCED',
    });
    expect(client.isEnabled('brandNew', { forced })).toBe(true);
    expect(client.getVariation('search-redesign', { visitorId: 'visitor-1', forced })).toEqual({
      value: 'redesign',
      reason: 'FORCED',
      variant: 'redesign',
    });
    expect(client.getFlags({ visitorId: 'visitor-4', forced })).toEqual({
      ...FLAG_DEFAULTS,
      mobileChat: false,
      newSearch: false,
      brandNew: true,
    });
  });

  it('lists the defaults and the datafile flags together', () => {
    const client = createExperimentsClient({ provider });
    expect(client.getFlags({ visitorId: 'visitor-4' })).toEqual({ ...FLAG_DEFAULTS, newSearch: true });
  });

  it('logs a throwing provider and answers with the default (feature configuration errors are only logged)', () => {
    const logger = silentLogger();
    const broken: FlagProvider = {
      name: 'broken',
      resolveFlag: () => {
        throw new Error('vendor down');
      },
      resolveVariation: () => {
        throw new Error('vendor down');
      },
    };
    const client = createExperimentsClient({ provider: broken, logger });
    expect(client.getFlag('mobileChat')).toEqual({
      value: false,
      reason: 'ERROR',
      errorCode: 'GENERAL',
      errorMessage: 'vendor down',
    });
    expect(client.getVariation('x').value).toBeNull();
    expect(logger.error).toHaveBeenCalledWith('Could not evaluate flag mobileChat with provider broken', {
      error: 'vendor down',
    });
  });

  it('hands every decision to onDecision', () => {
    const onDecision = vi.fn();
    const client = createExperimentsClient({ provider, onDecision });
    client.getVariation('search-redesign', { visitorId: 'visitor-4' });
    expect(onDecision).toHaveBeenCalledWith({
      type: 'experiment',
      key: 'search-redesign',
      visitorId: 'visitor-4',
      resolution: { value: 'redesign', reason: 'SPLIT', variant: 'redesign' } satisfies Resolution<
        string | null
      >,
    });
  });

  it('takes any provider: a vendor SDK behind the same two calls', () => {
    const vendor: FlagProvider = {
      name: 'vendor',
      resolveFlag: (_key, fallback, context) => ({
        value: context.visitorId === 'vip' || fallback,
        reason: 'SPLIT',
      }),
      resolveVariation: (key) => ({ value: `${key}-b`, reason: 'SPLIT', variant: `${key}-b` }),
    };
    const client = createExperimentsClient({ provider: vendor, defaults: { beta: false } });
    expect(client.isEnabled('beta', { visitorId: 'vip' })).toBe(true);
    expect(client.isEnabled('beta', { visitorId: 'other' })).toBe(false);
    expect(client.getVariation('hero').value).toBe('hero-b');
    expect(client.provider).toBe(vendor);
  });
});
