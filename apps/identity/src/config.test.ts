import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, SIGN_IN_LIMITS, signInLimitsOf, signUpLimitsOf } from './index';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 4100,
      ISSUER: 'http://localhost:4100',
      DATA_DIR: '.data/identity',
      API_AUDIENCE: 'forecourt-api',
      API_RESOURCE: 'urn:forecourt:api',
      ACCESS_TOKEN_TTL: 300,
    });
    expect(config.CLIENTS).toEqual([
      { clientId: 'atc', origin: 'http://localhost:3000' },
      { clientId: 'kbb', origin: 'http://localhost:3001' },
      { clientId: 'ford', origin: 'http://localhost:3002' },
    ]);
  });

  it('derives the issuer from PORT unless ISSUER is given', () => {
    expect(readConfig({ PORT: '4200' }).ISSUER).toBe('http://localhost:4200');
    expect(readConfig({ PORT: '4200', ISSUER: 'https://id.example.com/' }).ISSUER).toBe(
      'https://id.example.com',
    );
  });

  it('trusts a proxy by default only when the issuer is https (issue 12: Secure cookies outside localhost)', () => {
    expect(readConfig({}).TRUST_PROXY).toBe(false);
    expect(readConfig({ ISSUER: 'https://id.example.com' }).TRUST_PROXY).toBe(true);
    expect(readConfig({ ISSUER: 'https://id.example.com', TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('reads the sign-in limits (issue 30), SIGN_IN_LIMITS by default', () => {
    expect(signInLimitsOf(readConfig({}))).toEqual(SIGN_IN_LIMITS);
    const config = readConfig({ SIGN_IN_EMAIL_MAX: '3', SIGN_IN_IP_WINDOW_SECONDS: '60' });
    expect(signInLimitsOf(config)).toEqual({
      account: { max: 3, windowMs: 900_000 },
      ip: { max: 20, windowMs: 60_000 },
    });
    expect(() => readConfig({ SIGN_IN_IP_MAX: '0' })).toThrow(/SIGN_IN_IP_MAX/);
  });

  it('reads the sign-up limits (issue 12)', () => {
    const config = readConfig({ SIGN_UP_IP_MAX: '3', SIGN_UP_EMAIL_WINDOW_SECONDS: '600' });
    expect(signUpLimitsOf(config)).toEqual({
      ip: { max: 3, windowMs: 3_600_000 },
      email: { max: 5, windowMs: 600_000 },
    });
    expect(() => readConfig({ SIGN_UP_IP_MAX: '0' })).toThrow(ConfigError);
  });

  it('reads CLIENTS as JSON', () => {
    expect(readConfig({ CLIENTS: '[{"clientId":"e2e","origin":"http://127.0.0.1:5123/"}]' }).CLIENTS).toEqual(
      [{ clientId: 'e2e', origin: 'http://127.0.0.1:5123' }],
    );
  });

  it.each([
    ['PORT', { PORT: 'x' }],
    ['CLIENTS', { CLIENTS: 'not json' }],
    ['CLIENTS', { CLIENTS: '[{"clientId":"a","origin":"http://x.test/path"}]' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
  ])('names the bad variable %s', (name, env) => {
    try {
      readConfig(env);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).code).toBe('INVALID_CONFIG');
      expect((error as ConfigError).problems[0]?.startsWith(name)).toBe(true);
    }
  });
});
