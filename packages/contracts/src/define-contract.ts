import type { z } from 'zod';
import { apiErrorSchema } from './api-error';
import { ContractError } from './contract-error';
import { SERVICES, type ServiceName } from './services';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * none: anybody, no token read; optional: a token is read when sent (401 when it is not valid); required: 401
 * without a valid one.
 */
export type AuthMode = 'none' | 'optional' | 'required';

/** Where the call is specified: `'000 s7'`, `'001 s3, s7'`. */
export type SpecRef = `${'000' | '001' | '002'} s${string}`;

type ObjectSchema = z.ZodObject;
type Maybe<T> = T | undefined;

/** What `defineContract` is given. Every schema is zod; `params`, `query` and `headers` are objects. */
export interface ContractDefinition<
  P extends Maybe<ObjectSchema>,
  Q extends Maybe<ObjectSchema>,
  B extends Maybe<z.ZodType>,
  H extends Maybe<ObjectSchema>,
  R extends z.ZodType,
  RH extends Maybe<ObjectSchema>,
> {
  /** The call's name: what clients call the function, the OpenAPI operationId. */
  name: string;
  service: ServiceName;
  method: HttpMethod;
  /** Starts with the service's root; `:name` parameters, as Fastify and path-to-regexp read them. */
  path: string;
  /** One key per `:name` of the path, no more. */
  params?: P;
  /** Query parameters as HTTP gives them: strings, or string lists for repeated keys. */
  query?: Q;
  /** The JSON body. */
  body?: B;
  /** Request headers, keys in lower case. */
  headers?: H;
  /** The JSON body of the success reply. */
  reply: R;
  /** @default 200 */
  replyStatus?: number;
  /** Headers of the success reply (the wallet's Location), keys in lower case. */
  replyHeaders?: RH;
  /** Further error replies by status; 400 and 500 (and 401 unless auth is none) are always there. */
  errors?: Readonly<Record<number, z.ZodType>>;
  auth: AuthMode;
  spec: SpecRef;
  /** One line: what the call does. */
  summary: string;
  /** The decisions taken where the spec says "not shown". */
  description?: string;
}

/** A call of the API: its route, its schemas, and what it answers. Frozen. */
export interface Contract<
  P extends Maybe<ObjectSchema> = Maybe<ObjectSchema>,
  Q extends Maybe<ObjectSchema> = Maybe<ObjectSchema>,
  B extends Maybe<z.ZodType> = Maybe<z.ZodType>,
  H extends Maybe<ObjectSchema> = Maybe<ObjectSchema>,
  R extends z.ZodType = z.ZodType,
  RH extends Maybe<ObjectSchema> = Maybe<ObjectSchema>,
> {
  readonly name: string;
  readonly service: ServiceName;
  readonly method: HttpMethod;
  readonly path: string;
  /** The `:name` parameters of the path, in order. */
  readonly pathParams: readonly string[];
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly headers: H;
  readonly reply: R;
  readonly replyStatus: number;
  readonly replyHeaders: RH;
  /** Error replies by status, the defaults included. */
  readonly errors: Readonly<Record<number, z.ZodType>>;
  readonly auth: AuthMode;
  readonly spec: SpecRef;
  readonly summary: string;
  readonly description: string | undefined;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** A request after its schemas parsed it: what a server handler works with. */
export interface ContractRequest<C extends Contract> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  headers: Out<C['headers']>;
}

/** What a client may send (before parsing: numbers may be strings, lists comma-joined). */
export interface ContractRequestInput<C extends Contract> {
  params: In<C['params']>;
  query: In<C['query']>;
  body: In<C['body']>;
  headers: In<C['headers']>;
}

/** The success reply's body. */
export type ContractReply<C extends Contract> = z.output<C['reply']>;

const PATH_PARAM = /:([A-Za-z0-9_]+)/g;

/** The `:name` parameters of a path, in order. */
export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((match) => match[1] as string);
}

/**
 * A contract from its definition, checked: the path must start with its service's root and every `:name` of it
 * must be a key of `params` and the other way round (ContractError `OUTSIDE_SERVICE_ROOT`,
 * `PATH_PARAMS_MISMATCH`). Error replies 400 and 500, and 401 unless auth is none, are added.
 */
export function defineContract<
  const P extends Maybe<ObjectSchema> = undefined,
  const Q extends Maybe<ObjectSchema> = undefined,
  const B extends Maybe<z.ZodType> = undefined,
  const H extends Maybe<ObjectSchema> = undefined,
  const R extends z.ZodType = z.ZodType,
  const RH extends Maybe<ObjectSchema> = undefined,
>(definition: ContractDefinition<P, Q, B, H, R, RH>): Contract<P, Q, B, H, R, RH> {
  const root = SERVICES[definition.service];
  if (definition.path !== root && !definition.path.startsWith(`${root}/`)) {
    throw new ContractError(
      'OUTSIDE_SERVICE_ROOT',
      definition.name,
      `${definition.name}: path ${definition.path} is not under ${root}`,
    );
  }
  const pathParams = pathParamsOf(definition.path);
  const declared = Object.keys(definition.params?.shape ?? {});
  if (declared.length !== pathParams.length || pathParams.some((param) => !declared.includes(param))) {
    throw new ContractError(
      'PATH_PARAMS_MISMATCH',
      definition.name,
      `${definition.name}: path parameters [${pathParams.join(', ')}] and params [${declared.join(', ')}] differ`,
    );
  }
  const errors: Record<number, z.ZodType> = { 400: apiErrorSchema, 500: apiErrorSchema };
  // optional: a token that is sent must be valid.
  if (definition.auth !== 'none') errors[401] = apiErrorSchema;
  Object.assign(errors, definition.errors);
  return Object.freeze({
    name: definition.name,
    service: definition.service,
    method: definition.method,
    path: definition.path,
    pathParams: Object.freeze(pathParams),
    params: definition.params as P,
    query: definition.query as Q,
    body: definition.body as B,
    headers: definition.headers as H,
    reply: definition.reply,
    replyStatus: definition.replyStatus ?? 200,
    replyHeaders: definition.replyHeaders as RH,
    errors: Object.freeze(errors),
    auth: definition.auth,
    spec: definition.spec,
    summary: definition.summary,
    description: definition.description,
  });
}
