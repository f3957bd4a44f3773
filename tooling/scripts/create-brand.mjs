#!/usr/bin/env node
// `pnpm create-brand NAME [--site-name "Shown Name"] [--base atc|kbb|ford|demo] [--port N] [--apps DIR]`:
// scaffolds apps/NAME, a white-label brand app that builds and starts like apps/atc: a config (the storefront on
// a base brand's site configuration), a theme (custom properties under its own data-fc-theme) and composition
// (the storefront's client entry and server). The dependencies are the main brand app's, so versions never drift.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BASES = ['atc', 'kbb', 'ford', 'demo'];
const NAME = /^[a-z][a-z0-9-]{1,30}$/;

class CreateBrandError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

const title = (name) =>
  name
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/** The next port after the brand apps' (3000, 3001, ...), so every brand runs side by side. */
function nextPort(appsDir) {
  const ports = readdirSync(appsDir)
    .map((name) => join(appsDir, name, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')).forecourt)
    .filter((forecourt) => forecourt?.clientId && forecourt.port)
    .map((forecourt) => forecourt.port);
  return Math.max(2999, ...ports) + 1;
}

/** The files of apps/NAME, by path. */
export function brandFiles({ name, siteName, base, port, template }) {
  const manifest = {
    name: `@forecourt/${name}`,
    version: '0.0.0',
    private: true,
    description: `The ${siteName} brand app: the storefront under the ${base} site configuration, with its own theme.`,
    license: template.license,
    type: 'module',
    forecourt: { port, title: `${siteName} (${name})`, clientId: name, health: '/' },
    scripts: template.scripts,
    dependencies: template.dependencies,
    devDependencies: template.devDependencies,
  };
  return {
    'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify({ extends: '@forecourt/tsconfig/vite-app.json', include: ['src', 'vite.config.ts'] }, null, 2)}\n`,
    'vite.config.ts': `import { storefrontViteConfig } from '@forecourt/storefront/vite';

export default storefrontViteConfig();
`,
    'src/brand.ts': `import type { StorefrontConfig } from '@forecourt/storefront';

/**
 * ${siteName}: the storefront under the '${base}' brand's site configuration (its routes, partner offers and
 * account features; see @forecourt/brand), in the '${name}' theme of ./theme.css.
 */
export const config: StorefrontConfig = {
  brand: '${base}',
  siteName: '${siteName.replaceAll("'", "\\'")}',
  tagline: 'Find your next car',
  theme: '${name}',
};
`,
    'src/theme.css': `/*
 * The ${siteName} theme: @forecourt/ui's custom properties (see its styles.css for the full list). Text colours
 * must keep WCAG AA contrast (4.5:1) on their backgrounds: the end-to-end accessibility checks enforce it.
 */
[data-fc-theme="${name}"] {
  --fc-color-primary: #0f5c4d;
  --fc-color-focus: #0f5c4d;
  --fc-color-surface: #f2f7f5;
  --fc-radius: 6px;
}
`,
    'src/entry-client.tsx': `import '@forecourt/ui/styles.css';
import './theme.css';
import { hydrateStorefront } from '@forecourt/storefront/client';
import { config } from './brand';

hydrateStorefront(config);
`,
    'src/server.ts': `import { resolve } from 'node:path';
import { readServerSettings, startStorefrontServer } from '@forecourt/storefront/server';
import { config } from './brand';

// One server process per core unless WORKERS says (@forecourt/storefront's README, server settings).
await startStorefrontServer({
  config,
  settings: readServerSettings(process.env, { port: ${port}, clientId: '${name}' }),
  clientDir: resolve(import.meta.dirname, '../client'),
  clientEntry: 'src/entry-client.tsx',
});
`,
  };
}

/** Writes apps/NAME and gives its folder and port; refuses a bad or taken name. */
export function createBrand(options) {
  const { name, base = 'atc', appsDir = join(root, 'apps') } = options;
  if (!NAME.test(name ?? '')) {
    throw new CreateBrandError(
      'INVALID_NAME',
      `NAME must be 2 to 31 lower-case letters, digits or dashes: "${name ?? ''}"`,
    );
  }
  if (!BASES.includes(base)) {
    throw new CreateBrandError('INVALID_BASE', `--base must be one of ${BASES.join(', ')}: "${base}"`);
  }
  const dir = join(appsDir, name);
  if (existsSync(dir)) throw new CreateBrandError('EXISTS', `${dir} exists already: choose another name`);
  const port = options.port ?? nextPort(appsDir);
  const template = JSON.parse(readFileSync(join(root, 'apps/atc/package.json'), 'utf8'));
  const files = brandFiles({ name, siteName: options.siteName ?? title(name), base, port, template });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, port };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'site-name': { type: 'string' },
      base: { type: 'string' },
      port: { type: 'string' },
      apps: { type: 'string' },
      'skip-install': { type: 'boolean' },
    },
  });
  try {
    const { dir, port } = createBrand({
      name: positionals[0],
      siteName: values['site-name'],
      base: values.base,
      port: values.port === undefined ? undefined : Number(values.port),
      appsDir: values.apps === undefined ? undefined : resolve(values.apps),
    });
    console.log(`Created ${dir} (port ${port}).`);
    if (!values['skip-install']) {
      spawnSync('pnpm', ['install', '--reporter=append-only'], { cwd: root, stdio: 'inherit' });
    }
    console.log(`
Next:
  edit ${join(dir, 'src/brand.ts')} (name, base brand) and src/theme.css (colours)
  pnpm --filter @forecourt/${positionals[0]} dev     build it and serve it on http://localhost:${port}
  npm start                                          serves every brand, this one included`);
  } catch (error) {
    if (!(error instanceof CreateBrandError)) throw error;
    console.error(`create-brand: ${error.message}`);
    process.exit(1);
  }
}
