import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_LISTENER_WAIT,
  type AnalyticsListener,
  analyticsListenerMissingMessage,
  createListenerAnalytics,
} from './index';

function setup() {
  let listener: AnalyticsListener | undefined;
  const findListener = vi.fn(() => listener);
  const logger = { error: vi.fn(), warn: vi.fn() };
  const analytics = createListenerAnalytics({ findListener, logger });
  return {
    analytics,
    findListener,
    logger,
    install: (next: AnalyticsListener) => {
      listener = next;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('analytics listener wait (spec 000 s9)', () => {
  it('"log an error if no listener appears within 2000 ms (polled every 30 ms)"', async () => {
    expect(ANALYTICS_LISTENER_WAIT).toEqual({ timeoutMs: 2_000, pollIntervalMs: 30 });
    const { analytics, findListener, logger } = setup();
    const sent = vi.fn();
    void analytics.track({ name: 'conversion' }).then(sent);
    await vi.advanceTimersByTimeAsync(90);
    expect(findListener).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(2_000 - 90 - 1);
    expect(logger.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(logger.error).toHaveBeenCalledWith(analyticsListenerMissingMessage('conversion', 2_000));
    expect(analyticsListenerMissingMessage('conversion', 2_000)).toBe(
      'No analytics listener appeared within 2000 ms; event conversion was not sent',
    );
    expect(sent).toHaveBeenCalledWith(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('delivers at once when the listener is there', async () => {
    const { analytics, install } = setup();
    const listener = vi.fn();
    install(listener);
    await expect(analytics.track({ name: 'pageView', data: { page: 'vdp' } })).resolves.toBe(true);
    expect(listener).toHaveBeenCalledWith({ name: 'pageView', data: { page: 'vdp' } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('delivers waiting calls in order on the poll that finds the listener', async () => {
    const { analytics, install, logger } = setup();
    const first = analytics.track({ name: 'first' });
    await vi.advanceTimersByTimeAsync(20);
    const second = analytics.track({ name: 'second' });
    await vi.advanceTimersByTimeAsync(25);
    const listener = vi.fn();
    install(listener);
    await vi.advanceTimersByTimeAsync(14);
    expect(listener).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(listener.mock.calls.map(([event]) => event.name)).toEqual(['first', 'second']);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(logger.error).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still delivers a listener that appears between the last poll and the deadline', async () => {
    const { analytics, install, logger } = setup();
    const sent = analytics.track({ name: 'late' });
    await vi.advanceTimersByTimeAsync(1_995);
    const listener = vi.fn();
    install(listener);
    await vi.advanceTimersByTimeAsync(5);
    await expect(sent).resolves.toBe(true);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('times each call out 2000 ms after it was made', async () => {
    const { analytics, logger } = setup();
    void analytics.track({ name: 'a' });
    await vi.advanceTimersByTimeAsync(1_000);
    void analytics.track({ name: 'b' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(logger.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(logger.error).toHaveBeenLastCalledWith(analyticsListenerMissingMessage('b', 2_000));
  });

  it('logs a throwing listener and reports the call as not delivered', async () => {
    const { analytics, install, logger } = setup();
    install(() => {
      throw new Error('tag crashed');
    });
    await expect(analytics.track({ name: 'x' })).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledWith('Analytics listener failed on event x', {
      error: 'tag crashed',
    });
  });

  it('drops waiting calls on stop without logging and leaves no timer', async () => {
    const { analytics, logger } = setup();
    const sent = analytics.track({ name: 'x' });
    analytics.stop();
    await expect(sent).resolves.toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
