import { buildUrl, mergeBody, type QueryData, readJson } from './build-url';
import { type BreakersLogger, consoleLogger, type Timers } from './environment';
import { HttpError } from './errors';
import { type ParallelFetchOptions, type ParallelResults, parallelFetch } from './parallel-fetch';
import { type FetchLike, type RetryOptions, withRetry } from './retry';

export type HttpMethod = 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';

export interface FetchRequest {
  url: string;
  /** @default 'GET' */
  method?: HttpMethod;
  /** GET and DELETE: added to the URL (which then may not have a query string). Others: merged into the body. */
  query?: QueryData;
  /** POST, PUT and PATCH: a search string whose parameters are merged into the body after `query`. */
  search?: string | URLSearchParams;
  /** POST, PUT and PATCH: merged into the body last. */
  data?: Readonly<Record<string, unknown>>;
  headers?: Readonly<Record<string, string>>;
  /** @default 'include' for POST, PUT and PATCH (spec 002 section 7), 'same-origin' otherwise */
  credentials?: 'omit' | 'same-origin' | 'include';
  signal?: AbortSignal;
  /** Retries failed attempts (spec 001 section 5); `true` for the defaults (3 retries, 1000 ms). @default none */
  retry?: RetryOptions | true;
  /**
   * Rejects with `HttpError` on a reply that is not ok, instead of logging it and resolving `undefined`
   * (spec 002 section 8: "rejects when retries or a breaker are in use"). Implied by `retry`; inside a breaker
   * action set it, or use `createFetchBreaker`, so that the breaker sees the failure. @default false
   */
  rejectOnError?: boolean;
}

export type RequestOptions = Omit<FetchRequest, 'url' | 'method'>;

export interface FetchClientOptions {
  /** @default the global fetch, looked up at each call */
  fetch?: FetchLike;
  /** Gets a line for each reply that is not ok. @default console (warn and error) */
  logger?: BreakersLogger;
  /** Sent with every request (e.g. the forwarding-service header); a request's own headers win. @default {} */
  headers?: Readonly<Record<string, string>>;
  /** Schedules retry delays. @default the global setTimeout and clearTimeout */
  timers?: Timers;
}

export interface FetchClient {
  request<T = unknown>(request: FetchRequest): Promise<T | undefined>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<T | undefined>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<T | undefined>;
  post<T = unknown>(url: string, options?: RequestOptions): Promise<T | undefined>;
  put<T = unknown>(url: string, options?: RequestOptions): Promise<T | undefined>;
  patch<T = unknown>(url: string, options?: RequestOptions): Promise<T | undefined>;
  /** Runs the requests at once (30 s time-out by default); per key, the reply or the failure (not-ok included). */
  all<K extends string>(
    requests: Readonly<Record<K, FetchRequest>>,
    options?: ParallelFetchOptions,
  ): Promise<ParallelResults<Record<K, (signal: AbortSignal) => Promise<unknown>>>>;
}

const BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

/** The generic JSON helpers of spec 002 sections 7 and 8, over an injected fetch. */
export function createFetchClient(options: FetchClientOptions = {}): FetchClient {
  const logger = options.logger ?? consoleLogger;
  const fetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retrying = withRetry(fetch, options.timers ? { timers: options.timers } : {});

  async function request<T>(req: FetchRequest): Promise<T | undefined> {
    const method = req.method ?? 'GET';
    const hasBody = BODY_METHODS.has(method);
    const url = hasBody ? req.url : buildUrl(req.url, req.query);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...options.headers,
      ...req.headers,
    };
    const init: RequestInit = {
      method,
      headers,
      credentials: req.credentials ?? (hasBody ? 'include' : 'same-origin'),
    };
    if (hasBody) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(mergeBody(req.query, req.search, req.data));
    }
    if (req.signal) init.signal = req.signal;

    const response = req.retry
      ? await retrying(url, req.retry === true ? init : { ...init, ...req.retry })
      : await fetch(url, init);
    if (!response.ok) {
      if (req.retry || req.rejectOnError) throw new HttpError(response.status, response.statusText, url);
      logger.error(
        `Fetch failed: ${method} ${url} answered ${response.status} ${response.statusText}`.trim(),
        {
          status: response.status,
          url,
        },
      );
      return undefined;
    }
    return (await readJson(response)) as T;
  }

  const shorthand =
    (method: HttpMethod) =>
    <T>(url: string, rest: RequestOptions = {}) =>
      request<T>({ ...rest, url, method });

  return {
    request,
    get: shorthand('GET'),
    delete: shorthand('DELETE'),
    post: shorthand('POST'),
    put: shorthand('PUT'),
    patch: shorthand('PATCH'),
    all(requests, parallel) {
      const tasks = {} as Record<string, (signal: AbortSignal) => Promise<unknown>>;
      for (const [key, req] of Object.entries<FetchRequest>(requests)) {
        tasks[key] = (signal) => request({ ...req, signal, rejectOnError: true });
      }
      return parallelFetch(tasks, parallel) as never;
    },
  };
}
