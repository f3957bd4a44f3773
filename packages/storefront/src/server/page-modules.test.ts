import { describe, expect, it } from 'vitest';
import { type ManifestChunk, pageModules } from './page-modules';

// The shape of a brand app's manifest (apps/atc/dist/client/.vite/manifest.json): the storefront's pages are reached
// through the workspace, so their keys are paths out of the app; shared chunks' keys start with "_".
const MANIFEST: Record<string, ManifestChunk> = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-E.js',
    css: ['assets/entry-client-E.css'],
    imports: ['_rolldown-runtime-R.js', '_framework-F.js', '_router-T.js'],
  },
  '_rolldown-runtime-R.js': { file: 'assets/rolldown-runtime-R.js' },
  '_framework-F.js': { file: 'assets/framework-F.js', imports: ['_rolldown-runtime-R.js'] },
  '_router-T.js': { file: 'assets/router-T.js', imports: ['_framework-F.js'] },
  '../../packages/storefront/src/pages/results-page.tsx': {
    file: 'assets/results-page-P.js',
    imports: [
      '_rolldown-runtime-R.js',
      'src/entry-client.tsx',
      '_framework-F.js',
      '_listing-card-L.js',
      '_queries-Q.js',
    ],
  },
  '_listing-card-L.js': { file: 'assets/listing-card-L.js', imports: ['_deal-D.js', '_framework-F.js'] },
  '_deal-D.js': { file: 'assets/deal-D.js' },
  '_queries-Q.js': { file: 'assets/queries-Q.js', imports: ['_deal-D.js'] },
  'node_modules/@forecourt/storefront/src/pages/vehicle-page.tsx': {
    file: 'assets/vehicle-page-V.js',
    imports: ['src/entry-client.tsx', '_listing-card-L.js'],
  },
};

describe('pageModules: the scripts a page needs beyond the entry', () => {
  it("lists the page's chunk first, then every chunk it imports, each once, less the entry's own", () => {
    expect(pageModules(MANIFEST, 'src/entry-client.tsx').results).toEqual([
      '/assets/results-page-P.js',
      '/assets/listing-card-L.js',
      '/assets/deal-D.js',
      '/assets/queries-Q.js',
    ]);
  });

  it('finds a page under any path the brand app reaches the package by, and leaves out pages not in the build', () => {
    const modules = pageModules(MANIFEST, 'src/entry-client.tsx');
    expect(modules.vehicle).toEqual([
      '/assets/vehicle-page-V.js',
      '/assets/listing-card-L.js',
      '/assets/deal-D.js',
    ]);
    expect(Object.keys(modules).sort()).toEqual(['results', 'vehicle']);
  });
});
