import { createApiClient } from '@forecourt/api-client';
import { COMPARE_STORAGE_KEY } from '@forecourt/compare';
import { WALLET_STORAGE_KEY } from '@forecourt/wallet';
import { describe, expect, it } from 'vitest';
import {
  createEnvironment,
  type EnvironmentOptions,
  environmentSteps,
  siteAccountBrand,
} from './create-environment';

/** A local storage that remembers which keys were read, with a stored wallet in it. */
function recordingStorage() {
  const items = new Map<string, string>([
    [WALLET_STORAGE_KEY, JSON.stringify({ state: { walletId: 'w-1', downPayment: 4_000 }, version: 1 })],
  ]);
  const reads: string[] = [];
  return {
    reads,
    getItem: (key: string) => {
      reads.push(key);
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function options(storage: ReturnType<typeof recordingStorage>): EnvironmentOptions {
  return {
    config: { brand: 'atc', siteName: 'Forecourt' },
    session: { signedIn: false },
    api: createApiClient({ baseUrl: 'http://api.test', breakers: false }),
    bot: false,
    origin: 'http://localhost',
    storage,
  };
}

describe('environmentSteps: the environment a store at a time, for a browser that yields between them', () => {
  it('reads each store from storage in its own step, the wallet after the saved items and before compare', () => {
    const storage = recordingStorage();
    const steps = environmentSteps(options(storage));
    expect(steps.next().done).toBe(false);
    expect(storage.reads).not.toContain(WALLET_STORAGE_KEY);
    expect(storage.reads).not.toContain(COMPARE_STORAGE_KEY);
    const savedItemsReads = storage.reads.length;

    expect(steps.next().done).toBe(false);
    expect(storage.reads.slice(savedItemsReads)).toEqual([WALLET_STORAGE_KEY]);
    expect(storage.reads).not.toContain(COMPARE_STORAGE_KEY);

    expect(steps.next().done).toBe(false);
    expect(storage.reads.at(-1)).toBe(COMPARE_STORAGE_KEY);

    const last = steps.next();
    expect(last.done).toBe(true);
    const environment = last.value as ReturnType<typeof createEnvironment>;
    expect(environment.stores.wallet.getState().walletId).toBe('w-1');
  });

  it('makes, in one call, the environment the steps make', () => {
    const stepped = environmentSteps(options(recordingStorage()));
    let step = stepped.next();
    while (!step.done) step = stepped.next();
    const whole = createEnvironment(options(recordingStorage()));
    expect(Object.keys(whole.stores).sort()).toEqual(Object.keys(step.value.stores).sort());
    expect(whole.stores.wallet.getState().downPayment).toBe(4_000);
    expect(step.value.stores.wallet.getState().downPayment).toBe(4_000);
  });
});

describe('the account brand of each site (spec 000 s1: "accepts only AT or KBB")', () => {
  it('maps the main brand to its own, the valuation brand to its own, any other site to the fallback', () => {
    expect(siteAccountBrand('atc')).toBe('atc');
    expect(siteAccountBrand('kbb')).toBe('kbb');
    expect(siteAccountBrand('ford')).toBe('kbb');
  });

  it.each([
    ['atc', 'AT'],
    ['kbb', 'KBB'],
  ] as const)('a search saved on %s is sent with brand %s', async (brand, code) => {
    const bodies: unknown[] = [];
    const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? 'null')));
      return new Response(
        JSON.stringify({ isSaved: true, isExisting: false, id: 'sb-1', responseCode: '200' }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    };
    const environment = createEnvironment({
      config: { brand, siteName: 'Forecourt' },
      session: { signedIn: true },
      api: createApiClient({ baseUrl: 'http://api.test', breakers: false, fetch, getToken: () => 'token' }),
      bot: false,
      origin: 'http://localhost',
    });
    environment.stores.savedItems.setState({ signedIn: true, profile: { searchIds: [], carIds: [] } });
    await environment.stores.savedItems.getState().saveSearch({ criteria: { makeCode: 'HONDA' } });
    expect(bodies).toEqual([expect.objectContaining({ brand: code })]);
  });
});
