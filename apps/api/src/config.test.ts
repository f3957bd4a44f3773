import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, registrationLimitsOf } from './config';

describe('readConfig', () => {
  it('gives every default on an empty environment: PGlite in .data/pglite, port 4000, 50,000 listings', () => {
    expect(readConfig({})).toEqual({
      PORT: 4000,
      HOST: '127.0.0.1',
      DATA_DIR: '.data/pglite',
      SEED_LISTINGS: 50_000,
      SEED: 1,
      QUICK_SAVE_LIMIT: 100,
      SAVED_SEARCH_LIMIT: 25,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'loopback',
      REGISTRATION_SENDER_MAX: 10,
      REGISTRATION_SENDER_WINDOW_SECONDS: 3600,
      REGISTRATION_ADDRESS_MAX: 5,
      REGISTRATION_ADDRESS_WINDOW_SECONDS: 86_400,
      DEV_MAILBOX: false,
      ALERTS_INTERVAL_SECONDS: 300,
      ALERTS_FROM: 'Forecourt alerts <alerts@localhost>',
      PUBLIC_SITE_URL: 'http://localhost:3000',
      PUBLIC_API_URL: 'http://localhost:4000',
      OIDC_ISSUERS: [
        { issuer: 'http://localhost:4100', audience: 'forecourt-api', jwksUri: 'http://localhost:4100/jwks' },
      ],
    });
  });

  it('reads numbers from text and keeps a PostgreSQL URL', () => {
    const config = readConfig({
      PORT: '8080',
      SEED_LISTINGS: '0',
      DATABASE_URL: 'postgres://u@localhost/forecourt',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      SEED_LISTINGS: 0,
      DATABASE_URL: 'postgres://u@localhost/forecourt',
    });
  });

  it('reads whose X-Forwarded-For to believe and the registration limits (issue 12)', () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
    const config = readConfig({ REGISTRATION_SENDER_MAX: '3', REGISTRATION_ADDRESS_WINDOW_SECONDS: '600' });
    expect(registrationLimitsOf(config)).toEqual({
      sender: { max: 3, windowMs: 3_600_000 },
      address: { max: 5, windowMs: 600_000 },
    });
    expect(() => readConfig({ REGISTRATION_ADDRESS_MAX: '0' })).toThrow(ConfigError);
  });

  it('serves the local mailbox only when DEV_MAILBOX asks for it (issue 31)', () => {
    expect(readConfig({ DEV_MAILBOX: '1' }).DEV_MAILBOX).toBe(true);
    expect(readConfig({ DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true);
    expect(readConfig({ DEV_MAILBOX: '0' }).DEV_MAILBOX).toBe(false);
    expect(() => readConfig({ DEV_MAILBOX: 'yes' })).toThrow(ConfigError);
  });

  it('names the instance behind a load balancer only when INSTANCE_ID says (issue 34)', () => {
    expect(readConfig({}).INSTANCE_ID).toBeUndefined();
    expect(readConfig({ INSTANCE_ID: 'api-2' }).INSTANCE_ID).toBe('api-2');
    // It goes out as a header: no spaces, no line breaks.
    expect(() => readConfig({ INSTANCE_ID: 'api 2' })).toThrow(/INSTANCE_ID/);
    expect(() => readConfig({ INSTANCE_ID: 'api\r\nx: y' })).toThrow(/INSTANCE_ID/);
  });

  it('refuses bad values, naming every variable at fault', () => {
    const read = () =>
      readConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        OIDC_ISSUERS: '[{"issuer":1}]',
      });
    expect(read).toThrow(ConfigError);
    try {
      read();
    } catch (error) {
      const problems = (error as ConfigError).problems.map((line) => line.split(':')[0]);
      expect(problems.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'OIDC_ISSUERS', 'PORT']);
      expect((error as ConfigError).code).toBe('INVALID_CONFIG');
    }
  });
});
