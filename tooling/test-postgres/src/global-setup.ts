import type { TestProject } from 'vitest/node';
import { acquirePostgres } from './acquire-postgres';
import './provided-context';

/**
 * vitest `globalSetup`: one server for the whole run, shared by every test file of the package, each of which
 * takes its own database from it with `createTestDatabase()`. Under `CI=true` a missing server fails the run:
 * CI must exercise PostgreSQL, so there a skip would hide a broken machine.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { availability, release } = await acquirePostgres();
  if (!availability.available) {
    if (process.env.CI === 'true')
      throw new Error(`PostgreSQL is required under CI=true: ${availability.reason}`);
    console.warn(`[test-postgres] PostgreSQL tests will be skipped: ${availability.reason}`);
  }
  project.provide('forecourtPostgres', availability);
  return release;
}
