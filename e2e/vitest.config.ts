import { vitestPreset } from '@forecourt/vitest';

export default vitestPreset(
  { include: ['src/**/*.test.ts', 'tests/**/*.e2e.test.ts'] },
  // Each file starts a browser and an app server: on a 2-core machine they run one file at a time.
  { test: { fileParallelism: false, testTimeout: 30_000, hookTimeout: 60_000 } },
);
