import { vitestPreset } from '@forecourt/vitest';

// isolate: false shares one jsdom per worker instead of building one per test file: the components keep no
// module state and Testing Library cleans the DOM after each test, and the suite runs in a sixth of the time.
export default vitestPreset(
  { environment: 'jsdom' },
  // A page test renders a whole page and types into its forms: seconds when CI runs every package at once, so a
  // 15 s budget per test instead of 5 (no test measures time; this only keeps a loaded machine from failing them).
  { test: { setupFiles: ['./vitest.setup.ts'], isolate: false, testTimeout: 15_000 } },
);
