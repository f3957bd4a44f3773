import { createTestDatabase, postgresAvailability } from '@forecourt/test-postgres';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../db/open-database';
import { buildServer, type ServerOptions } from '../server';

export type Engine = 'pglite' | 'postgres';

/**
 * The engines a suite runs on: PGlite always, PostgreSQL when the foundation's harness has a server (always in
 * CI, where its absence fails the run). Use with `describe.each(ENGINES)`.
 */
export const ENGINES: Engine[] = postgresAvailability().available ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A fresh, migrated, empty database on the engine, and a server over it (not listening: use `app.inject`). */
export async function createTestApi(
  engine: Engine,
  options: Omit<ServerOptions, 'database'> = {},
): Promise<TestApi> {
  const server = engine === 'postgres' ? await createTestDatabase() : undefined;
  const database = await openDatabase(server ? { databaseUrl: server.url, poolSize: 4 } : {});
  const app = await buildServer({ ...options, database });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await server?.drop();
    },
  };
}
