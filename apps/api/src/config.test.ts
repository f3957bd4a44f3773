import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

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
