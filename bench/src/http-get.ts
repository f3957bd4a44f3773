// GETs over node:http keep-alive connections, for load from the bench's own process. Node's fetch cost the bench 1 to
// 2 ms of CPU a search against 0.4 to 0.8 for this (README, growth), CPU the server and PostgreSQL share on 2 cores.
import http from 'node:http';

export interface HttpGet {
  (url: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>;
  /** Closes the kept-alive connections. */
  close(): void;
}

/** A GET that keeps up to `connections` connections alive between calls. */
export function createHttpGet(connections: number): HttpGet {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (url: string) =>
    new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      http
        .get(url, { agent }, (reply) => {
          const chunks: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => chunks.push(chunk));
          reply.on('end', () =>
            resolve({
              status: reply.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: reply.headers,
            }),
          );
          reply.on('error', reject);
        })
        .on('error', reject);
    });
  return Object.assign(get, { close: () => agent.destroy() });
}
