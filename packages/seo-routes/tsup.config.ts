import { libraryConfig } from '@forecourt/tsup-config';

// `./testing` is the test support (URL generators on fast-check); fast-check stays an import, not bundled.
export default libraryConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
  external: ['fast-check'],
});
