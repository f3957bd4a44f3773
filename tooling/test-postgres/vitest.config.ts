import { vitestPreset } from '@forecourt/vitest';

export default vitestPreset({}, { test: { globalSetup: ['./src/global-setup.ts'] } });
