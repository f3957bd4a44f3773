import { resolve } from 'node:path';
import { readServerSettings, startStorefrontServer } from '@forecourt/storefront/server';
import { config } from './brand';

// One server process per core unless WORKERS says (@forecourt/storefront's README, server settings).
await startStorefrontServer({
  config,
  settings: readServerSettings(process.env, { port: 3002, clientId: 'ford' }),
  clientDir: resolve(import.meta.dirname, '../client'),
  clientEntry: 'src/entry-client.tsx',
});
