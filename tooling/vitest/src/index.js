// Plain JavaScript on purpose: vite's config loader leaves workspace imports to Node, and Node 20 cannot load
// TypeScript. Types are in index.d.ts beside this file.
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Where every package writes its machine-readable results. The README's test command adds these up into one
 * closing "N passed, N failed" line, and turbo restores the file from its cache with the task, so a cached
 * package still counts.
 */
export const REPORT_FILE = 'reports/vitest.json';

/** @type {import('./index.d.ts').vitestPreset} */
export function vitestPreset(options = {}, overrides = {}) {
  const base = defineConfig({
    test: {
      environment: options.environment ?? 'node',
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      // A package whose test task finds no test is a mistake, not a pass.
      passWithNoTests: false,
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      reporters: ['default', ['json', { outputFile: REPORT_FILE }]],
    },
  });
  return mergeConfig(base, overrides);
}
