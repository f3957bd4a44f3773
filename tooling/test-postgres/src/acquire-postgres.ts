import { findPostgresBin } from './find-postgres-bin';
import { startCluster } from './start-cluster';

/** What a test run has to work with: a server to connect to, or the reason there is none. */
export type PostgresAvailability =
  | { available: true; source: 'DATABASE_URL' | 'throwaway-cluster'; url: string }
  | { available: false; reason: string };

export interface AcquiredPostgres {
  availability: PostgresAvailability;
  /** Stops what was started; a no-op for `DATABASE_URL`, which belongs to someone else. */
  release(): Promise<void>;
}

export interface AcquireOptions {
  /** Server settings of a throwaway cluster (`startCluster`); a `DATABASE_URL` server keeps its own. */
  settings?: Readonly<Record<string, string>>;
}

/**
 * The PostgreSQL server for a test run: the one `DATABASE_URL` names, or else a throwaway cluster started
 * from the installed server binaries. Never throws: when neither is possible the reason is returned, and the
 * caller decides whether that is a skip (a laptop without PostgreSQL) or a failure (CI).
 */
export async function acquirePostgres(
  env: NodeJS.ProcessEnv = process.env,
  options: AcquireOptions = {},
): Promise<AcquiredPostgres> {
  const none = async () => {};
  if (env.DATABASE_URL) {
    return {
      availability: { available: true, source: 'DATABASE_URL', url: env.DATABASE_URL },
      release: none,
    };
  }
  const bin = findPostgresBin(env);
  if (!bin) {
    return {
      availability: {
        available: false,
        reason:
          'DATABASE_URL is not set and no PostgreSQL server binaries (initdb, pg_ctl, postgres) were found on PATH, ' +
          'in PG_BIN or under /usr/lib/postgresql/*/bin; install them (apt-get install -y postgresql) or set DATABASE_URL',
      },
      release: none,
    };
  }
  try {
    const cluster = await startCluster(bin, options.settings);
    return {
      availability: { available: true, source: 'throwaway-cluster', url: cluster.url },
      release: cluster.stop,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      availability: {
        available: false,
        reason: `could not start a throwaway cluster from ${bin}: ${message}`,
      },
      release: none,
    };
  }
}
