import { COOKIES } from '@forecourt/brand';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GLOBAL_ALERTS } from './index';
import { setup } from './test-support';

const criteria = { makeCodeList: 'HONDA', zip: '78701' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('e-mail light registration (spec 000 section 4)', () => {
  it('stores the consumer id in a cookie for 30 days on status 200; a saved bookmark shows loaded, then success after 2 s', async () => {
    const t = setup({ brand: 'atc' });
    const pending = t.state.registerEmail({ emailAddress: 'ada@example.com', criteria });
    expect(t.state.animatedButtonState).toBe('loading');
    expect(await pending).toEqual({ success: true });
    expect(t.client.requestsOf('registerLightUser')).toEqual([
      { emailAddress: 'ada@example.com', brand: 'AT', searchParams: criteria },
    ]);
    expect(t.cookies.set).toHaveBeenCalledWith(COOKIES.consumerId.name, 'consumer-1', {
      maxAge: 2_592_000,
      path: '/',
    });
    expect(t.state.animatedButtonState).toBe('loaded');
    expect(t.state.bookmarks.subscribe.status).toBe('idle');
    vi.advanceTimersByTime(1999);
    expect(t.state.bookmarks.subscribe.status).toBe('idle');
    vi.advanceTimersByTime(1);
    expect(t.state.bookmarks.subscribe.status).toBe('success');
    expect(t.state.bookmarks.emailAlerts).toBe('ada@example.com');
  });

  it('shows the failure state when not saved, over the limit and not already saved', async () => {
    const t = setup({ data: { lightUserSearchLimit: 0 } });
    expect(await t.state.registerEmail({ emailAddress: 'ada@example.com', criteria })).toEqual({
      success: false,
      reason: 'over-limit',
    });
    expect(t.state.bookmarks.subscribe.status).toBe('failure');
    expect(t.state.animatedButtonState).toBe('default');
  });

  it('otherwise hides the inline form, shows a toast and calls the start callback', async () => {
    const t = setup();
    await t.state.registerEmail({ emailAddress: 'ada@example.com', criteria });
    const onStart = vi.fn();
    expect(await t.state.registerEmail({ emailAddress: 'ada@example.com', criteria, onStart })).toEqual({
      success: true,
    });
    expect(t.state.bookmarks.subscribe.showInlineForm).toBe(false);
    expect(t.state.showToast).toBe(true);
    expect(onStart).toHaveBeenCalledOnce();
  });

  it.each([
    ['a non-200 status', { status: 500 }],
    ['an exception', new Error('Bad Gateway')],
  ])(`on %s shows "We're sorry, we've encountered an error. Please try again."`, async (_, outcome) => {
    const t = setup();
    t.client.queue('registerLightUser', outcome);
    expect(await t.state.registerEmail({ emailAddress: 'ada@example.com', criteria })).toEqual({
      success: false,
      reason: 'server',
      message: "We're sorry, we've encountered an error. Please try again.",
    });
    expect(t.state.bookmarks.subscribe.error).toBe(
      "We're sorry, we've encountered an error. Please try again.",
    );
    expect(t.cookies.set).not.toHaveBeenCalled();
    expect(t.state.animatedButtonState).toBe('default');
  });

  it("shows the server's reason over a registration limit (a 429 with a message), not the generic retry", async () => {
    const t = setup();
    const reason = 'Too many sign-ups from this address. Try again in 10 minutes.';
    const limited = Object.assign(new Error('Too Many Requests'), {
      status: 429,
      apiError: { error: { code: 'RATE_LIMITED', message: reason } },
    });
    t.client.queue('registerLightUser', limited);
    expect(await t.state.registerEmail({ emailAddress: 'ada@example.com', criteria })).toEqual({
      success: false,
      reason: 'over-limit',
      message: reason,
    });
    expect(t.state.bookmarks.subscribe.error).toBe(reason);
    // A 429 without a message, or another status with one, is the generic failure.
    t.client.queue('registerLightUser', Object.assign(new Error('x'), { status: 429 }));
    expect((await t.state.registerEmail({ emailAddress: 'ada@example.com', criteria })).success).toBe(false);
    expect(t.state.bookmarks.subscribe.error).toBe(
      "We're sorry, we've encountered an error. Please try again.",
    );
    t.client.queue(
      'registerLightUser',
      Object.assign(new Error('x'), { status: 500, apiError: { error: { message: 'stack trace' } } }),
    );
    await t.state.registerEmail({ emailAddress: 'ada@example.com', criteria });
    expect(t.state.bookmarks.subscribe.error).toBe(
      "We're sorry, we've encountered an error. Please try again.",
    );
  });

  it('keeps going when the consumer id cannot be a cookie', async () => {
    const t = setup();
    vi.mocked(t.cookies.set).mockImplementation(() => {
      throw Object.assign(new Error('bad value'), { code: 'INVALID_COOKIE_VALUE' });
    });
    expect(await t.state.registerEmail({ emailAddress: 'ada@example.com', criteria })).toEqual({
      success: true,
    });
    expect(t.logger.error).toHaveBeenCalledWith('registerEmail consumer cookie failed', expect.any(Error));
  });

  it('needs an e-mail address and a search', async () => {
    const t = setup();
    expect(await t.state.registerEmail({ emailAddress: 'not an address', criteria })).toEqual({
      success: false,
      reason: 'invalid-email',
      message: 'Please enter a valid email address.',
    });
    expect(t.client.calls).toEqual([]);
    await expect(
      t.state.registerEmail({ emailAddress: 'ada@example.com', criteria: undefined as never }),
    ).rejects.toMatchObject({ code: 'MISSING_SEARCH' });
  });

  it('opens the e-mail-subscribe modal in its first state again', async () => {
    const t = setup({ data: { lightUserSearchLimit: 0 } });
    await t.state.registerEmail({ emailAddress: 'ada@example.com', criteria });
    t.state.openPanel('emailSubscribeModal');
    expect(t.state.bookmarks.subscribe).toEqual({ status: 'idle', showInlineForm: true, error: null });
  });
});

describe('best-deals registration (spec 000 section 4)', () => {
  it('counts status 200 as success', async () => {
    const t = setup();
    expect(
      await t.state.subscribeBestDeals({
        email: 'ada@example.com',
        zipcode: '78701',
        styleCodes: ['SUVCROSS'],
      }),
    ).toEqual({
      success: true,
    });
    expect(t.client.requestsOf('saveBestDeals')).toEqual([
      {
        search: { bestDealsOptIn: true, zipcode: '78701', styleCodes: ['SUVCROSS'] },
        email: 'ada@example.com',
      },
    ]);
    expect(t.state.bestDeals).toEqual({ success: true });
  });

  it.each(['userexists', 'userExists', 'USEREXISTS'])('counts the message %s as success', async (message) => {
    const t = setup();
    t.client.queue('saveBestDeals', { status: 409, message });
    expect(await t.state.subscribeBestDeals({ email: 'ada@example.com', zipcode: '78701' })).toEqual({
      success: true,
    });
  });

  it('fails on anything else', async () => {
    const t = setup();
    t.client.queue('saveBestDeals', { status: 400, message: 'user exists' });
    expect(await t.state.subscribeBestDeals({ email: 'ada@example.com', zipcode: '78701' })).toMatchObject({
      success: false,
    });
    expect(t.state.bestDeals).toEqual({ success: false });
    expect(t.state.globalAlert?.text).toBe(GLOBAL_ALERTS.serverFailure.text);
  });
});
