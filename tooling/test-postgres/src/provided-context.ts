import type { PostgresAvailability } from './acquire-postgres';

// What the global setup hands to test files. Imported by both sides, so a package that type-checks
// test-database.ts through its own tsconfig sees it too.
declare module 'vitest' {
  export interface ProvidedContext {
    forecourtPostgres: PostgresAvailability;
  }
}
