import { vitestPreset } from '@forecourt/vitest';

export default vitestPreset(
  {},
  {
    test: {
      // The API's test entry (@forecourt/api/testing) reads the run's PostgreSQL availability at import; the
      // integration test itself runs on PGlite only.
      globalSetup: ['@forecourt/test-postgres/global-setup'],
      // PGlite takes a few seconds to open on a shared 2-core machine.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
);
