// A pass-through proxy in front of the API that notes every request it forwards. The brand app renders each
// results page once through it, so the baseline replays exactly the API calls the page makes (its own
// location lookups and search query), not a guess at how the storefront turns a path into a query. It is used
// for that discovery only: the measured page talks to the API directly.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiCallRecorder {
  /** Base URL to give the brand app as its API_URL. */
  url: string;
  /** The calls (method and path with query) forwarded since the last take, oldest first. */
  take(): string[];
  close(): Promise<void>;
}

export async function recordApiCalls(apiUrl: string): Promise<ApiCallRecorder> {
  const target = new URL(apiUrl);
  let calls: string[] = [];
  const server = createServer((incoming, outgoing) => {
    calls.push(`${incoming.method} ${incoming.url}`);
    const forwarded = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    take: () => {
      const taken = calls;
      calls = [];
      return taken;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
