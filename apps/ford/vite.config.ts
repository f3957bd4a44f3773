import { storefrontViteConfig } from '@forecourt/storefront/vite';

export default storefrontViteConfig();
