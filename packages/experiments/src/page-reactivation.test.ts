import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageReactivation, PAGE_REACTIVATION_DELAY_MS } from './index';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('page re-activation (spec 002 s2: "re-activated 200 ms after a route change")', () => {
  it('activates 200 ms after a route change', () => {
    expect(PAGE_REACTIVATION_DELAY_MS).toBe(200);
    const activate = vi.fn();
    const reactivation = createPageReactivation({ activate });
    reactivation.routeChanged();
    vi.advanceTimersByTime(199);
    expect(activate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('activates once, 200 ms after the last of quick route changes', () => {
    const activate = vi.fn();
    const reactivation = createPageReactivation({ activate });
    reactivation.routeChanged();
    vi.advanceTimersByTime(150);
    reactivation.routeChanged();
    vi.advanceTimersByTime(199);
    expect(activate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer after stop', () => {
    const activate = vi.fn();
    const reactivation = createPageReactivation({ activate });
    reactivation.routeChanged();
    reactivation.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(activate).not.toHaveBeenCalled();
  });
});
