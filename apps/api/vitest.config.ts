import { vitestPreset } from '@forecourt/vitest';

export default vitestPreset(
  {},
  {
    test: {
      globalSetup: ['@forecourt/test-postgres/global-setup'],
      // PGlite takes a few seconds to open on a shared 2-core machine.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Every file re-imported the whole API (Fastify, Kysely, PGlite, the contracts) in a fresh worker, most of
      // the suite's import time. The files share nothing a test leaves behind: each opens its own database and
      // server, and restores what it changes (environment, timers, mocks: restoreMocks/unstubEnvs).
      isolate: false,
    },
  },
);
