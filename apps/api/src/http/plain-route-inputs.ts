import type { FastifyInstance, RouteOptions } from 'fastify';
import { refuseMalformedInput } from './refuse-malformed-input';

/** A route as the server registered it: what the fuzz suite walks, so a route added later is fuzzed too. */
export interface RegisteredRoute {
  readonly method: string;
  /** Fastify's pattern: `/operator-api/feed-imports/:importId`. */
  readonly url: string;
  /** The contract's name, for a route registered by `route()`; null for a plain route (pages, health). */
  readonly contract: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of this server, in the order registered (server.ts decorates it). */
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** Set by `route()`: the contract a route implements, whose handler checks its own input after sign-in. */
    contract?: string;
  }
}

/**
 * Records every route registered after it, and gives each plain route (not a contract's: those check their input
 * themselves, after asking who calls) the same refusal of values nested too deep and unpaired surrogates, before
 * its handler reads them: no route, added now or later, walks or stores such input. Call before any route.
 */
export function guardPlainRouteInputs(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (options: RouteOptions) => {
    const contract = options.config?.contract ?? null;
    for (const method of [options.method].flat()) routes.push({ method, url: options.url, contract });
    if (contract !== null) return;
    const refuse = async (request: { params: unknown; query: unknown; body: unknown }) => {
      refuseMalformedInput({ params: request.params, query: request.query, body: request.body });
    };
    const existing = options.preValidation;
    options.preValidation = [...(existing === undefined ? [] : [existing].flat()), refuse];
  });
}
