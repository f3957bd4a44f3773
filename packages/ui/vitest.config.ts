import { vitestPreset } from '@forecourt/vitest';

// isolate: false shares one jsdom per worker instead of building one per test file: the components keep no
// module state and Testing Library cleans the DOM after each test, and the suite runs in a sixth of the time.
export default vitestPreset(
  { environment: 'jsdom' },
  // Form tests type with userEvent: seconds when CI runs every package at once, so 15 s per test instead of 5.
  { test: { setupFiles: ['./vitest.setup.ts'], isolate: false, testTimeout: 15_000 } },
);
