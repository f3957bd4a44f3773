// A fetch for the adapters' unit tests: answers by "METHOD /path", records what was sent. Not exported.
import { apiError } from '@forecourt/contracts';
import { vi } from 'vitest';
import { type ApiClientOptions, createApiClient } from './index';

export const FAKE_BASE_URL = 'http://api.test';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoutes = Record<
  string,
  FakeAnswer | ((request: SentRequest) => FakeAnswer | Promise<FakeAnswer>)
>;

/** Rejects with the signal's reason once it aborts, as fetch does; never settles otherwise. */
function abortion(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** The error reply of the API for a status: `{ error: { code, message } }`. */
export function errorAnswer(status: number, message: string): FakeAnswer {
  const code =
    status === 404
      ? 'NOT_FOUND'
      : status === 401
        ? 'UNAUTHORIZED'
        : status >= 500
          ? 'INTERNAL'
          : 'BAD_REQUEST';
  return { status, body: apiError(code, message) };
}

export function fakeFetch(routes: FakeRoutes = {}) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    const request: SentRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    sent.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) throw new Error(`fake fetch: no route for ${method} ${url.pathname}`);
    const answer = await Promise.race([
      typeof route === 'function' ? route(request) : route,
      abortion(request.signal),
    ]);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  return { fetch, sent, routes };
}

/** An API client over a fake fetch: signed in with token `t-1` unless `getToken` says otherwise. */
export function fakeApi(routes: FakeRoutes = {}, options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(routes);
  const api = createApiClient({
    baseUrl: FAKE_BASE_URL,
    fetch: fake.fetch,
    getToken: () => 't-1',
    logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
    ...options,
  });
  return { ...fake, api };
}
