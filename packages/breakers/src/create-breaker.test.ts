import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BREAKER_DEFAULTS,
  BREAKER_POLICIES,
  type BreakerCall,
  type BreakerPolicy,
  BreakerShutdownError,
  createBreaker,
  HttpError,
  isBreakerError,
  PAYMENTS_FALLBACK_REPORT,
} from './index';

const URL = '/rest/retailing/payments';
const serverError = () => new HttpError(503, 'Service Unavailable', URL);

function environment() {
  return {
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    monitor: { addPageAction: vi.fn(), noticeError: vi.fn() },
  };
}

/** An action whose outcome each test decides: 'ok', 'fail' (503), or a status. */
function scripted() {
  const outcomes: (string | number)[] = [];
  const action = vi.fn(async (_call: BreakerCall, value: number) => {
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome === 'ok') return value;
    if (outcome === 'fail') throw serverError();
    throw new HttpError(outcome as number, 'status', URL);
  });
  return { outcomes, action };
}

/** An action that never settles on its own, only when its signal aborts: a backend that does not answer. */
function hanging() {
  const seen: AbortSignal[] = [];
  const action = vi.fn(
    (call: BreakerCall) =>
      new Promise<never>((_resolve, reject) => {
        seen.push(call.signal);
        call.signal.addEventListener('abort', () => reject(call.signal.reason));
      }),
  );
  return { seen, action };
}

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error) => ({ error }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('opening', () => {
  // Spec 002 s4: "Closed until the error rate reaches the threshold (50 percent)"; our volume threshold is 5.
  const cases: { outcomes: string[]; state: 'closed' | 'open'; why: string }[] = [
    { outcomes: ['fail'], state: 'closed', why: 'one early failure does not open it' },
    { outcomes: ['fail', 'fail', 'fail', 'fail'], state: 'closed', why: 'below the volume threshold of 5' },
    { outcomes: ['fail', 'fail', 'fail', 'fail', 'fail'], state: 'open', why: '100 percent of 5 calls' },
    { outcomes: ['ok', 'ok', 'ok', 'fail', 'fail'], state: 'closed', why: '40 percent' },
    {
      outcomes: ['ok', 'ok', 'ok', 'fail', 'fail', 'fail'],
      state: 'open',
      why: '50 percent reaches the threshold',
    },
    {
      outcomes: ['ok', 'ok', 'ok', 'ok', 'fail', 'fail', 'fail'],
      state: 'closed',
      why: '3 of 7 is 43 percent',
    },
  ];
  it.each(cases)('$outcomes: $state ($why)', async ({ outcomes, state }) => {
    const { outcomes: script, action } = scripted();
    script.push(...outcomes);
    const breaker = createBreaker(BREAKER_POLICIES.market, action, environment());
    for (const [index] of outcomes.entries()) await settle(breaker.fire(index));
    expect(breaker.state).toBe(state);
    breaker.shutdown();
  });

  it('counts only the rolling window (10 s): old failures age out', async () => {
    const { outcomes, action } = scripted();
    const breaker = createBreaker(BREAKER_POLICIES.market, action, environment());
    outcomes.push('fail', 'fail', 'fail', 'fail');
    for (let i = 0; i < 4; i++) await settle(breaker.fire(i));
    await vi.advanceTimersByTimeAsync(BREAKER_DEFAULTS.rollingCountTimeout);
    outcomes.push('fail');
    await settle(breaker.fire(5));
    expect(breaker.state).toBe('closed');
    expect(breaker.stats.failures).toBe(1);
    breaker.shutdown();
  });

  it('errors with status below 500 are not counted, and reject without the fallback', async () => {
    const { outcomes, action } = scripted();
    const breaker = createBreaker(BREAKER_POLICIES.payments, action, environment());
    outcomes.push(400, 401, 404, 409, 499, 404, 404, 404);
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await settle(breaker.fire(i)));
    expect(breaker.state).toBe('closed');
    expect(breaker.stats.failures).toBe(0);
    for (const result of results) expect(result.error).toBeInstanceOf(HttpError);
    outcomes.push(500, 500, 500, 500, 500);
    for (let i = 0; i < 5; i++) await settle(breaker.fire(i));
    expect(breaker.stats.failures).toBe(5);
    breaker.shutdown();
  });
});

describe('open', () => {
  async function opened<F>(policy: Parameters<typeof createBreaker<[number], number, F>>[0]) {
    const env = environment();
    const { outcomes, action } = scripted();
    const breaker = createBreaker(policy, action, env);
    outcomes.push('fail', 'fail', 'fail', 'fail', 'fail');
    for (let i = 0; i < 5; i++) await settle(breaker.fire(i));
    expect(breaker.state).toBe('open');
    action.mockClear();
    env.monitor.noticeError.mockClear();
    return { breaker, action, outcomes, env };
  }

  it('serves the payments fallback without calling the backend, and reports it', async () => {
    const { breaker, action, env } = await opened(BREAKER_POLICIES.payments);
    await expect(breaker.fire(1)).resolves.toEqual({
      error: 'Circuit Breaker for /rest/retailing/payments is open',
      rates: {},
    });
    expect(action).not.toHaveBeenCalled();
    expect(env.monitor.noticeError).toHaveBeenCalledWith(expect.objectContaining({ code: 'EOPENBREAKER' }), {
      breaker: '/rest/retailing/payments',
      note: PAYMENTS_FALLBACK_REPORT,
    });
    breaker.shutdown();
  });

  it.each<[string, BreakerPolicy<unknown>, unknown]>([
    ['listing', BREAKER_POLICIES.listing, {}],
    ['ownerDetails', BREAKER_POLICIES.ownerDetails, undefined],
    ['indexedLocation', BREAKER_POLICIES.indexedLocation, { success: false }],
  ])('serves the %s fallback', async (_name, policy, fallback) => {
    const { breaker } = await opened(policy);
    await expect(breaker.fire(1)).resolves.toEqual(fallback);
    breaker.shutdown();
  });

  it('rejects with EOPENBREAKER when the policy has no fallback', async () => {
    const { breaker } = await opened(BREAKER_POLICIES.market);
    const { error } = await settle(breaker.fire(1));
    expect(isBreakerError(error, 'EOPENBREAKER')).toBe(true);
    breaker.shutdown();
  });

  it('half-opens after the reset time-out and lets exactly one probe through', async () => {
    const { breaker, action, outcomes, env } = await opened(BREAKER_POLICIES.payments);
    await vi.advanceTimersByTimeAsync(300_000 - 1);
    expect(breaker.state).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(breaker.state).toBe('halfOpen');
    expect(env.logger.info).toHaveBeenLastCalledWith(
      'Circuit Breaker for /rest/retailing/payments is attempting to close',
      { breaker: '/rest/retailing/payments', event: 'halfOpen' },
    );

    let answer: (value: number) => void = () => {};
    action.mockImplementationOnce(() => new Promise<number>((resolve) => (answer = resolve)));
    const probe = breaker.fire(1);
    const second = await breaker.fire(2);
    expect(action).toHaveBeenCalledTimes(1);
    expect(second).toEqual({ error: 'Circuit Breaker for /rest/retailing/payments is open', rates: {} });

    answer(1);
    await expect(probe).resolves.toBe(1);
    expect(breaker.state).toBe('closed');
    expect(env.logger.info).toHaveBeenLastCalledWith('Circuit Breaker for /rest/retailing/payments closed', {
      breaker: '/rest/retailing/payments',
      event: 'close',
    });
    outcomes.push('ok');
    await expect(breaker.fire(3)).resolves.toBe(3);
    breaker.shutdown();
  });

  it('a probe answered below 500 closes it: the backend did answer', async () => {
    const { breaker, outcomes } = await opened(BREAKER_POLICIES.listing);
    await vi.advanceTimersByTimeAsync(30_000);
    outcomes.push(404);
    const { error } = await settle(breaker.fire(1));
    expect(error).toMatchObject({ status: 404 });
    expect(breaker.state).toBe('closed');
    breaker.shutdown();
  });

  it('a failed probe opens it again for another reset time-out', async () => {
    const { breaker, outcomes } = await opened(BREAKER_POLICIES.listing);
    await vi.advanceTimersByTimeAsync(30_000);
    outcomes.push('fail');
    await expect(breaker.fire(1)).resolves.toEqual({});
    expect(breaker.state).toBe('open');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(breaker.state).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(breaker.state).toBe('halfOpen');
    breaker.shutdown();
  });
});

describe('time-out', () => {
  it('aborts the request at the policy time-out and serves the fallback', async () => {
    const env = environment();
    const { seen, action } = hanging();
    const breaker = createBreaker(BREAKER_POLICIES.payments, action, env);
    const result = breaker.fire();
    await vi.advanceTimersByTimeAsync(4999);
    expect(seen[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen[0]?.aborted).toBe(true);
    expect(isBreakerError(seen[0]?.reason, 'ETIMEDOUT')).toBe(true);
    await expect(result).resolves.toEqual({
      error: 'Circuit Breaker for /rest/retailing/payments is open',
      rates: {},
    });
    expect(env.logger.warn).toHaveBeenCalledWith(
      'Circuit Breaker for /rest/retailing/payments is not responding or has exceeded its threshold',
      expect.objectContaining({ code: 'ETIMEDOUT', event: 'failure' }),
    );
    breaker.shutdown();
  });

  it('rejects with ETIMEDOUT when there is no fallback; the default time-out is 3000 ms', async () => {
    const { seen, action } = hanging();
    const breaker = createBreaker({ name: 'anything' }, action, environment());
    expect(breaker.settings.timeout).toBe(3000);
    const result = settle(breaker.fire());
    await vi.advanceTimersByTimeAsync(3000);
    const { error } = await result;
    expect(isBreakerError(error, 'ETIMEDOUT')).toBe(true);
    expect(seen[0]?.aborted).toBe(true);
    breaker.shutdown();
  });

  it('takes the other reading of the default (10 s) when configured', async () => {
    const breaker = createBreaker({ name: 'anything' }, async () => 1, { defaults: { timeout: 10_000 } });
    expect(breaker.settings).toEqual({ ...BREAKER_DEFAULTS, timeout: 10_000 });
    breaker.shutdown();
  });

  it('a signal read after the time-out is already aborted', async () => {
    let late: AbortSignal | undefined;
    const breaker = createBreaker(
      BREAKER_POLICIES.listing,
      async (call: BreakerCall) => {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        late = call.signal;
        return 1;
      },
      environment(),
    );
    const result = breaker.fire();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toEqual({});
    expect(late?.aborted).toBe(true);
    breaker.shutdown();
  });
});

describe('the caller signal', () => {
  it('aborts the call, which rejects and is not counted', async () => {
    const { seen, action } = hanging();
    const breaker = createBreaker(BREAKER_POLICIES.listing, action, environment());
    const caller = new AbortController();
    const result = settle(breaker.fireWith({ signal: caller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    caller.abort(new Error('left the page'));
    expect(seen[0]?.aborted).toBe(true);
    expect((await result).error).toEqual(new Error('left the page'));
    expect(breaker.stats.failures).toBe(0);
    await expect(breaker.fireWith({ signal: caller.signal })).rejects.toThrow('left the page');
    breaker.shutdown();
  });
});

describe('capacity', () => {
  it('refuses calls beyond it with ESEMLOCKED and logs "at capacity"', async () => {
    const env = environment();
    const { action } = hanging();
    const breaker = createBreaker({ name: 'limited', capacity: 1 }, action, env);
    void settle(breaker.fire());
    const { error } = await settle(breaker.fire());
    expect(isBreakerError(error, 'ESEMLOCKED')).toBe(true);
    expect(env.logger.warn).toHaveBeenCalledWith('Circuit Breaker for limited is at capacity', {
      breaker: 'limited',
      event: 'capacity',
    });
    breaker.shutdown();
  });
});

describe('log lines and monitoring', () => {
  it('turns each event into its log line and a page action', async () => {
    const env = environment();
    const { outcomes, action } = scripted();
    const breaker = createBreaker(BREAKER_POLICIES.dealerLot, action, env);
    outcomes.push('fail', 'fail', 'fail', 'fail', 'fail');
    for (let i = 0; i < 5; i++) await settle(breaker.fire(i));
    await vi.advanceTimersByTimeAsync(30_000);
    await breaker.fire(6);

    const name = '/rest/lsc/dealerlot/v2/multiple';
    const failure = `Circuit Breaker for ${name} is not responding or has exceeded its threshold`;
    expect(env.logger.warn.mock.calls.map(([message]) => message)).toEqual(Array(5).fill(failure));
    expect(env.logger.warn).toHaveBeenCalledWith(failure, {
      breaker: name,
      event: 'failure',
      error: 'Service Unavailable',
      code: 'HTTP_ERROR',
      status: '503',
    });
    expect(env.logger.error.mock.calls).toEqual([
      [`Circuit Breaker for ${name} opened`, { breaker: name, event: 'open' }],
    ]);
    expect(env.logger.info.mock.calls.map(([message]) => message)).toEqual([
      `Circuit Breaker for ${name} is attempting to close`,
      `Circuit Breaker for ${name} closed`,
    ]);
    const actions = env.monitor.addPageAction.mock.calls;
    expect(actions.every(([action]) => action === 'circuitBreaker')).toBe(true);
    expect(actions.map(([, attributes]) => attributes.event)).toEqual([
      'failure',
      'failure',
      'failure',
      'failure',
      'failure',
      'open',
      'halfOpen',
      'close',
    ]);
    expect(actions[5]?.[1]).toEqual({
      breaker: name,
      event: 'open',
      message: `Circuit Breaker for ${name} opened`,
    });
    breaker.shutdown();
  });

  it('logs to the console by default (warn and error only)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const breaker = createBreaker({ name: 'quiet' }, async () => {
      throw serverError();
    });
    await settle(breaker.fire());
    expect(warn).toHaveBeenCalledWith(
      'Circuit Breaker for quiet is not responding or has exceeded its threshold',
      expect.objectContaining({ status: '503' }),
    );
    warn.mockRestore();
    breaker.shutdown();
  });
});

describe('shutdown', () => {
  it('leaves no timer running: window, reset time-out and calls in flight', async () => {
    expect(vi.getTimerCount()).toBe(0);
    const { outcomes, action } = scripted();
    const breaker = createBreaker(BREAKER_POLICIES.payments, action, environment());
    outcomes.push('fail', 'fail', 'fail', 'fail', 'fail');
    for (let i = 0; i < 5; i++) await settle(breaker.fire(i));
    expect(breaker.state).toBe('open');
    const other = hanging();
    const inFlight = createBreaker(BREAKER_POLICIES.listing, other.action, environment());
    const pending = settle(inFlight.fire());
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBeGreaterThan(0);

    breaker.shutdown();
    inFlight.shutdown();
    expect(other.seen[0]?.aborted).toBe(true);
    const { error } = await pending;
    expect(error).toBeInstanceOf(BreakerShutdownError);
    expect(vi.getTimerCount()).toBe(0);
    expect(breaker.state).toBe('shutdown');
    expect(inFlight.state).toBe('shutdown');
  });

  it('refuses later calls with ESHUTDOWN', async () => {
    const breaker = createBreaker(BREAKER_POLICIES.payments, async () => 1);
    breaker.shutdown();
    breaker.shutdown();
    const { error } = await settle(breaker.fire());
    expect(isBreakerError(error, 'ESHUTDOWN')).toBe(true);
    expect((await settle(breaker.fireWith({ signal: new AbortController().signal }))).error).toBe(error);
  });
});
