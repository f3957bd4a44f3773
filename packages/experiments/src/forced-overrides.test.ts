import { COOKIES, createCookieJar } from '@forecourt/brand';
import { describe, expect, it } from 'vitest';
import { FORCED_EXPERIMENTS_CASES, FORCED_FEATURES_CASES } from './forced-overrides.cases';
import {
  FORCED_QUERY_PARAMS,
  formatForcedExperiments,
  formatForcedFeatures,
  NO_FORCED_OVERRIDES,
  parseForcedExperiments,
  parseForcedFeatures,
  readForcedOverrides,
} from './index';

function jar(header = '') {
  const written: string[] = [];
  const cookies = createCookieJar({ read: () => header, write: (line) => written.push(line) });
  return { cookies, written };
}

describe('forced-override syntax', () => {
  it.each(FORCED_FEATURES_CASES)('features "$text" -> $features', ({ text, features }) => {
    expect(parseForcedFeatures(text)).toEqual(features);
  });

  it.each(FORCED_EXPERIMENTS_CASES)('experiments "$text" -> $experiments', ({ text, experiments }) => {
    expect(parseForcedExperiments(text)).toEqual(experiments);
  });

  it('formats for a cookie with | between entries and reads back the same', () => {
    const features = { chat: true, mobileChat: false };
    expect(formatForcedFeatures(features)).toBe('chat:on|mobileChat:off');
    expect(parseForcedFeatures(formatForcedFeatures(features))).toEqual(features);
    const experiments = { hero: 'b', 'search-redesign': 'control' };
    expect(formatForcedExperiments(experiments)).toBe('hero:b|search-redesign:control');
    expect(parseForcedExperiments(formatForcedExperiments(experiments))).toEqual(experiments);
  });
});

describe('readForcedOverrides', () => {
  it('reads the cookies of the brand cookie table', () => {
    const { cookies } = jar(
      `${COOKIES.forcedFeatures.name}=chat:off; ${COOKIES.forcedExperiments.name}=hero:b`,
    );
    expect(readForcedOverrides({ cookies })).toEqual({
      features: { chat: false },
      experiments: { hero: 'b' },
    });
  });

  it('lets a query parameter replace its cookie and persists it for the next page', () => {
    const { cookies, written } = jar(`${COOKIES.forcedFeatures.name}=chat:off|wallet:off`);
    const query = new URLSearchParams({ [FORCED_QUERY_PARAMS.features]: 'chat,!mobileChat' });
    expect(readForcedOverrides({ cookies, query }).features).toEqual({ chat: true, mobileChat: false });
    expect(written).toEqual([
      `ATC_FORCE_FEATURES=chat:on|mobileChat:off; Max-Age=${COOKIES.forcedFeatures.maxAge}; Path=/; Secure; SameSite=Lax`,
    ]);
    expect(readForcedOverrides({ cookies }).features).toEqual({ chat: true, mobileChat: false });
  });

  it('clears a cookie with an empty parameter, and takes the first value of a parsed query list', () => {
    const { cookies, written } = jar(`${COOKIES.forcedExperiments.name}=hero:b`);
    const overrides = readForcedOverrides({
      cookies,
      query: { forceExperiments: '', forceFeatures: ['wallet:off', 'wallet:on'] },
    });
    expect(overrides).toEqual({ features: { wallet: false }, experiments: {} });
    expect(written).toContain('ATC_FORCE_EXPERIMENTS=; Max-Age=0; Path=/; Secure; SameSite=Lax');
    expect(cookies.get(COOKIES.forcedExperiments.name)).toBeUndefined();
  });

  it('does not write cookies when persist is false', () => {
    const { cookies, written } = jar();
    expect(
      readForcedOverrides({ cookies, query: { forceFeatures: 'chat' }, persist: false }).features,
    ).toEqual({
      chat: true,
    });
    expect(written).toEqual([]);
  });

  it('ignores every override when disabled', () => {
    const { cookies } = jar(`${COOKIES.forcedFeatures.name}=chat`);
    expect(readForcedOverrides({ cookies, query: { forceExperiments: 'a:b' }, enabled: false })).toBe(
      NO_FORCED_OVERRIDES,
    );
  });
});
