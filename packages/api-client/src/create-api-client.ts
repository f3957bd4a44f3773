import {
  type Breaker,
  type BreakerCall,
  type BreakersLogger,
  type BreakersMonitor,
  createBreaker,
} from '@forecourt/breakers';
import {
  apiErrorSchema,
  buildUrl,
  CONTRACTS,
  type Contract,
  type ContractName,
  type ContractReply,
  type Contracts,
  type RequestPart,
  toApiError,
} from '@forecourt/contracts';
import { z } from 'zod';
import { ApiClientError } from './api-client-error';
import type { CallInput, CallOptions } from './call-input';
import { type CallFallback, policyOf } from './call-policies';
import { type ApiBrand, joinUrl, pathPrefixOf, prefixPath } from './path-prefix';
import { replyField } from './reply-field';

/** The error reply, keeping the spec's errorMessage where a call sends one (emailFriend, shareText, emailOwner). */
const errorReplySchema = apiErrorSchema.extend({ errorMessage: z.string().optional() });

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** A token, or none when signed out; may be async (a token refresh). */
export type GetToken = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientOptions {
  /** Where the API is: `https://www.example.com` or `http://localhost:4000`. Required. */
  baseUrl: string;
  /** @default the global `fetch`, looked up at call time */
  fetch?: FetchLike;
  /** Sent as `Authorization: Bearer {token}` on `required` and `optional` calls. @default () => undefined */
  getToken?: GetToken;
  /** Its `apiPathPrefix` goes before every path ('/cm-api' for carAndDriver). @default none: no prefix */
  brand?: ApiBrand;
  /** The `X-fwd-svc` value on the calls whose contract declares it (spec 001 s7, 002 s7). @default 'atc' */
  forwardingService?: string;
  /** Run the calls of `CALL_POLICIES` through their breaker. @default true */
  breakers?: boolean;
  /** The breakers' log lines. @default console (warn and error), as `@forecourt/breakers` */
  logger?: BreakersLogger;
  /** The breakers' page actions and the payments fallback report. @default none */
  monitor?: BreakersMonitor;
}

/** One call: validates, sends, and parses the reply of contract `C`. */
export type ApiCall<C extends Contract, F = never> = keyof CallInput<C> extends never
  ? (input?: CallInput<C>, options?: CallOptions) => Promise<ContractReply<C> | F>
  : Record<never, never> extends CallInput<C>
    ? (input?: CallInput<C>, options?: CallOptions) => Promise<ContractReply<C> | F>
    : (input: CallInput<C>, options?: CallOptions) => Promise<ContractReply<C> | F>;

/** A function per contract of `CONTRACTS`, named after it, and `shutdown`. */
export type ApiClient = { readonly [N in ContractName]: ApiCall<Contracts[N], CallFallback<N>> } & {
  /** Shuts down every breaker made so far; later calls with a breaker reject with `ESHUTDOWN`. */
  shutdown(): void;
};

type RawInput = Partial<Record<RequestPart, unknown>>;
const PARTS: readonly RequestPart[] = ['params', 'query', 'body', 'headers'];
const FORWARDING_HEADER = 'x-fwd-svc';

interface Outgoing {
  readonly url: string;
  readonly init: RequestInit;
}

/** The backend's JSON, not parsed yet: a breaker's fallback is anything else. */
class RawReply {
  constructor(
    readonly json: unknown,
    readonly headers: Headers,
  ) {}
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Makes the typed client of every contract in `CONTRACTS`. Nothing is sent, and no breaker made, until a call. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const prefix = pathPrefixOf(options.brand);
  const getToken = options.getToken ?? (() => undefined);
  const forwardingService = options.forwardingService ?? 'atc';
  const breakers = new Map<string, Breaker<[Outgoing], unknown>>();
  const fetchOf = (): FetchLike => options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function validate(contract: Contract, input: RawInput): void {
    for (const part of PARTS) {
      const schema = contract[part];
      if (schema === undefined) continue;
      // params, query and headers are objects: one left out is empty, so its defaults and optionals apply.
      const parsed = schema.safeParse(input[part] ?? (part === 'body' ? undefined : {}));
      if (parsed.success) continue;
      const { error } = toApiError(parsed.error, part);
      throw new ApiClientError('INVALID_REQUEST', contract.name, `${contract.name}: ${error.message}`, {
        field: error.field,
        cause: parsed.error,
      });
    }
  }

  async function headersOf(contract: Contract, input: RawInput): Promise<Headers> {
    const headers = new Headers({ accept: 'application/json' });
    if (input.body !== undefined) headers.set('content-type', 'application/json');
    if (contract.headers?.shape[FORWARDING_HEADER] !== undefined) {
      headers.set(FORWARDING_HEADER, forwardingService);
    }
    for (const [name, value] of Object.entries((input.headers ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) headers.set(name, String(value));
    }
    if (contract.auth === 'none') return headers;
    const token = await getToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    else if (contract.auth === 'required') {
      throw new ApiClientError('SIGNED_OUT', contract.name, `${contract.name} needs a signed-in user`);
    }
    return headers;
  }

  async function send(contract: Contract, request: Outgoing, signal?: AbortSignal): Promise<RawReply> {
    const response = await fetchOf()(request.url, { ...request.init, ...(signal && { signal }) });
    const json = await readJson(response);
    if (response.ok) return new RawReply(json, response.headers);
    const apiError = errorReplySchema.safeParse(json);
    const reason = apiError.success ? apiError.data.error.message : response.statusText;
    throw new ApiClientError(
      'HTTP_STATUS',
      contract.name,
      `${contract.name}: ${response.status}${reason ? ` ${reason}` : ''}`,
      { status: response.status, apiError: apiError.success ? apiError.data : undefined },
    );
  }

  function breakerOf(contract: Contract): Breaker<[Outgoing], unknown> | undefined {
    if (options.breakers === false) return undefined;
    const existing = breakers.get(contract.name);
    if (existing) return existing;
    const policy = policyOf(contract.name);
    if (policy === undefined) return undefined;
    const breaker = createBreaker<[Outgoing], RawReply, unknown>(
      policy,
      // The breaker's signal aborts on its time-out and on the caller's signal given to fireWith.
      (breakerCall: BreakerCall, request: Outgoing) => send(contract, request, breakerCall.signal),
      {
        ...(options.logger && { logger: options.logger }),
        ...(options.monitor && { monitor: options.monitor }),
      },
    );
    breakers.set(contract.name, breaker);
    return breaker;
  }

  async function call(contract: Contract, input: RawInput = {}, callOptions: CallOptions = {}) {
    validate(contract, input);
    const url = joinUrl(
      options.baseUrl,
      prefixPath(prefix, buildUrl(contract, input as Parameters<typeof buildUrl>[1])),
    );
    const headers = await headersOf(contract, input);
    const request: Outgoing = {
      url,
      init: {
        method: contract.method,
        headers,
        ...(input.body !== undefined && { body: JSON.stringify(input.body) }),
      },
    };
    const { signal } = callOptions;
    const breaker = breakerOf(contract);
    const result = breaker
      ? await breaker.fireWith(signal ? { signal } : {}, request)
      : await send(contract, request, signal);
    if (!(result instanceof RawReply)) return result; // the breaker's fallback, as its policy gives it
    const parsed = contract.reply.safeParse(result.json);
    if (parsed.success) {
      callOptions.onReplyHeaders?.(result.headers);
      return parsed.data;
    }
    const issue = parsed.error.issues[0];
    const field = replyField(issue?.path ?? []);
    throw new ApiClientError(
      'INVALID_REPLY',
      contract.name,
      `${contract.name}: ${field} ${issue?.message ?? 'is invalid'}`,
      { field, cause: parsed.error },
    );
  }

  const client: Record<string, unknown> = {
    shutdown() {
      for (const breaker of breakers.values()) breaker.shutdown();
    },
  };
  for (const contract of Object.values(CONTRACTS) as Contract[]) {
    client[contract.name] = (input?: RawInput, callOptions?: CallOptions) =>
      call(contract, input, callOptions);
  }
  return client as ApiClient;
}
