import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig({ entry: ['src/index.ts', 'src/browser.ts'] });
