import { vitestPreset } from '@forecourt/vitest';

export default vitestPreset(
  {},
  {
    test: {
      globalSetup: ['@forecourt/test-postgres/global-setup'],
      // PGlite takes a few seconds to open on a shared 2-core machine.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
);
