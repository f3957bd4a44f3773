import '@forecourt/ui/styles.css';
import './theme.css';
import { hydrateStorefront } from '@forecourt/storefront/client';
import { config } from './brand';

hydrateStorefront(config);
