import { type Contract, type ContractReply, type ContractRequest, parseRequest } from '@forecourt/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Authenticate, Consumer } from '../auth/authenticate';
import { ApiFailure, DatabaseUnavailable, databaseUnavailableOr } from './api-failure';
import { refuseMalformedInput } from './refuse-malformed-input';

export type RouteInput<C extends Contract> = ContractRequest<C> & {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in shopper: always set on `auth: 'required'` calls, set when a token came on `'optional'` ones. */
  consumer: Consumer | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The shopper behind a request's bearer token (server.ts decorates it). */
    authenticate: Authenticate;
  }
}

export type RouteHandler<C extends Contract> = (
  input: RouteInput<C>,
) => Promise<z.input<C['reply']> | SerializedReply<C>>;

/**
 * A reply already checked against its contract and written as JSON in UTF-8: what a cache keeps, so each hit sends
 * the same bytes instead of checking and serialising the same object again (most of a cache hit's cost). Bytes,
 * not a string: a string is measured and encoded again each time it is sent (a search's 120 to 180 KB reply at
 * 1,000,000 listings twice), and bytes sit outside the JavaScript heap the collector walks.
 */
export class SerializedReply<C extends Contract = Contract> {
  declare private readonly contract?: C;
  readonly bytes: Buffer;
  constructor(json: string) {
    this.bytes = Buffer.from(json, 'utf8');
  }
}

export interface SerializeOptions {
  /**
   * Check the reply against the contract (undeclared fields dropped, a drift thrown as ReplyContractError). Only a
   * builder whose output is tested to be exactly the contract's may skip it. @default true
   */
  check?: boolean;
}

/** Checks `value` against the contract's reply (as `route` does) and serialises it once. */
export function serializeReply<C extends Contract>(
  contract: C,
  value: z.input<C['reply']>,
  options: SerializeOptions = {},
): SerializedReply<C> {
  return new SerializedReply<C>(
    JSON.stringify(options.check === false ? value : checkReply(contract, value)),
  );
}

/**
 * `serializeReply` for a reply one of whose top-level fields, `key`, is JSON text already (a search's facets,
 * serialised in the index's thread): the text is spliced in as it is, last, without being parsed again. Where
 * replies are checked it is parsed back and the whole reply checked as any other.
 */
export function serializeReplyWith<C extends Contract, K extends string>(
  contract: C,
  value: Omit<z.input<C['reply']>, K>,
  key: K,
  json: string,
  options: SerializeOptions = {},
): SerializedReply<C> {
  if (options.check !== false)
    return serializeReply(contract, { ...value, [key]: JSON.parse(json) } as z.input<C['reply']>, options);
  const head = JSON.stringify(value);
  const separator = head === '{}' ? '' : ',';
  return new SerializedReply<C>(`${head.slice(0, -1)}${separator}${JSON.stringify(key)}:${json}}`);
}

/**
 * Whether replies whose builders are tested to write exactly their contract are checked again as they go out:
 * yes in tests and development, no under `NODE_ENV=production` (what `npm start` sets), where checking a page of
 * 25 listings cost about a sixth of a search's CPU.
 */
export function checkBuiltReplies(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.NODE_ENV !== 'production';
}

/** The reply as the contract reads it (undeclared fields dropped), or a ReplyContractError. */
function checkReply<C extends Contract>(contract: C, value: unknown): ContractReply<C> {
  const checked = contract.reply.safeParse(value);
  if (!checked.success) throw new ReplyContractError(contract.name, checked.error.issues);
  return checked.data as ContractReply<C>;
}

/** A handler's reply that does not match its contract: a bug of ours, a 500 and a log line with the issues. */
export class ReplyContractError extends Error {
  override readonly name = 'ReplyContractError';
  readonly code = 'REPLY_CONTRACT';
  constructor(
    readonly contractName: string,
    readonly issues: unknown[],
  ) {
    super(`the reply of ${contractName} does not match its contract`);
  }
}

/**
 * Registers one contract. Params, query, body and headers are parsed with the contract's schemas before the
 * handler runs, so a bad request answers 400 naming the field and never reaches the database; a value nested too
 * deep or holding an unpaired surrogate is refused before that (refuseMalformedInput). The reply goes
 * through the contract too: fields it does not declare (database columns) are dropped, and a handler that drifts
 * from the contract fails loudly in tests instead of sending clients a shape they cannot read.
 */
export function route<C extends Contract>(app: FastifyInstance, contract: C, handler: RouteHandler<C>): void {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    // Who asks comes before what they ask: an anonymous caller learns nothing from a 400 about the payload.
    const consumer = contract.auth === 'none' ? undefined : await app.authenticate(request);
    if (contract.auth === 'required' && !consumer) throw new ApiFailure('UNAUTHORIZED', 'Sign in to do this');
    // Before the schemas or a handler walk the input: nesting past MAX_INPUT_DEPTH (a stack overflow in anything
    // recursive) and unpaired surrogates (text PostgreSQL cannot store, a 500 at the insert) are a 400 here.
    refuseMalformedInput({ params: request.params, query: request.query, body: request.body });
    const parsed = parseRequest(contract, request);
    if (!parsed.success) throw new ApiFailure('BAD_REQUEST', parsed.error.error.message, parsed.error);
    const result = await handler({ ...parsed.request, request, reply, consumer } as RouteInput<C>);
    reply.code(contract.replyStatus);
    if (result instanceof SerializedReply) {
      return reply.type('application/json; charset=utf-8').send(result.bytes);
    }
    try {
      return checkReply(contract, result);
    } catch (error) {
      if (error instanceof ReplyContractError) {
        request.log.error(
          { contract: contract.name, issues: error.issues },
          'reply does not match its contract',
        );
      }
      throw error;
    }
  };
  app.route({
    method: contract.method,
    url: contract.path,
    config: { contract: contract.name },
    handler: async (request, reply) => {
      try {
        return await handle(request, reply);
      } catch (error) {
        // A database that is restarting is a 503 to wait out, not a 500: the error handler sends the reply.
        const failure = databaseUnavailableOr(error);
        if (failure instanceof DatabaseUnavailable) {
          request.log.warn({ err: error }, 'database unavailable');
          reply.header('retry-after', String(failure.retryAfterSeconds));
        }
        throw failure;
      }
    },
  });
}
