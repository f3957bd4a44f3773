import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createEventQueue,
  EVENT_PROCESSOR_DEFAULTS,
  type ExperimentEvent,
  PENDING_EVENTS_STORAGE_KEY,
  resolveEventProcessorSettings,
} from './index';

const event = (index: number): ExperimentEvent => ({
  type: 'conversion',
  key: 'saveVehicle',
  value: 1.5,
  visitorId: `visitor-${index}`,
  timestamp: 1_700_000_000_000 + index,
});
const events = (count: number, from = 0) => Array.from({ length: count }, (_, index) => event(from + index));

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const quiet = () => ({ error: vi.fn(), warn: vi.fn() });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('event processor settings (spec 002 s5, s9)', () => {
  it('keeps the spec defaults', () => {
    expect(EVENT_PROCESSOR_DEFAULTS).toEqual({
      flushIntervalServer: 30_000,
      flushIntervalClient: 1_000,
      batchSize: 10,
      maxQueueSize: 10_000,
      readyTimeout: 30_000,
      localStoreMaxValues: 1_000,
      pendingEventsMax: 100,
      datafileRefresh: 300_000,
      cookieMaxAgeSeconds: 63_072_000,
    });
  });

  it.each([
    [{}, 30_000, 10],
    [{ side: 'client' as const }, 1_000, 10],
    [{ flushInterval: 5_000, batchSize: 25 }, 5_000, 25],
    // "a flush interval of 0 or less defaults to 30000 ms; a batch size below 1 defaults to 10"
    [{ flushInterval: 0, batchSize: 0 }, 30_000, 10],
    [{ side: 'client' as const, flushInterval: -1, batchSize: -5 }, 30_000, 10],
    [{ flushInterval: Number.NaN, batchSize: 2.5 }, 30_000, 10],
  ])('resolves %o to flush %i ms, batch %i', (input, flushInterval, batchSize) => {
    expect(resolveEventProcessorSettings(input, quiet())).toMatchObject({ flushInterval, batchSize });
  });

  it('warns about a setting it replaced', () => {
    const logger = quiet();
    resolveEventProcessorSettings({ flushInterval: 0, batchSize: 0 }, logger);
    expect(logger.warn).toHaveBeenCalledWith('Invalid flushInterval 0, defaulting to 30000');
    expect(logger.warn).toHaveBeenCalledWith('Invalid batchSize 0, defaulting to 10');
  });
});

describe('createEventQueue', () => {
  it('sends a batch as soon as 10 events wait', async () => {
    const send = vi.fn(async () => {});
    const queue = createEventQueue({ send });
    for (const item of events(9)) queue.enqueue(item);
    expect(send).not.toHaveBeenCalled();
    queue.enqueue(event(9));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith(events(10));
    expect(queue.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['server', 30_000],
    ['client', 1_000],
  ] as const)('on the %s flushes %i ms after the first waiting event', async (side, interval) => {
    const send = vi.fn(async () => {});
    const queue = createEventQueue({ send, side });
    queue.enqueue(event(0));
    await vi.advanceTimersByTimeAsync(interval / 2);
    queue.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(interval / 2 - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(events(2));
  });

  it('drops events past the queue maximum of 10000, with a warning', () => {
    const logger = quiet();
    const queue = createEventQueue({ send: async () => {}, logger, batchSize: 20_000 });
    for (let index = 0; index < EVENT_PROCESSOR_DEFAULTS.maxQueueSize; index += 1) {
      expect(queue.enqueue(event(index))).toBe(true);
    }
    expect(queue.enqueue(event(10_000))).toBe(false);
    expect(queue.size).toBe(10_000);
    expect(logger.warn).toHaveBeenCalledWith(
      'Experiment event queue is full (10000); event saveVehicle dropped',
    );
  });

  it('splits a flush into batches and keeps failed batches as pending events, sent first next time', async () => {
    const logger = quiet();
    const send = vi.fn(async (batch: readonly ExperimentEvent[]) => {
      if (batch[0]?.visitorId === 'visitor-0') throw new Error('503');
    });
    const queue = createEventQueue({ send, logger, batchSize: 3 });
    for (const item of events(2)) queue.enqueue(item);
    await queue.flush();
    expect(queue.pending).toEqual(events(2));
    expect(logger.error).toHaveBeenCalledWith('Could not send 2 experiment events', { error: '503' });
    send.mockImplementation(async () => {});
    queue.enqueue(event(2));
    queue.enqueue(event(3));
    await queue.flush();
    expect(send.mock.calls.slice(1)).toEqual([[events(3)], [[event(3)]]]);
    expect(queue.pending).toEqual([]);
  });

  it('keeps at most 100 pending events, the newest, in the injected storage across page loads', async () => {
    const storage = memoryStorage();
    const queue = createEventQueue({
      send: vi.fn().mockRejectedValue(new Error('offline')),
      storage,
      logger: quiet(),
    });
    for (const item of events(150)) queue.enqueue(item);
    await queue.stop();
    expect(queue.pending).toEqual(events(100, 50));
    expect(JSON.parse(storage.items.get(PENDING_EVENTS_STORAGE_KEY) ?? '[]')).toEqual(events(100, 50));

    const send = vi.fn(async () => {});
    const next = createEventQueue({ send, storage, side: 'client' });
    expect(next.pending).toHaveLength(100);
    await vi.advanceTimersByTimeAsync(EVENT_PROCESSOR_DEFAULTS.flushIntervalClient);
    expect(send).toHaveBeenCalledTimes(10);
    expect(storage.items.has(PENDING_EVENTS_STORAGE_KEY)).toBe(false);
  });

  it('discards unreadable stored events', () => {
    const logger = quiet();
    const queue = createEventQueue({
      send: async () => {},
      logger,
      storage: memoryStorage({ [PENDING_EVENTS_STORAGE_KEY]: '{oops' }),
    });
    expect(queue.pending).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith('Discarded unreadable pending experiment events');
  });

  it('sends what is left on stop, leaves no timer and refuses later events', async () => {
    const send = vi.fn(async () => {});
    const queue = createEventQueue({ send });
    queue.enqueue(event(0));
    await queue.stop();
    expect(send).toHaveBeenCalledWith([event(0)]);
    expect(vi.getTimerCount()).toBe(0);
    expect(queue.enqueue(event(1))).toBe(false);
  });
});
