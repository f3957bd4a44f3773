import { type Compilable, CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Schema } from './schema';

/** The SQL of every fixed statement, with the name PostgreSQL prepares it under. */
const names = new Map<string, string>();

function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `forecourt_${names.size + 1}`);
}

/**
 * The prepared statement name of a fixed statement's SQL (`fixedStatement`, `rawStatement`), else `undefined`:
 * what @forecourt/database's `statementName` asks. Only these few texts are named, so a PostgreSQL connection keeps
 * a few dozen prepared statements at most; a search's own SQL, which changes with its filters, stays unnamed.
 * PGlite prepares every statement anyway (`PreparedPGliteDialect`).
 */
export function statementName(sql: string): string | undefined {
  return names.get(sql);
}

/** Where one of a statement's values goes, in the statement built once. */
class Slot {
  constructor(readonly key: string) {}
}

/** A statement whose SQL never changes with its values, built and compiled by Kysely once. */
export interface FixedStatement<Args, Row> {
  /** Runs the statement with these values: the same SQL and parameters as `build(db, args)`. */
  execute(db: Kysely<Schema>, args: Args): Promise<QueryResult<Row>>;
  /** The SQL and parameters `execute` sends for these values. */
  compile(db: Kysely<Schema>, args: Args): CompiledQuery<Row>;
  /** Kysely's own build of the statement for these values, as `compile` would be without the one kept. */
  build(db: Kysely<Schema>, args: Args): Compilable<Row>;
}

/**
 * Builds the statement once with a placeholder for each value of `args` and keeps Kysely's compiled SQL; each
 * run only puts the values in their places (issue 11: building and compiling a statement of several CTEs costs
 * Kysely about 0.15 ms, a tenth of an account write on PGlite). On PostgreSQL it is a named prepared statement
 * (`statementName`), parsed and planned once a connection.
 *
 * `build` may use `args` only as values (`eb.val(args.x)`, `where(col, '=', args.x)`, `sql\`${args.x}\``): a value
 * it computes with, branches on or spreads would be the placeholder's, not the caller's. Anything the SQL depends
 * on (a list's length, an optional clause) is not an argument. A database with plugins gets Kysely's own build
 * each time, so the plugins see every statement.
 */
export function fixedStatement<Args extends Record<string, unknown>, Row>(
  build: (db: Kysely<Schema>, args: Args) => Compilable<Row>,
): FixedStatement<Args, Row> {
  let compiled: CompiledQuery<Row> | undefined;
  const slots = new Proxy({} as Args, {
    get: (_, key) => (typeof key === 'string' ? new Slot(key) : undefined),
  });

  const compile = (db: Kysely<Schema>, args: Args): CompiledQuery<Row> => {
    if (db.getExecutor().plugins.length > 0) return build(db, args).compile();
    // Both engines compile with Kysely's PostgresQueryCompiler: one compiled statement serves both.
    if (!compiled) {
      compiled = build(db, slots).compile();
      nameStatement(compiled.sql);
    }
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? args[value.key] : value));
    return CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>;
  };

  return {
    compile,
    build,
    execute: (db, args) => db.executeQuery(compile(db, args)),
  };
}

/** A statement written as SQL with `$1`-style parameters, run as it is and prepared on PostgreSQL under a name. */
export interface RawStatement<Row> {
  execute(db: Kysely<Schema>, parameters: readonly unknown[]): Promise<QueryResult<Row>>;
}

export function rawStatement<Row>(sql: string): RawStatement<Row> {
  nameStatement(sql);
  return {
    execute: (db, parameters) =>
      db.executeQuery(CompiledQuery.raw(sql, [...parameters]) as CompiledQuery<Row>),
  };
}
