import { describe, expect, it } from 'vitest';
import {
  AccountHttpError,
  ALERT_BANNERS,
  ALERTS_MODAL_CLOSE_MS,
  BREAKER_ERROR_CODES,
  breakerErrorKind,
  CONSUMER_COOKIE_MAX_AGE_S,
  DEFAULT_PSX_NOTIFICATIONS_COUNT,
  EMAIL_SUBSCRIBE_SUCCESS_MS,
  GLOBAL_ALERTS,
  globalAlert,
  MESSAGES,
  RECENT_SEARCH_CAROUSEL_RECORDS,
  RECENT_SEARCH_HEADING_MAX,
  RECENT_SEARCH_SUBHEADING_CRITERIA,
  RECENT_SEARCH_SUBHEADING_MAX,
  SavedItemsError,
  TRUNCATION_SUFFIX,
  UPDATE_SAVED_SEARCH_CLOSE_MS,
  UPDATE_SAVED_VEHICLE_CLOSE_MS,
} from './index';

describe('global alerts catalogue (spec 000 section 8)', () => {
  it.each([
    [
      'expiredListings',
      'warning',
      "Looks like some of your saved listings have expired. We've removed those for you.",
    ],
    ['cancelAlertsSuccess', 'info', 'We have successfully updated your preferences'],
    [
      'conversionFailure',
      'danger',
      'Oops, something went wrong. We’re working to get it fixed. Sign in again to permanently save your vehicles.',
    ],
    [
      'serverFailure',
      'danger',
      "Oops, something went wrong. We're working to get it fixed. Try saving your item again.",
    ],
  ] as const)('%s is a %s alert', (key, kind, text) => {
    expect(GLOBAL_ALERTS[key]).toEqual({ kind, text });
    expect(globalAlert(key)).toEqual({ key, kind, text });
  });

  it('alertsSuccess is an info alert with the message given by the caller', () => {
    expect(GLOBAL_ALERTS.alertsSuccess).toEqual({ kind: 'info', text: null });
    expect(globalAlert('alertsSuccess', 'Text alerts enabled.')).toEqual({
      key: 'alertsSuccess',
      kind: 'info',
      text: 'Text alerts enabled.',
    });
  });

  it("serverFailure is replaced by the server's error message when one is given", () => {
    expect(globalAlert('serverFailure', 'Listing is no longer available').text).toBe(
      'Listing is no longer available',
    );
    expect(globalAlert('serverFailure', '  ').text).toBe(GLOBAL_ALERTS.serverFailure.text);
    expect(globalAlert('expiredListings', 'ignored').text).toBe(GLOBAL_ALERTS.expiredListings.text);
  });
});

describe('other messages (spec 000 sections 4 and 8)', () => {
  it('are verbatim', () => {
    expect(MESSAGES.saveSearchError).toBe(
      'There has been an error saving your search. Please try again later',
    );
    expect(MESSAGES.registrationFailure).toBe("We're sorry, we've encountered an error. Please try again.");
    expect(MESSAGES.alertsFailure).toBe(
      "We're sorry, but we have encountered an error. Please try again later.",
    );
    expect(MESSAGES.invalidPhone).toBe('Please enter a valid phone number.');
    expect(ALERT_BANNERS).toEqual({
      text: { on: 'Text alerts enabled.', off: 'Text alerts disabled.' },
      email: { on: 'Email alerts enabled.', off: 'Email alerts disabled.' },
    });
  });
});

describe('constants (spec 000 section 9)', () => {
  it('has the panel timings, label limits and cookie lifetime', () => {
    expect(UPDATE_SAVED_VEHICLE_CLOSE_MS).toBe(3000);
    expect(UPDATE_SAVED_SEARCH_CLOSE_MS).toBe(500);
    expect(ALERTS_MODAL_CLOSE_MS).toBe(1000);
    expect(EMAIL_SUBSCRIBE_SUCCESS_MS).toBe(2000);
    expect(CONSUMER_COOKIE_MAX_AGE_S).toBe(2_592_000);
    expect(RECENT_SEARCH_HEADING_MAX).toBe(30);
    expect(RECENT_SEARCH_SUBHEADING_MAX).toBe(55);
    expect(RECENT_SEARCH_SUBHEADING_CRITERIA).toBe(3);
    expect(TRUNCATION_SUFFIX).toBe('...');
    expect(DEFAULT_PSX_NOTIFICATIONS_COUNT).toBe('0');
    expect(RECENT_SEARCH_CAROUSEL_RECORDS).toBe(12);
  });
});

describe('errors', () => {
  it.each([
    ['EOPENBREAKER', 'open'],
    ['ETIMEDOUT', 'timeout'],
    ['ESEMLOCKED', 'concurrency'],
  ] as const)('recognises the circuit-breaker code %s as %s', (code, kind) => {
    expect(BREAKER_ERROR_CODES[code]).toBe(kind);
    expect(breakerErrorKind(Object.assign(new Error('x'), { code }))).toBe(kind);
  });

  it.each([
    [new Error('Breaker is open')],
    [{ code: 'ECONNRESET' }],
    [{ code: 42 }],
    [null],
    ['EOPENBREAKER'],
  ])('does not take %j for a breaker error', (error) => {
    expect(breakerErrorKind(error)).toBeUndefined();
  });

  it('gives every error a stable code', () => {
    expect(new SavedItemsError('SIGN_IN_REQUIRED', 'x').code).toBe('SIGN_IN_REQUIRED');
    const http = new AccountHttpError(503, 'Service Unavailable');
    expect([http.code, http.status, http.message]).toEqual(['HTTP_STATUS', 503, 'Service Unavailable']);
  });
});
