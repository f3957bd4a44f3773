import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PGliteStatements } from './pglite-statements';

/**
 * Kysely over PGlite with every row statement prepared once (`PGliteStatements`): the same SQL, rows and errors
 * as `kysely-pglite-dialect`, in one exchange with the wasm backend a statement instead of six, and without
 * parsing and planning the statement again on each run.
 */
export class PreparedPGliteDialect implements Dialect {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PreparedPGliteDriver(this.#pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface takes any database.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PreparedPGliteConnection implements DatabaseConnection {
  constructor(readonly statements: PGliteStatements) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.statements.query<R>(query.sql, query.parameters);
    return result.affectedRows
      ? { numAffectedRows: BigInt(result.affectedRows), rows: result.rows }
      : { rows: result.rows };
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    if (!Number.isInteger(chunkSize) || chunkSize <= 0)
      throw new Error('chunkSize must be a positive integer');
    const { rows } = await this.statements.query<R>(query.sql, query.parameters);
    for (let start = 0; start < rows.length; start += chunkSize)
      yield { rows: rows.slice(start, start + chunkSize) };
  }
}

/**
 * PGlite is one connection: it is lent to one transaction (from `begin` to `commit`) or one lone statement at a
 * time, and the rest queue in order, as `kysely-pglite-dialect`'s driver does.
 */
class PreparedPGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #connection: PreparedPGliteConnection;
  #lent = false;
  readonly #waiting: ((connection: DatabaseConnection) => void)[] = [];

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PreparedPGliteConnection(new PGliteStatements(pglite));
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#lent) {
      this.#lent = true;
      return this.#connection;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next(this.#connection);
    else this.#lent = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel
      ? `start transaction isolation level ${settings.isolationLevel}`
      : 'begin';
    await statementsOf(connection).control(begin);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await statementsOf(connection).control('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await statementsOf(connection).control('rollback');
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

const statementsOf = (connection: DatabaseConnection): PGliteStatements =>
  (connection as PreparedPGliteConnection).statements;
