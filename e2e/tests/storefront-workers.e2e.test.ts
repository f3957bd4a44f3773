// The built brand server serving from several processes (node:cluster, `WORKERS`): it starts them all before it
// says where it is, replaces one that dies, and on SIGTERM ends with exit code 0 and no worker left behind. No
// API is needed: the answers asked for here (the favicon, a built script) are the brand server's own.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../src/index';

const ATC = resolve(import.meta.dirname, '../../apps/atc');

/** The processes `pid` started (Linux: the children of its threads). */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

let server: ChildProcess | undefined;
afterEach(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
});

describe('the brand server on several cores', () => {
  it('serves from WORKERS processes, replaces one that dies, and stops them all on SIGTERM with exit code 0', async () => {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    let output = '';
    const child = spawn('node', ['dist/server/server.js'], {
      cwd: ATC,
      env: {
        ...process.env,
        PORT: String(port),
        WORKERS: '2',
        API_URL: 'http://127.0.0.1:9',
        LOG_LEVEL: 'warn',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const pid = child.pid as number;

    // It says where it is once every worker listens.
    await until(() => output.includes(`on ${url}`), 'it says it is listening');
    const workers = childrenOf(pid);
    expect(workers).toHaveLength(2);
    for (let request = 0; request < 6; request++) {
      expect((await fetch(`${url}/favicon.ico`)).status).toBe(204);
    }

    // A worker that dies is replaced, and the port keeps answering meanwhile.
    process.kill(workers[0] as number, 'SIGKILL');
    await until(() => {
      const now = childrenOf(pid);
      return now.length === 2 && !now.includes(workers[0] as number);
    }, 'a new worker replaces the one that died');
    expect((await fetch(`${url}/favicon.ico`)).status).toBe(204);
    const script = readdirSync(join(ATC, 'dist/client/assets')).find((name) => name.endsWith('.js'));
    expect((await fetch(`${url}/assets/${script}`)).status).toBe(200);

    const running = childrenOf(pid);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const worker of running) expect(alive(worker)).toBe(false);
  }, 60_000);
});
