import { createTestDatabase, postgresAvailability } from '@forecourt/test-postgres';
import { type Database, openDatabase } from '../db/open-database';
import type { PasswordCost } from '../password';
import { buildServer, type IdentityServer, type ServerOptions } from '../server';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL when the foundation's harness has a server (always in CI). */
export const ENGINES: Engine[] = postgresAvailability().available ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_ISSUER = 'http://localhost:4100';
export const TEST_CLIENT = { clientId: 'atc', origin: 'http://localhost:3000' } as const;
export const TEST_REDIRECT = `${TEST_CLIENT.origin}/auth/callback`;

/**
 * scrypt at N=2^4 instead of 2^15: the suites sign up and in hundreds of times, and each production hash costs
 * tens of milliseconds of CPU. The hash still records its cost, so verification is the production code path.
 */
export const TEST_PASSWORD_COST: Readonly<PasswordCost> = Object.freeze({ N: 2 ** 4, r: 8, p: 1 });

export interface TestIdentity extends IdentityServer {
  database: Database;
  close(): Promise<void>;
}

/** A fresh, migrated database on the engine and a server over it (not listening: `app.inject`). */
export async function createTestIdentity(
  engine: Engine,
  options: Omit<ServerOptions, 'database'> = {},
): Promise<TestIdentity> {
  const server = engine === 'postgres' ? await createTestDatabase() : undefined;
  const database = await openDatabase(server ? { databaseUrl: server.url, poolSize: 2 } : {});
  const identity = await buildServer({
    issuer: TEST_ISSUER,
    clients: [TEST_CLIENT],
    passwordCost: TEST_PASSWORD_COST,
    ...options,
    database,
  });
  return {
    ...identity,
    database,
    close: async () => {
      await identity.app.close();
      await database.close();
      await server?.drop();
    },
  };
}
