// Plain JavaScript on purpose: tsup's config loader leaves workspace imports to Node, and Node 20 cannot load
// TypeScript. Types are in index.d.ts beside this file.
/** @type {import('./index.d.ts').libraryConfig} */
export function libraryConfig(overrides = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    // Node 20 and the browsers the apps support both run ES2022; anything newer is the app bundler's call.
    target: 'es2022',
    ...overrides,
  };
}
