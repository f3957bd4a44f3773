import { Kysely, PostgresDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MAILBOX_PATH } from '../alerts/alert-links';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  DatabaseUnavailable,
  databaseUnavailableOr,
  notFound,
} from '../http/api-failure';
import { buildServer } from '../server';
import { isDatabaseUnavailable } from './database-unavailable';
import type { Schema } from './schema';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

/** Cases as data: what pg and Node throw when the server is away, and what they throw for everything else. */
const CASES: readonly { name: string; error: unknown; unavailable: boolean }[] = [
  { name: '57P01 admin_shutdown (pg_ctl stop -m fast)', error: withCode('57P01'), unavailable: true },
  { name: '57P02 crash_shutdown', error: withCode('57P02'), unavailable: true },
  { name: '57P03 cannot_connect_now (starting up)', error: withCode('57P03'), unavailable: true },
  { name: '53300 too_many_connections', error: withCode('53300'), unavailable: true },
  { name: '08006 connection_failure', error: withCode('08006'), unavailable: true },
  { name: '08P01 protocol_violation (class 08)', error: withCode('08P01'), unavailable: true },
  { name: 'ECONNREFUSED', error: withCode('ECONNREFUSED'), unavailable: true },
  { name: 'ECONNRESET', error: withCode('ECONNRESET'), unavailable: true },
  {
    name: 'an AggregateError of connection attempts',
    error: new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    unavailable: true,
  },
  {
    name: 'a cause two levels down',
    error: new Error('outer', { cause: new Error('inner', { cause: withCode('57P01') }) }),
    unavailable: true,
  },
  { name: "pg's connection lost", error: new Error('Connection terminated unexpectedly'), unavailable: true },
  {
    name: "pg's unusable client",
    error: new Error('Client has encountered a connection error and is not queryable'),
    unavailable: true,
  },
  {
    name: "pg-pool's connection time-out",
    error: new Error('timeout exceeded when trying to connect'),
    unavailable: true,
  },
  { name: '23505 unique_violation', error: withCode('23505'), unavailable: false },
  { name: '40P01 deadlock_detected', error: withCode('40P01'), unavailable: false },
  { name: 'P0001 raise_exception', error: withCode('P0001', 'Connection terminated'), unavailable: false },
  { name: '42P01 undefined_table', error: withCode('42P01'), unavailable: false },
  {
    name: 'a bug',
    error: new TypeError("Cannot read properties of undefined (reading 'id')"),
    unavailable: false,
  },
  { name: 'a string', error: 'ECONNREFUSED', unavailable: false },
  { name: 'undefined', error: undefined, unavailable: false },
];

describe('isDatabaseUnavailable', () => {
  it.each(CASES)('$name: $unavailable', ({ error, unavailable }) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });
});

describe('databaseUnavailableOr', () => {
  it('turns a database that is away into a 503 with Retry-After, code DATABASE_UNAVAILABLE', () => {
    const cause = withCode('57P01');
    const failure = databaseUnavailableOr(cause);
    expect(failure).toBeInstanceOf(DatabaseUnavailable);
    expect(failure).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      status: 503,
      retryAfterSeconds: 5,
      cause,
      reply: {
        error: {
          code: 'INTERNAL',
          message: 'The service is briefly unavailable. Try again in a few seconds.',
        },
      },
    });
  });

  it('leaves any other error as it was, expected failures included', () => {
    const bug = new TypeError('bug');
    expect(databaseUnavailableOr(bug)).toBe(bug);
    const missing = notFound('Saved vehicle x');
    expect(databaseUnavailableOr(missing)).toBe(missing);
  });
});

describe('a server whose PostgreSQL does not answer', () => {
  it('answers 503 with Retry-After on routes outside the contracts too (the local mailbox), never a 500', async () => {
    // Every connection refused, as pg reports a server that is down.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: () => Promise.reject(refused) }) });
    const app = await buildServer({
      database: { db, engine: 'postgres', listen: () => Promise.reject(refused), close: () => db.destroy() },
      devMailbox: true,
    });
    try {
      const page = await app.inject({ method: 'GET', url: MAILBOX_PATH });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      const call = await app.inject({ method: 'GET', url: '/rest/lsc/listing?listingId=712345678' });
      expect(call.statusCode).toBe(503);
      expect(call.json().error.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    } finally {
      await app.close();
    }
  });
});
