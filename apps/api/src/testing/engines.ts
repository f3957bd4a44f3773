import { createTestDatabase, postgresAvailability } from '@forecourt/test-postgres';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Database, openDatabase } from '../db/open-database';
import { buildServer, type ServerOptions } from '../server';
import { createTestIssuer, type TestIssuer } from './test-issuer';

export type Engine = 'pglite' | 'postgres';

/**
 * The engines a suite runs on: PGlite always, PostgreSQL when the foundation's harness has a server (always in
 * CI, where its absence fails the run). Use with `describe.each(ENGINES)`.
 */
export const ENGINES: Engine[] = postgresAvailability().available ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  /** The issuer the server trusts: `await api.issuer.token('shopper-1')` signs a shopper in. */
  issuer: TestIssuer;
  /** A shopper signed in: their access token, and the consumer id the API keys their rows by. */
  signIn(subject: string): Promise<{ token: string; consumerId: string; authorization: string }>;
  close(): Promise<void>;
}

/** A fresh, migrated, empty database on the engine, and a server over it (not listening: use `app.inject`). */
export async function createTestApi(
  engine: Engine,
  options: Omit<ServerOptions, 'database'> = {},
): Promise<TestApi> {
  const server = engine === 'postgres' ? await createTestDatabase() : undefined;
  const database = await openDatabase(server ? { databaseUrl: server.url, poolSize: 4 } : {});
  const issuer = await createTestIssuer(() => (options.clock ?? { now: () => new Date() }).now());
  const app = await buildServer({ issuers: [issuer.trusted], ...options, database });
  return {
    app,
    database,
    issuer,
    signIn: async (subject) => {
      const token = await issuer.token(subject, { email: `${subject}@example.com` });
      const authorization = `Bearer ${token}`;
      const consumer = await app.authenticate({ headers: { authorization } } as FastifyRequest);
      if (!consumer) throw new Error('the test issuer signed a token the server refused');
      return { token, consumerId: consumer.consumerId, authorization };
    },
    close: async () => {
      await app.close();
      await database.close();
      await server?.drop();
    },
  };
}
