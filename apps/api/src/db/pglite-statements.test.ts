import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PGliteStatements, PREPARED_PARAMETERS_MAX } from './pglite-statements';

// Issue 11: statements prepared once on PGlite must answer exactly what `pglite.query` answers (rows, parsed
// values, counts, errors), and stay right across DDL, transactions and the cache's limit.

const TABLE = `create table things (
  id uuid primary key, n int4 not null, big int8, amount numeric(10, 2), ratio real, flag boolean,
  at timestamptz, day date, doc jsonb, tags text[], nums int4[], note text
)`;

const ID = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'] as const;
const INSERT = `insert into things (id, n, big, amount, ratio, flag, at, day, doc, tags, nums, note)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning *`;

/** Statements and parameters that cover the types, counts and errors the API meets; each runs twice. */
const CASES: { name: string; sql: string; params: unknown[] }[] = [
  {
    name: 'an insert returning every type',
    sql: INSERT,
    params: [
      ID[0],
      7,
      '9007199254740993',
      '12.50',
      0.25,
      true,
      new Date('2026-11-22T07:00:00.000Z'),
      '2026-11-22',
      { make: 'HONDA', nested: [1, 'two', null] },
      ['a', 'b "quoted"', 'c,d'],
      [1, 2, 3],
      'it\u2019s',
    ],
  },
  {
    name: 'an insert of nulls',
    sql: INSERT,
    params: [ID[1], 8, null, undefined, null, null, null, null, null, null, null, null],
  },
  { name: 'a select by a parameter', sql: 'select * from things where id = $1', params: [ID[0]] },
  { name: 'a select of no rows', sql: 'select * from things where n > $1', params: [100] },
  {
    name: 'a parameter typed by its use',
    sql: 'select $1::int + n as sum, $2 as text from things order by n',
    params: [1, 'x'],
  },
  {
    name: 'a CTE that writes',
    sql: 'with up as (update things set n = n + $1 returning id) select count(*) from up',
    params: [0],
  },
  {
    name: 'an update counts its rows',
    sql: 'update things set note = $1 where n >= $2',
    params: ['seen', 7],
  },
  {
    name: 'a delete of nothing',
    sql: 'delete from things where id = $1',
    params: ['00000000-0000-4000-8000-000000000009'],
  },
  {
    name: 'a duplicate key',
    sql: INSERT.replace(' returning *', ''),
    params: [ID[0], 1, null, null, null, null, null, null, null, null, null, null],
  },
  { name: 'a value of the wrong type', sql: 'select * from things where id = $1', params: ['not-a-uuid'] },
  { name: 'an unknown column', sql: 'select nope from things where n = $1', params: [1] },
  { name: 'a syntax error', sql: 'select from where $1', params: [1] },
  { name: 'a check that fails at run time', sql: 'select 1 / (n - $1) from things', params: [7] },
];

/** What a call gave: its result, or the error with the fields PGlite's `query` sets. */
async function outcome(run: () => Promise<unknown>) {
  try {
    return { result: await run() };
  } catch (error) {
    const { message, code, detail, position, severity, query, params } = error as Record<string, unknown>;
    return {
      error: {
        type: (error as Error).constructor.name,
        message,
        code,
        detail,
        position,
        severity,
        query,
        params,
      },
    };
  }
}

async function preparedStatements(pglite: PGlite) {
  const { rows } = await pglite.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return rows.map((row) => row.statement);
}

describe('PGlite statements prepared once', () => {
  let plain: PGlite;
  let prepared: PGlite;
  let statements: PGliteStatements;

  beforeEach(async () => {
    [plain, prepared] = await Promise.all([PGlite.create(), PGlite.create()]);
    await plain.exec(TABLE);
    await prepared.exec(TABLE);
    statements = new PGliteStatements(prepared);
  });
  afterEach(async () => {
    await Promise.all([plain.close(), prepared.close()]);
  });

  it('answers what pglite.query answers, the first time and from the prepared statement', async () => {
    for (const round of [1, 2]) {
      for (const { name, sql, params } of CASES) {
        const expected = await outcome(() => plain.query(sql, params));
        const actual = await outcome(() => statements.query(sql, params));
        expect({ round, name, ...actual }).toEqual({ round, name, ...expected });
      }
    }
    // Every row statement that parsed is prepared once, whatever its parameters or outcome.
    const parsed = new Set(
      CASES.filter(({ name }) => !['an unknown column', 'a syntax error'].includes(name)).map(
        ({ sql }) => sql,
      ),
    );
    expect((await preparedStatements(prepared)).sort()).toEqual([...parsed].sort());
  });

  it('prepares no statement that is not a row statement, and forgets them all after one', async () => {
    await statements.query('select * from things', []);
    expect(statements.size).toBe(1);
    // A prepared `select *` would fail with "cached plan must not change result type" once the table changes.
    await statements.query('alter table things add column extra int default 5', []);
    expect(await preparedStatements(prepared)).toEqual([]);
    await statements.query(INSERT, CASES[1]?.params ?? []);
    const { rows } = await statements.query<{ extra: number }>('select * from things', []);
    expect(rows.map((row) => row.extra)).toEqual([5]);
  });

  it('forgets the statements prepared after a schema change that rolls back', async () => {
    await statements.control('begin');
    await statements.query('alter table things add column extra int default 5', []);
    expect((await statements.query('select * from things', [])).fields.map((field) => field.name)).toContain(
      'extra',
    );
    await statements.control('rollback');
    const expected = await plain.query('select * from things', []);
    expect(await statements.query('select * from things', [])).toEqual(expected);
  });

  it('runs a statement of many parameters unnamed, as PGlite does', async () => {
    const ids = Array.from({ length: PREPARED_PARAMETERS_MAX + 1 }, (_, index) => index);
    const many = `select count(*)::int as n from things where n in (${ids.map((index) => `$${index + 1}`).join(', ')})`;
    const expected = await plain.query(many, ids);
    expect(await statements.query(many, ids)).toEqual(expected);
    expect(await preparedStatements(prepared)).toEqual([]);
  });

  it('keeps statements prepared in a transaction that rolls back, and fails as PGlite does once one aborts', async () => {
    await statements.control('begin');
    await statements.query(INSERT, CASES[0]?.params ?? []);
    await statements.control('rollback');
    const { rows } = await statements.query(INSERT, CASES[0]?.params ?? []);
    expect(rows).toHaveLength(1);

    await plain.query(INSERT, CASES[0]?.params ?? []);
    for (const pglite of [plain, prepared]) await pglite.exec('begin');
    // Division by zero aborts the transaction; the next statement is refused (25P02) on both.
    const steps: [string, unknown[]][] = [
      ['select 1 / (n - $1) from things', [7]],
      ['select count(*) from things where n > $1', [0]],
    ];
    for (const [sql, params] of steps) {
      const expected = await outcome(() => plain.query(sql, params));
      const actual = await outcome(() => statements.query(sql, params));
      expect(actual).toEqual(expected);
      expect(actual.error).toBeDefined();
    }
    await statements.control('rollback');
    await plain.exec('rollback');
  });

  it('closes the least recently run statement past its limit', async () => {
    const few = new PGliteStatements(prepared, 2);
    const sqls = [
      'select n from things where n = $1',
      'select n from things where n < $1',
      'select n from things where n > $1',
    ];
    await few.query(sqls[0] as string, [1]);
    await few.query(sqls[1] as string, [1]);
    await few.query(sqls[0] as string, [1]);
    await few.query(sqls[2] as string, [1]);
    expect((await preparedStatements(prepared)).sort()).toEqual([sqls[0], sqls[2]].sort());
    expect((await few.query(sqls[1] as string, [1])).rows).toEqual([]);
    expect(few.size).toBe(2);
  });
});
