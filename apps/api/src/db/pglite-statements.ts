import { messages, type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

/** Statements that read or write rows: kept prepared. Anything else (DDL, `set`) runs as PGlite runs it. */
const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

/** Prepared statements kept at most (the least recently run is closed first). @default 500 */
export const STATEMENT_LIMIT = 500;

/**
 * A statement with more parameters runs unnamed, as PGlite runs it: bulk inserts (seeding, imports) are run rarely
 * and their parse trees are large (a prepared one keeps megabytes in PGlite's memory).
 */
export const PREPARED_PARAMETERS_MAX = 1_000;

interface Prepared {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them: each value is serialised for its type, as PGlite does. */
  types: number[];
  /** The rows' columns; none for a statement that returns no rows. */
  description: messages.RowDescriptionMessage | undefined;
}

/** A PostgreSQL error as PGlite's `query` throws it: the statement and its parameters attached. */
type StatementError = messages.DatabaseError & {
  query?: string;
  params?: unknown[];
  queryOptions?: undefined;
};

/**
 * Runs statements on PGlite the way `pglite.query` does (same serialisers, parsers, results and errors), with each
 * statement prepared once under a name. PGlite's `query` sends every statement unnamed, in six exchanges with the
 * wasm backend (parse, describe, bind, describe, execute, sync), so PostgreSQL parses, analyses and plans it every
 * time; a prepared one is a single exchange (bind, execute, sync), and after five runs PostgreSQL may keep a
 * generic plan (`plan_cache_mode`, as for any prepared statement). A statement is prepared on its first run, in
 * one exchange of its own (parse, describe, sync).
 *
 * Only statements that read or write rows, with at most `PREPARED_PARAMETERS_MAX` parameters, are prepared; the
 * rest run through `pglite.query`. Any other statement (DDL above all) runs through
 * `pglite.query` and then closes every prepared statement: a table that gained or lost a column would make a
 * prepared `select *` fail with "cached plan must not change result type". Prepared statements belong to the
 * session, not to a transaction: one prepared in a transaction that rolls back stays valid.
 *
 * Callers run one statement at a time (the Kysely driver queues them); each exchange also holds PGlite's query
 * lock (`runExclusive`), as PGlite's own calls do.
 */
export class PGliteStatements {
  readonly #pglite: PGlite;
  readonly #limit: number;
  /** By SQL text, least recently run first. */
  readonly #prepared = new Map<string, Prepared>();
  #named = 0;
  /** A statement other than a row statement ran since the transaction began: its rollback may change the schema. */
  #changedSinceBegin = false;

  constructor(pglite: PGlite, limit = STATEMENT_LIMIT) {
    this.#pglite = pglite;
    this.#limit = limit;
  }

  /** How many statements are prepared now. */
  get size(): number {
    return this.#prepared.size;
  }

  /** Runs one statement, as `pglite.query(sql, params)` would. */
  async query<T>(sql: string, params: readonly unknown[]): Promise<Results<T>> {
    if (!PREPARABLE.test(sql)) {
      const result = await this.#pglite.query<T>(sql, [...params]);
      this.#changedSinceBegin = true;
      await this.#closeAll();
      return result;
    }
    if (params.length > PREPARED_PARAMETERS_MAX) return this.#pglite.query<T>(sql, [...params]);
    if (this.#pglite.closed) throw new Error('PGlite is closed');
    return this.#pglite.runExclusive(async () => {
      const statement = this.#prepared.get(sql) ?? (await this.#prepare(sql, params));
      this.#prepared.delete(sql);
      this.#prepared.set(sql, statement);
      return this.#execute<T>(statement, sql, params);
    });
  }

  /**
   * `begin`, `commit` or `rollback` (a statement without parameters or rows), in one exchange. A rollback after a
   * schema change closes every prepared statement: one prepared after the change would no longer fit the schema.
   */
  async control(sql: string): Promise<void> {
    if (this.#pglite.closed) throw new Error('PGlite is closed');
    await this.#pglite.runExclusive(() => this.#exchange(protocol.serialize.query(sql), sql, [], true));
    const undone = this.#changedSinceBegin && /^\s*rollback\b/i.test(sql);
    this.#changedSinceBegin = false;
    if (undone) await this.#closeAll();
  }

  async #prepare(sql: string, params: readonly unknown[]): Promise<Prepared> {
    const parts: Uint8Array[] = [];
    if (this.#prepared.size >= this.#limit) {
      const [oldestSql, oldest] = this.#prepared.entries().next().value as [string, Prepared];
      this.#prepared.delete(oldestSql);
      parts.push(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    this.#named += 1;
    const name = `forecourt_${this.#named}`;
    parts.push(
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const replies = await this.#exchange(concat(parts), sql, params, false);
    const types = replies.find(
      (reply): reply is messages.ParameterDescriptionMessage => reply.name === 'parameterDescription',
    );
    const description = replies.find(
      (reply): reply is messages.RowDescriptionMessage => reply.name === 'rowDescription',
    );
    return { name, types: types?.dataTypeIDs ?? [], description };
  }

  async #execute<T>(statement: Prepared, sql: string, params: readonly unknown[]): Promise<Results<T>> {
    const values = params.map((param, index) => this.#serialise(param, statement.types[index]));
    const replies = await this.#exchange(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      sql,
      params,
      true,
    );
    const withColumns = statement.description ? [statement.description, ...replies] : replies;
    return parse.parseResults(withColumns, this.#pglite.parsers)[0] as Results<T>;
  }

  /** PGlite's serialisation of a parameter: by the type PostgreSQL inferred for it, else its text. */
  #serialise(param: unknown, type: number | undefined): string | null {
    if (param === null || param === undefined) return null;
    const serialise = type === undefined ? undefined : this.#pglite.serializers[type];
    return serialise ? serialise(param) : String(param);
  }

  async #exchange(
    message: Uint8Array,
    sql: string,
    params: readonly unknown[],
    syncToFs: boolean,
  ): Promise<messages.BackendMessage[]> {
    try {
      return await this.#pglite.execProtocolStream(message, { syncToFs });
    } catch (error) {
      if (error instanceof messages.DatabaseError) {
        // What PGlite's `query` attaches to a database error.
        const failure: StatementError = error;
        failure.query = sql;
        failure.params = [...params];
        failure.queryOptions = undefined;
      }
      throw error;
    }
  }

  async #closeAll(): Promise<void> {
    if (this.#prepared.size === 0 || this.#pglite.closed) return;
    const closes = [...this.#prepared.values()].map(({ name }) =>
      protocol.serialize.close({ type: 'S', name }),
    );
    this.#prepared.clear();
    await this.#pglite.runExclusive(() =>
      this.#pglite.execProtocolStream(concat([...closes, protocol.serialize.sync()]), { syncToFs: false }),
    );
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
