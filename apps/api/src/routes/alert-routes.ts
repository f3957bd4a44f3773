import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';

/** Routes of the alerts' mailbox page and one-click unsubscribe. */
export function registerAlertRoutes(_app: FastifyInstance, _deps: ServerDeps): void {}
