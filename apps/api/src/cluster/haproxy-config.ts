/** One API instance as the load balancer reaches it. */
export interface BalancedServer {
  name: string;
  host: string;
  port: number;
}

export interface HaproxyConfigOptions {
  /** Where the balancer listens. */
  bind: { host: string; port: number };
  servers: readonly BalancedServer[];
  /** The readiness path each server is checked on. @default '/health/ready' */
  checkPath?: string;
  /** Milliseconds between two checks of a server. @default 1000 */
  checkIntervalMs?: number;
  /** Where haproxy's statistics page answers (`/stats` on that port); none when unset. */
  statsPort?: number;
}

/** What a name in the configuration may be: haproxy reads spaces and `#` as syntax. */
const NAME = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * haproxy's configuration for API instances behind one address: round robin over the servers whose readiness
 * check answers 200. A server that fails two checks in a row is out until it passes one, so an instance that is
 * starting (no search index yet: 503) or gone gets no request, and one that comes back is in again within a check.
 */
export function haproxyConfig(options: HaproxyConfigOptions): string {
  const checkPath = options.checkPath ?? '/health/ready';
  const interval = options.checkIntervalMs ?? 1000;
  if (options.servers.length === 0) throw new RangeError('haproxyConfig needs at least one server');
  for (const server of options.servers) {
    if (!NAME.test(server.name))
      throw new RangeError(`server name ${JSON.stringify(server.name)} is not plain`);
  }
  if (!/^\/[\x21-\x7e]*$/.test(checkPath)) throw new RangeError(`check path ${JSON.stringify(checkPath)}`);
  const lines = [
    '# Made by the API cluster command (apps/api/src/cluster); edits are overwritten at the next start.',
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    // A search on an instance that answers by SQL takes seconds at 1,000,000 listings; a feed upload longer.
    '  timeout client 120s',
    '  timeout server 120s',
    '  option http-keep-alive',
    // A connection an instance refuses (it just stopped, its checks not failed yet) is tried on another.
    '  retries 2',
    '  option redispatch',
    // The brand apps' proxies and the rate limits read the client's address from X-Forwarded-For.
    '  option forwardfor',
    '',
    'frontend api',
    `  bind ${options.bind.host}:${options.bind.port}`,
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    `  option httpchk GET ${checkPath}`,
    '  http-check expect status 200',
    `  default-server inter ${interval}ms fall 2 rise 1`,
    ...options.servers.map((server) => `  server ${server.name} ${server.host}:${server.port} check`),
  ];
  if (options.statsPort !== undefined) {
    lines.push(
      '',
      'frontend stats',
      `  bind ${options.bind.host}:${options.statsPort}`,
      '  stats enable',
      '  stats uri /stats',
      '  stats refresh 5s',
    );
  }
  return `${lines.join('\n')}\n`;
}
