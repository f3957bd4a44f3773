import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_DATAFILE } from './datafile.cases';
import {
  createDatafileManager,
  DATAFILE_BACKOFF_JITTER_MS,
  DATAFILE_BACKOFF_SECONDS,
  DATAFILE_MIN_POLL_INTERVAL_MS,
  DATAFILE_POLL_INTERVAL_MS,
  DATAFILE_REQUEST_TIMEOUT_MS,
  DATAFILE_STOPPED_MESSAGE,
  type Datafile,
  type DatafileFetch,
  type DatafileResponse,
  ExperimentsError,
  INIT_FAILURE_MESSAGE,
  INIT_MAX_ATTEMPTS,
  INIT_RETRY_INTERVAL_MS,
  initFailureMessage,
  READY_TIMEOUT_MS,
} from './index';

type Reply = DatafileResponse | 'hang' | Error;

function ok(datafile: unknown, headers: Record<string, string> = {}): DatafileResponse {
  return { ok: true, status: 200, headers: new Headers(headers), json: async () => datafile };
}

function status(code: number): DatafileResponse {
  return { ok: false, status: code, headers: new Headers(), json: async () => ({}) };
}

/** A fetch that answers from a script, the last reply repeating. */
function scriptedFetch(...replies: Reply[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch: DatafileFetch = (url, init) => {
    calls.push({ url, headers: init.headers });
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (reply === 'hang') {
      return new Promise((_, reject) =>
        init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply as DatafileResponse);
  };
  return { fetch, calls };
}

const URL = 'https://cdn.example.test/datafiles/forecourt.json';
const revision = (value: string): Datafile => ({ ...SAMPLE_DATAFILE, revision: value });

function setup(options: {
  replies: Reply[];
  pollInterval?: number;
  random?: () => number;
  autoUpdate?: boolean;
}) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const onUpdate = vi.fn();
  const { fetch, calls } = scriptedFetch(...options.replies);
  const manager = createDatafileManager({
    url: URL,
    fetch,
    logger,
    onUpdate,
    random: options.random ?? (() => 0.5),
    pollInterval: options.pollInterval,
    autoUpdate: options.autoUpdate,
  });
  return { manager, calls, logger, onUpdate };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('datafile initialisation (spec 002 s4)', () => {
  it('keeps the spec constants', () => {
    expect(INIT_RETRY_INTERVAL_MS).toBe(10_000);
    expect(INIT_MAX_ATTEMPTS).toBe(5);
    expect(INIT_FAILURE_MESSAGE).toBe('Could not initialize Optimizely instance after 5 attempts.');
    expect(initFailureMessage(INIT_MAX_ATTEMPTS)).toBe(INIT_FAILURE_MESSAGE);
    expect(DATAFILE_POLL_INTERVAL_MS).toBe(300_000);
    expect(DATAFILE_MIN_POLL_INTERVAL_MS).toBe(1_000);
    expect(DATAFILE_REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(DATAFILE_BACKOFF_SECONDS).toEqual([0, 8, 16, 32, 64, 128, 256, 512]);
    expect(DATAFILE_BACKOFF_JITTER_MS).toBe(1_000);
    expect(READY_TIMEOUT_MS).toBe(30_000);
  });

  it('retries every 10 s and after 5 attempts gives up with "Could not initialize Optimizely instance after 5 attempts."', async () => {
    const { manager, calls, logger } = setup({ replies: [status(503)] });
    const started = manager.start();
    const outcome = vi.fn();
    void started.then(outcome);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await vi.advanceTimersByTimeAsync(attempt === 1 ? 0 : INIT_RETRY_INTERVAL_MS - 1);
      expect(calls).toHaveLength(attempt === 1 ? 1 : attempt - 1);
      if (attempt > 1) await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(attempt);
    }
    expect(outcome).toHaveBeenCalledWith({ success: false, message: INIT_FAILURE_MESSAGE });
    expect(logger.error).toHaveBeenCalledWith(INIT_FAILURE_MESSAGE);
    expect(logger.warn).toHaveBeenCalledWith('Datafile request failed with status 503', { attempt: 5 });
    expect(manager.datafile).toBeUndefined();
    // No sixth initialisation attempt: the next request is the regular poll, 5 min later.
    await vi.advanceTimersByTimeAsync(DATAFILE_POLL_INTERVAL_MS - 1);
    expect(calls).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(6);
    manager.stop();
  });

  it('loads on a later attempt, reports the datafile and starts polling', async () => {
    const { manager, calls, onUpdate } = setup({
      replies: [status(500), new Error('ECONNRESET'), ok(SAMPLE_DATAFILE)],
    });
    const started = manager.start();
    await vi.advanceTimersByTimeAsync(2 * INIT_RETRY_INTERVAL_MS);
    await expect(started).resolves.toEqual({ success: true, datafile: SAMPLE_DATAFILE });
    expect(calls).toHaveLength(3);
    expect(onUpdate).toHaveBeenCalledWith(SAMPLE_DATAFILE);
    expect(manager.datafile).toEqual(SAMPLE_DATAFILE);
    await vi.advanceTimersByTimeAsync(DATAFILE_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(4);
    manager.stop();
  });

  it('cancels a request after 60 s and counts it as a failed attempt', async () => {
    const { manager, calls, logger } = setup({ replies: ['hang', ok(SAMPLE_DATAFILE)] });
    const started = manager.start();
    await vi.advanceTimersByTimeAsync(DATAFILE_REQUEST_TIMEOUT_MS - 1);
    expect(logger.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(logger.warn).toHaveBeenCalledWith('Datafile request timed out after 60000 ms', { attempt: 1 });
    await vi.advanceTimersByTimeAsync(INIT_RETRY_INTERVAL_MS);
    expect(calls).toHaveLength(2);
    await expect(started).resolves.toMatchObject({ success: true });
    manager.stop();
  });

  it('counts a datafile of the wrong shape as a failure', async () => {
    const { manager, logger } = setup({
      replies: [ok({ revision: '1', features: 'all' }), ok(SAMPLE_DATAFILE)],
    });
    const started = manager.start();
    await vi.advanceTimersByTimeAsync(INIT_RETRY_INTERVAL_MS);
    expect(logger.warn).toHaveBeenCalledWith('Invalid datafile: datafile.features must be an array', {
      attempt: 1,
    });
    await expect(started).resolves.toMatchObject({ success: true });
    manager.stop();
  });

  it('starts ready with a datafile at hand and polls from there', async () => {
    const { fetch, calls } = scriptedFetch(ok(revision('43')));
    const onUpdate = vi.fn();
    const manager = createDatafileManager({ url: URL, fetch, datafile: SAMPLE_DATAFILE, onUpdate });
    await expect(manager.start()).resolves.toEqual({ success: true, datafile: SAMPLE_DATAFILE });
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(DATAFILE_POLL_INTERVAL_MS);
    expect(onUpdate).toHaveBeenCalledWith(revision('43'));
    manager.stop();
  });

  it('returns the same promise when started twice', () => {
    const { manager } = setup({ replies: ['hang'] });
    expect(manager.start()).toBe(manager.start());
    manager.stop();
  });
});

describe('datafile polling (spec 002 s4)', () => {
  it('polls every 5 min, reports only new revisions and asks with If-Modified-Since', async () => {
    const modified = 'Wed, 01 Jan 2025 00:00:00 GMT';
    const { manager, calls, onUpdate } = setup({
      replies: [
        ok(SAMPLE_DATAFILE, { 'last-modified': modified }),
        ok(SAMPLE_DATAFILE),
        status(304),
        ok(revision('43')),
      ],
    });
    await manager.start();
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DATAFILE_POLL_INTERVAL_MS);
    expect(calls[1]).toEqual({ url: URL, headers: { 'if-modified-since': modified } });
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DATAFILE_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(3);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DATAFILE_POLL_INTERVAL_MS);
    expect(onUpdate).toHaveBeenLastCalledWith(revision('43'));
    expect(manager.datafile?.revision).toBe('43');
    manager.stop();
  });

  it('backs off 8, 16, 32, 64, 128, 256, 512, 512 s plus jitter after consecutive failures, and resets on success', async () => {
    const { manager, calls, logger } = setup({
      replies: [ok(SAMPLE_DATAFILE), ...Array<Reply>(8).fill(status(500)), ok(SAMPLE_DATAFILE)],
      pollInterval: DATAFILE_MIN_POLL_INTERVAL_MS,
      random: () => 0.25,
    });
    await manager.start();
    await vi.advanceTimersByTimeAsync(DATAFILE_MIN_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(2);
    const waits = [8, 16, 32, 64, 128, 256, 512, 512].map((seconds) => seconds * 1000 + 250);
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(calls).toHaveLength(index + 2);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(index + 3);
    }
    expect(logger.error).toHaveBeenCalledWith('Datafile request failed with status 500', {
      consecutiveFailures: 8,
    });
    await vi.advanceTimersByTimeAsync(DATAFILE_MIN_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(11);
    manager.stop();
  });

  it('never polls sooner than the poll interval while the back-off wait is shorter', async () => {
    const { manager, calls } = setup({ replies: [ok(SAMPLE_DATAFILE), status(500)], random: () => 0.999 });
    await manager.start();
    for (let poll = 2; poll <= 7; poll += 1) {
      await vi.advanceTimersByTimeAsync(DATAFILE_POLL_INTERVAL_MS);
      expect(calls).toHaveLength(poll);
    }
    // Six failures: the back-off (256 s + 999 ms) is still under 5 min; after seven it is 512 s + 999 ms.
    await vi.advanceTimersByTimeAsync(DATAFILE_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(512_999 - 1);
    expect(calls).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(9);
    manager.stop();
  });

  it('raises a poll interval under 1 s to 1 s, with a warning', async () => {
    const { manager, calls, logger } = setup({ replies: [ok(SAMPLE_DATAFILE)], pollInterval: 10 });
    expect(logger.warn).toHaveBeenCalledWith(
      'Datafile poll interval 10 ms is below the minimum; using 1000 ms',
    );
    await manager.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    manager.stop();
  });

  it('loads once and stops there when autoUpdate is false', async () => {
    const { manager, calls } = setup({ replies: [ok(SAMPLE_DATAFILE)], autoUpdate: false });
    await manager.start();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * DATAFILE_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(1);
  });
});

describe('onReady', () => {
  it('fails after the 30000 ms ready time-out when no datafile came', async () => {
    const { manager } = setup({ replies: ['hang'] });
    void manager.start();
    const ready = vi.fn();
    void manager.onReady().then(ready);
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 1);
    expect(ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toHaveBeenCalledWith({
      success: false,
      message: 'The datafile was not ready within 30000 ms',
    });
    manager.stop();
  });

  it('resolves when the datafile arrives, and at once when it is there', async () => {
    const { manager } = setup({ replies: [status(500), ok(SAMPLE_DATAFILE)] });
    void manager.start();
    const ready = manager.onReady(2_000 + INIT_RETRY_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(INIT_RETRY_INTERVAL_MS);
    await expect(ready).resolves.toEqual({ success: true });
    await expect(manager.onReady()).resolves.toEqual({ success: true });
    manager.stop();
  });

  it('fails with the spec message when initialisation gives up first', async () => {
    const { manager } = setup({ replies: [status(500)] });
    void manager.start();
    const ready = manager.onReady(10 * 60_000);
    await vi.advanceTimersByTimeAsync(4 * INIT_RETRY_INTERVAL_MS);
    await expect(ready).resolves.toEqual({ success: false, message: INIT_FAILURE_MESSAGE });
    manager.stop();
  });
});

describe('stop', () => {
  it.each([
    ['waiting for an initialisation retry', [status(500)], INIT_RETRY_INTERVAL_MS / 2],
    ['with a request in flight', ['hang'], 5_000],
    ['between polls', [ok(SAMPLE_DATAFILE)], DATAFILE_POLL_INTERVAL_MS / 2],
  ] as [string, Reply[], number][])('leaves no timer when stopped %s', async (_, replies, after) => {
    const { manager } = setup({ replies });
    const started = manager.start();
    const ready = manager.onReady(60 * 60_000);
    await vi.advanceTimersByTimeAsync(after);
    manager.stop();
    expect(vi.getTimerCount()).toBe(0);
    await expect(ready).resolves.toMatchObject({ success: expect.any(Boolean) });
    await expect(started).resolves.toMatchObject({ success: expect.any(Boolean) });
  });

  it('settles a pending start with the stopped message and refuses to start again', async () => {
    const { manager, calls } = setup({ replies: ['hang'] });
    const started = manager.start();
    manager.stop();
    await expect(started).resolves.toEqual({ success: false, message: DATAFILE_STOPPED_MESSAGE });
    await expect(manager.onReady()).resolves.toEqual({ success: false, message: DATAFILE_STOPPED_MESSAGE });
    expect(() => manager.start()).toThrow(ExperimentsError);
    expect(() => manager.start()).toThrow(expect.objectContaining({ code: 'MANAGER_STOPPED' }));
    await vi.advanceTimersByTimeAsync(DATAFILE_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(1);
  });
});
