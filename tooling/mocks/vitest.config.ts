import { vitestPreset } from '@forecourt/vitest';

export default vitestPreset({});
