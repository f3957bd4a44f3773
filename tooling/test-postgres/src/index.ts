export {
  type AcquiredPostgres,
  type AcquireOptions,
  acquirePostgres,
  type PostgresAvailability,
} from './acquire-postgres';
export { findPostgresBin } from './find-postgres-bin';
export { type Cluster, ClusterStartError, type ShutdownMode, startCluster } from './start-cluster';
export { createTestDatabase, postgresAvailability, type TestDatabase } from './test-database';
