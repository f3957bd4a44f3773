#!/usr/bin/env node
// Starts every service and brand app (each `apps/*` with a `start` script and a `forecourt.port`), waits
// until each answers HTTP, and prints the URL to open. Services prepare their own database when they start
// (migrations, then the seed on an empty database), so this script needs no database step of its own.
// Ctrl-C stops everything; if one process dies, the others are stopped too.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const STARTUP_TIMEOUT_MS = 10 * 60_000; // a first seed of a large inventory takes minutes

function apps() {
  const dir = join(root, 'apps');
  return readdirSync(dir)
    .map((name) => ({ name, dir: join(dir, name), file: join(dir, name, 'package.json') }))
    .filter(({ file }) => existsSync(file))
    .map(({ name, dir, file }) => ({ name, dir, manifest: JSON.parse(readFileSync(file, 'utf8')) }))
    .filter(({ manifest }) => manifest.scripts?.start && manifest.forecourt?.port)
    .map(({ name, dir, manifest }) => ({
      name,
      dir,
      port: Number(process.env[`${name.toUpperCase()}_PORT`] ?? manifest.forecourt.port),
      title: manifest.forecourt.title ?? name,
      open: manifest.forecourt.open === true,
      health: manifest.forecourt.health ?? '/',
      clientId: manifest.forecourt.clientId,
    }));
}

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2000).unref();
  if (children.every((child) => child.exitCode !== null)) process.exit(code);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url, child) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {}
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  return false;
}

const list = apps();
if (list.length === 0) {
  console.error('no app under apps/ has a start script and a forecourt.port');
  process.exit(1);
}

// Every brand app (a `forecourt.clientId`) may sign in through the identity service, at the port it runs on:
// a brand made with `pnpm create-brand` signs in without editing the identity service's settings.
const clients = list
  .filter((app) => app.clientId)
  .map((app) => ({ clientId: app.clientId, origin: `http://localhost:${app.port}` }));

// The links in alert e-mails (a car's page, the search, the photos, unsubscribe) are where the shopper goes: the site
// opened below and the API at the ports chosen here (ATC_PORT, API_PORT), not the API's defaults. Set
// PUBLIC_SITE_URL or PUBLIC_API_URL to override (a deployment's public names).
const site = list.find((app) => app.open) ?? list.find((app) => app.clientId) ?? list[0];
const apiApp = list.find((app) => app.name === 'api');
const publicUrls = {
  ...(site ? { PUBLIC_SITE_URL: `http://localhost:${site.port}` } : {}),
  ...(apiApp ? { PUBLIC_API_URL: `http://localhost:${apiApp.port}` } : {}),
};

const ready = list.map((app) => {
  const child = spawn('pnpm', ['run', '--silent', 'start'], {
    cwd: app.dir,
    env: {
      CLIENTS: JSON.stringify(clients),
      // The API's local mailbox (what alerts and leads would have e-mailed) is a development tool, off unless
      // asked for: on a laptop it is, on the API's own port only (never through a brand). DEV_MAILBOX=0 hides it.
      DEV_MAILBOX: '1',
      ...publicUrls,
      ...process.env,
      PORT: String(app.port),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const prefix = `[${app.name}] `;
  const relay = (stream) => (chunk) =>
    stream.write(
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.length > 0)
        .map((line) => `${prefix}${line}\n`)
        .join(''),
    );
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${prefix}exited with ${code}; stopping everything`);
    stopAll(code || 1);
  });
  return waitFor(`http://localhost:${app.port}${app.health}`, child);
});

const results = await Promise.all(ready);
if (results.some((ok) => !ok)) {
  console.error('not every app started; stopping');
  stopAll(1);
} else {
  const main = list.find((app) => app.open) ?? list[0];
  console.log('\nForecourt is running:');
  for (const app of list) console.log(`  ${app.title.padEnd(24)} http://localhost:${app.port}`);
  console.log(`\nOpen http://localhost:${main.port} (Ctrl-C stops everything)\n`);
}
