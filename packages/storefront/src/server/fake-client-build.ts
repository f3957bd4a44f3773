import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A client build as the storefront server reads it, in a new temporary folder, for the server's tests: Vite's
 * manifest naming the entry script and its stylesheet, and those two assets. `assets` adds or replaces files under
 * `assets/` (a test's own script, a prebuilt `.br`). The caller removes the folder.
 */
export function writeFakeClientBuild(
  prefix: string,
  assets: Record<string, string | Uint8Array> = {},
): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(folder, '.vite'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(
    join(folder, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/entry-client.tsx': { file: 'assets/entry.js', css: ['assets/entry.css'] } }),
  );
  const files = { 'entry.js': 'export {};\n', 'entry.css': 'body{margin:0}\n', ...assets };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, 'assets', name), content);
  return folder;
}
