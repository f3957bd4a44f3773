import '@forecourt/ui/styles.css';
import '@forecourt/ui/themes.css';
import { hydrateStorefront } from '@forecourt/storefront/client';
import { config } from './brand';

hydrateStorefront(config);
