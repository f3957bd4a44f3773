import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y --no-install-recommends chromium`); never a downloaded browser. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The launch flags that work on our machines (../shared/TOOLCHAIN.md): as root Chromium needs --no-sandbox,
 * and without the background-networking flags it keeps dialling hosts this closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export class BrowserMissingError extends Error {
  readonly code = 'BROWSER_MISSING';
  constructor(readonly executablePath: string) {
    super(
      `Chromium is not at ${executablePath}: install Debian's (apt-get install -y --no-install-recommends chromium) ` +
        'or set CHROMIUM_PATH',
    );
    this.name = 'BrowserMissingError';
  }
}

/** Launches Chromium from `CHROMIUM_PATH` or `/usr/bin/chromium` with the flags above. */
export async function launchBrowser(
  executablePath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
): Promise<Browser> {
  if (!existsSync(executablePath)) throw new BrowserMissingError(executablePath);
  return chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
}
