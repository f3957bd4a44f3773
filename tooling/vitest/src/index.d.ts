import type { ViteUserConfig } from 'vitest/config';

export interface PresetOptions {
  /**
   * Test environment.
   * @default 'node'
   */
  environment?: 'node' | 'jsdom' | 'happy-dom';
  /**
   * Globs of test files, relative to the package.
   * @default ['src/**\/*.test.{ts,tsx}']
   */
  include?: string[];
}

/** Where every package writes its machine-readable results: `reports/vitest.json`. */
export declare const REPORT_FILE: string;

/** The shared vitest settings; package-specific overrides, as the second argument, are merged over them. */
export declare function vitestPreset(options?: PresetOptions, overrides?: ViteUserConfig): ViteUserConfig;
