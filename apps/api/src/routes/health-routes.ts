import type { ApiLiveness, ApiReadiness, SearchIndexHealth, ThreadMemory } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This instance's search index as the readiness check reports it, and how many searches SQL answered since
     * start (the listing routes own the searcher and set it).
     */
    searchHealth?: () => Promise<{
      index: SearchIndexHealth;
      sqlSearches: number;
      indexThread: ThreadMemory | null;
    }>;
  }
}

const NOT_LOADED: SearchIndexHealth = {
  loaded: false,
  current: false,
  listings: 0,
  position: null,
  lagMs: null,
};

export interface HealthRouteOptions {
  /** INSTANCE_ID: named in the readiness reply (and sent as `x-instance` by the server). */
  instance?: string | undefined;
}

/**
 * The two checks an operator's load balancer asks: `/health` (liveness: the process answers, whatever its index)
 * and `/health/ready` (readiness: 503 until a search index has loaded, so no search is sent to an instance that
 * would answer it by SQL in seconds rather than from memory in milliseconds).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  options: HealthRouteOptions = {},
): void {
  app.get('/health', async (): Promise<ApiLiveness> => ({ status: 'ok', engine: deps.database.engine }));
  app.get('/health/ready', async (_request, reply): Promise<ApiReadiness> => {
    const search = (await app.searchHealth?.()) ?? { index: NOT_LOADED, sqlSearches: 0, indexThread: null };
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    // A load balancer reads the status only; the body is for whoever looks (the start command, the benchmarks).
    reply.header('cache-control', 'no-store');
    if (!search.index.loaded) reply.code(503);
    return {
      status: search.index.loaded ? 'ready' : 'starting',
      engine: deps.database.engine,
      instance: options.instance ?? null,
      index: search.index,
      sqlSearches: search.sqlSearches,
      heapUsedBytes: heapUsed,
      arrayBuffersBytes: arrayBuffers,
      indexThread: search.indexThread,
    };
  });
}
