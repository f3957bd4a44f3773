import { apiError } from '@forecourt/contracts';
import { buildSchema, graphql } from 'graphql';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { ApiFailure } from '../http/api-failure';

/** The notifications service's GraphQL schema: the one field the header reads (spec 000 s7). */
export const NOTIFICATIONS_SCHEMA = buildSchema(`
  type Query {
    "Notifications of the signed-in shopper not read yet."
    unreadNotificationsCount: Int!
  }
`);

export interface GraphqlRequest {
  query: string;
  operationName?: string | undefined;
  variables?: Record<string, unknown> | undefined;
}

/**
 * POST /psx-notifications: the query is parsed, validated and executed by graphql-js against the schema above,
 * the count read from the notifications table for the bearer's consumer only. A query graphql-js refuses
 * (bad syntax, an unknown field, a mutation) is a 400 naming body.query with graphql's message.
 */
export async function unreadNotifications(db: Kysely<Schema>, consumerId: string, request: GraphqlRequest) {
  const result = await graphql({
    schema: NOTIFICATIONS_SCHEMA,
    source: request.query,
    rootValue: {
      unreadNotificationsCount: async () => {
        const { count } = await db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('consumer_id', '=', consumerId)
          .where('read_at', 'is', null)
          .executeTakeFirstOrThrow();
        return Number(count);
      },
    },
    variableValues: request.variables,
    operationName: request.operationName,
  });
  const first = result.errors?.[0];
  if (first) {
    const message = `body.query: ${first.message}`;
    throw new ApiFailure('BAD_REQUEST', message, apiError('BAD_REQUEST', message, 'body.query'));
  }
  return { data: { unreadNotificationsCount: Number(result.data?.unreadNotificationsCount ?? 0) } };
}
