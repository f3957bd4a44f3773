import { libraryConfig } from '@forecourt/tsup-config';

// Two entries: the main one never imports `zipcodes` (5 MB of data); `./zipcodes` is the directory over it.
export default libraryConfig({ entry: ['src/index.ts', 'src/zipcodes.ts'] });
