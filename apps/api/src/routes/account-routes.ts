import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';

/** Routes of the account API: saved vehicles and searches, quick-saves, registration, profile, owned vehicles, notifications, recent searches (spec 000 s7). */
export function registerAccountRoutes(_app: FastifyInstance, _deps: ServerDeps): void {}
