import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig();
