import type { Breaker, BreakerCall, BreakersLogger, BreakersMonitor } from '@forecourt/breakers';
import {
  buildUrl,
  type Contract,
  type ContractName,
  type ContractReply,
  type Contracts,
  type RequestPart,
} from '@forecourt/contracts';
import { ApiClientError, type ApiErrorReply } from './api-client-error';
import type { CallInput, CallOptions } from './call-input';
import { type CallFallback, policyNameOf } from './call-policies';
import { CALL_ROUTES, type CallRoute } from './call-routes';
import { type ApiBrand, joinUrl, pathPrefixOf, prefixPath } from './path-prefix';

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
  /**
   * Check every request and reply against its contract's zod schemas, loaded on the first call (their own chunk
   * in a bundle): a bad request is refused before it is sent (`INVALID_REQUEST` naming the field), a reply is
   * returned as its schema outputs it, or refused (`INVALID_REPLY`). Off, nothing loads zod: the API refuses a bad
   * request itself (an `HTTP_STATUS` 400 naming the field, from the same contracts) and a reply is returned as the
   * API sent it, which the API checked against the same contract before sending. Browsers turn it off to ship less.
   * @default true
   */
  validate?: boolean;
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
type Validation = typeof import('./contract-validation');
type Breakers = Pick<typeof import('@forecourt/breakers'), 'BREAKER_POLICIES' | 'createBreaker'>;
type CallBreaker = Breaker<[Outgoing], unknown>;

// Destructured where it is awaited, so a bundler keeps only these two of the breakers package in the chunk.
async function importBreakers(): Promise<Breakers> {
  const { BREAKER_POLICIES, createBreaker } = await import('@forecourt/breakers');
  return { BREAKER_POLICIES, createBreaker };
}

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

/** An unvalidated client's reading of an error body: the error reply's shape, checked no further. */
function errorReplyShape(json: unknown): ApiErrorReply | undefined {
  const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string'
    ? (json as ApiErrorReply)
    : undefined;
}

/**
 * Makes the typed client of every contract in `CONTRACTS`. Nothing is sent, no breaker made and no schema loaded
 * until a call.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const prefix = pathPrefixOf(options.brand);
  const getToken = options.getToken ?? (() => undefined);
  const forwardingService = options.forwardingService ?? 'atc';
  // Breakers (opossum) load with the first call that has a policy: a page that makes none does not ship them.
  let breakersModule: Promise<Breakers> | undefined;
  const breakers = new Map<string, Promise<CallBreaker>>();
  const made: CallBreaker[] = [];
  const fetchOf = (): FetchLike => options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  let validation: Promise<Validation> | undefined;
  function validationOf(): Promise<Validation> | undefined {
    if (options.validate === false) return undefined;
    validation ??= import('./contract-validation');
    return validation;
  }

  async function headersOf(call: string, route: CallRoute, input: RawInput): Promise<Headers> {
    const headers = new Headers({ accept: 'application/json' });
    if (input.body !== undefined) headers.set('content-type', 'application/json');
    if (route.forwarded) headers.set(FORWARDING_HEADER, forwardingService);
    for (const [name, value] of Object.entries((input.headers ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) headers.set(name, String(value));
    }
    if (route.auth === 'none') return headers;
    const token = await getToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    else if (route.auth === 'required') {
      throw new ApiClientError('SIGNED_OUT', call, `${call} needs a signed-in user`);
    }
    return headers;
  }

  async function send(name: string, request: Outgoing, signal?: AbortSignal): Promise<RawReply> {
    const response = await fetchOf()(request.url, { ...request.init, ...(signal && { signal }) });
    const json = await readJson(response);
    if (response.ok) return new RawReply(json, response.headers);
    const checks = await validationOf();
    const apiError = checks ? checks.errorReplyOf(json) : errorReplyShape(json);
    const reason = apiError ? apiError.error.message : response.statusText;
    throw new ApiClientError(
      'HTTP_STATUS',
      name,
      `${name}: ${response.status}${reason ? ` ${reason}` : ''}`,
      {
        status: response.status,
        apiError,
        // The API's 400 names the bad field, as a validating client's INVALID_REQUEST does.
        field: apiError?.error.field,
      },
    );
  }

  function breakerOf(name: string): Promise<CallBreaker> | undefined {
    if (options.breakers === false) return undefined;
    const existing = breakers.get(name);
    if (existing) return existing;
    const policy = policyNameOf(name);
    if (policy === undefined) return undefined;
    breakersModule ??= importBreakers();
    const breaker = breakersModule.then(({ BREAKER_POLICIES, createBreaker }) => {
      const created = createBreaker<[Outgoing], RawReply, unknown>(
        BREAKER_POLICIES[policy],
        // The breaker's signal aborts on its time-out and on the caller's signal given to fireWith.
        (breakerCall: BreakerCall, request: Outgoing) => send(name, request, breakerCall.signal),
        {
          ...(options.logger && { logger: options.logger }),
          ...(options.monitor && { monitor: options.monitor }),
        },
      );
      made.push(created);
      return created;
    });
    breakers.set(name, breaker);
    return breaker;
  }

  async function call(name: string, input: RawInput = {}, callOptions: CallOptions = {}) {
    const route = CALL_ROUTES[name as ContractName];
    const checks = await validationOf();
    checks?.checkRequest(name, input);
    const url = joinUrl(
      options.baseUrl,
      prefixPath(prefix, buildUrl({ name, path: route.path }, input as Parameters<typeof buildUrl>[1])),
    );
    const headers = await headersOf(name, route, input);
    const request: Outgoing = {
      url,
      init: {
        method: route.method,
        headers,
        ...(input.body !== undefined && { body: JSON.stringify(input.body) }),
      },
    };
    const { signal } = callOptions;
    const breaker = await breakerOf(name);
    const result = breaker
      ? await breaker.fireWith(signal ? { signal } : {}, request)
      : await send(name, request, signal);
    if (!(result instanceof RawReply)) return result; // the breaker's fallback, as its policy gives it
    const reply = checks ? checks.parseReply(name, result.json) : result.json;
    callOptions.onReplyHeaders?.(result.headers);
    return reply;
  }

  const client: Record<string, unknown> = {
    shutdown() {
      for (const breaker of made) breaker.shutdown();
    },
  };
  for (const name of Object.keys(CALL_ROUTES)) {
    client[name] = (input?: RawInput, callOptions?: CallOptions) => call(name, input, callOptions);
  }
  return client as ApiClient;
}
