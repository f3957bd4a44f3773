import { vitestPreset } from '@forecourt/vitest';

// isolate: false shares one jsdom per worker instead of building one per test file: the components keep no
// module state and Testing Library cleans the DOM after each test, and the suite runs in a sixth of the time.
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['./vitest.setup.ts'], isolate: false } },
);
