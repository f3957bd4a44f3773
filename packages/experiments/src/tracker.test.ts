import { describe, expect, it, vi } from 'vitest';
import { CONVERSION_ANALYTICS_EVENT, createTracker, type ExperimentEvent } from './index';

const NOW = 1_700_000_000_000;

function setup() {
  const analytics = { track: vi.fn() };
  const monitor = { addPageAction: vi.fn(), noticeError: vi.fn() };
  const enqueued: ExperimentEvent[] = [];
  const events = { enqueue: vi.fn((event: ExperimentEvent) => enqueued.push(event) > 0) };
  const logger = { error: vi.fn(), warn: vi.fn() };
  const tracker = createTracker({ analytics, monitor, events, logger, now: () => NOW });
  return { tracker, analytics, monitor, events, enqueued, logger };
}

describe('createTracker', () => {
  it('sends a conversion with its value to analytics and to the experiment events', () => {
    const { tracker, analytics, enqueued } = setup();
    expect(tracker.conversion('emailLead', { visitorId: 'visitor-1', hasUpdatedWallet: true })).toBe(33.5);
    expect(analytics.track).toHaveBeenCalledWith({
      name: CONVERSION_ANALYTICS_EVENT,
      data: { event: 'emailLead', value: 33.5 },
    });
    expect(enqueued).toEqual([
      {
        type: 'conversion',
        key: 'emailLead',
        value: 33.5,
        visitorId: 'visitor-1',
        timestamp: NOW,
        attributes: undefined,
      },
    ]);
  });

  it('queues no experiment event without a visitor id, but still tells analytics', () => {
    const { tracker, analytics, events } = setup();
    expect(tracker.conversion('detailPageView')).toBe(0.2);
    expect(analytics.track).toHaveBeenCalledTimes(1);
    expect(events.enqueue).not.toHaveBeenCalled();
  });

  it('queues an impression only for a bucketed experiment decision', () => {
    const { tracker, enqueued } = setup();
    tracker.decision({
      type: 'experiment',
      key: 'search-redesign',
      visitorId: 'visitor-4',
      resolution: { value: 'redesign', reason: 'SPLIT', variant: 'redesign' },
    });
    tracker.decision({
      type: 'experiment',
      key: 'x',
      visitorId: 'v',
      resolution: { value: 'b', reason: 'FORCED' },
    });
    tracker.decision({
      type: 'experiment',
      key: 'x',
      visitorId: 'v',
      resolution: { value: null, reason: 'DEFAULT' },
    });
    tracker.decision({ type: 'experiment', key: 'x', resolution: { value: 'b', reason: 'SPLIT' } });
    tracker.decision({
      type: 'flag',
      key: 'chat',
      visitorId: 'v',
      resolution: { value: true, reason: 'SPLIT' },
    });
    expect(enqueued).toEqual([
      {
        type: 'impression',
        key: 'search-redesign',
        variation: 'redesign',
        visitorId: 'visitor-4',
        timestamp: NOW,
      },
    ]);
  });

  it('passes page actions and error reports to the monitor', () => {
    const { tracker, monitor } = setup();
    tracker.pageAction('invalidBrand', { brand: 'acme' });
    tracker.reportError('plain text', { service: 'payments' });
    expect(monitor.addPageAction).toHaveBeenCalledWith('invalidBrand', { brand: 'acme' });
    expect(monitor.noticeError).toHaveBeenCalledWith(new Error('plain text'), { service: 'payments' });
  });

  it('logs a throwing or rejecting adapter instead of breaking the page', async () => {
    const { tracker, analytics, monitor, logger } = setup();
    analytics.track.mockReturnValue(Promise.reject(new Error('blocked')));
    monitor.addPageAction.mockImplementation(() => {
      throw new Error('agent missing');
    });
    expect(tracker.conversion('chat')).toBe(21);
    expect(() => tracker.pageAction('x')).not.toThrow();
    await Promise.resolve();
    expect(logger.error).toHaveBeenCalledWith('Could not send conversion chat', { error: 'blocked' });
    expect(logger.error).toHaveBeenCalledWith('Could not send page action x', { error: 'agent missing' });
  });

  it('works with no adapters at all', () => {
    const tracker = createTracker();
    expect(tracker.conversion('stickyBar', { visitorId: 'v' })).toBe(0);
    expect(() => tracker.reportError(new Error('x'))).not.toThrow();
  });
});
