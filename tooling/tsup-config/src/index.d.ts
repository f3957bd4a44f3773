import type { Options } from 'tsup';

/**
 * The tsup settings every published domain package builds with: `src/index.ts` to ESM in `dist/`, with type
 * declarations and source maps, target ES2022. `overrides` replace fields (for example `entry` for a package
 * with a second entry point).
 */
export declare function libraryConfig(overrides?: Options): Options;
