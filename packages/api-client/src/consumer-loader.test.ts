import type { Consumer } from '@forecourt/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, CONSUMER_LOAD_DEBOUNCE, createApiClient, createConsumerLoader } from './index';
import { CONSUMER } from './test-fixtures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function fakeClient(answer: () => Promise<Consumer> = async () => CONSUMER) {
  return { getConsumer: vi.fn(answer) };
}

describe('createConsumerLoader (spec 002 s4: "debounced 25 ms")', () => {
  it('waits 25 ms', () => {
    expect(CONSUMER_LOAD_DEBOUNCE).toBe(25);
  });

  it('makes one request for several triggers within 25 ms, and answers them all', async () => {
    const client = fakeClient();
    const loader = createConsumerLoader(client);
    const first = loader.load();
    await vi.advanceTimersByTimeAsync(24);
    const second = loader.load();
    await vi.advanceTimersByTimeAsync(24);
    const third = loader.load();
    expect(client.getConsumer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(25);
    expect(client.getConsumer).toHaveBeenCalledTimes(1);
    await expect(Promise.all([first, second, third])).resolves.toEqual([CONSUMER, CONSUMER, CONSUMER]);
  });

  it('triggers 25 ms apart make two requests', async () => {
    const client = fakeClient();
    const loader = createConsumerLoader(client);
    void loader.load();
    await vi.advanceTimersByTimeAsync(25);
    void loader.load();
    await vi.advanceTimersByTimeAsync(25);
    expect(client.getConsumer).toHaveBeenCalledTimes(2);
  });

  it('gives an anonymous shopper an empty result', async () => {
    const loader = createConsumerLoader(
      fakeClient(async () => {
        throw new ApiClientError('SIGNED_OUT', 'getConsumer', 'getConsumer needs a signed-in user');
      }),
    );
    const result = loader.load();
    await vi.advanceTimersByTimeAsync(25);
    await expect(result).resolves.toBeUndefined();
  });

  it('passes other errors on to every waiting caller', async () => {
    const failure = new ApiClientError('HTTP_STATUS', 'getConsumer', 'getConsumer: 500', { status: 500 });
    const loader = createConsumerLoader(
      fakeClient(async () => {
        throw failure;
      }),
    );
    const results = [loader.load(), loader.load()].map((promise) => promise.catch((error: unknown) => error));
    await vi.advanceTimersByTimeAsync(25);
    await expect(Promise.all(results)).resolves.toEqual([failure, failure]);
  });

  it('cancel drops the pending load (sign-out) and its callers get undefined', async () => {
    const client = fakeClient();
    const loader = createConsumerLoader(client);
    const pending = loader.load();
    loader.cancel();
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toBeUndefined();
    expect(client.getConsumer).not.toHaveBeenCalled();
  });

  it('takes its delay and timers as options', async () => {
    const scheduled: number[] = [];
    const timers = {
      setTimeout: (callback: () => void, ms: number) => {
        scheduled.push(ms);
        callback();
        return 1;
      },
      clearTimeout: vi.fn(),
    };
    const loader = createConsumerLoader(fakeClient(), { delay: 10, timers });
    await expect(loader.load()).resolves.toEqual(CONSUMER);
    expect(scheduled).toEqual([10]);
  });

  it('accepts the api client as it is', () => {
    const loader = createConsumerLoader(createApiClient({ baseUrl: 'http://api.test' }));
    expect(typeof loader.load).toBe('function');
  });
});
