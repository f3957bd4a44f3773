import { vitestPreset } from '@forecourt/vitest';

export default vitestPreset({ environment: 'jsdom' }, { test: { setupFiles: ['./vitest.setup.ts'] } });
