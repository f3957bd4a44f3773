import {
  apiError,
  CONTRACTS,
  type Contract,
  type ContractName,
  type HttpMethod,
  parseRequest,
  type RawRequest,
} from '@forecourt/contracts';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { z } from 'zod';
import { DEFAULT_ANSWERS } from './default-answers';
import { MockError } from './mock-error';
import { MockReply, NEVER } from './mock-reply';
import type { MockAnswer, MockCall } from './mock-types';

/** The brand apps call the API through `/api` on their own origin (storefront's API_PROXY_PATH). */
export const DEFAULT_BASE_URL = '/api';

export interface MockOptions {
  /**
   * Where the client sends its calls: each handler answers `{baseUrl}{contract.path}`. A path is resolved
   * against the page's address (the browser, jsdom); give an absolute URL (`http://localhost:4000`) in plain Node.
   * @default '/api'
   */
  readonly baseUrl?: string;
}

const METHODS: Readonly<Record<HttpMethod, typeof http.get>> = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

/** `listings[0].pricingDetail.dealIndicator`: a zod issue path as the reply's field. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (name, key) =>
      typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key),
    '',
  ) || '(the whole reply)';

function checked(contract: Contract, schema: z.ZodType, value: unknown, what: string): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = fieldOf(issue?.path ?? []);
  throw new MockError(
    'INVALID_REPLY',
    contract.name,
    `${contract.name}: the ${what} is refused by its contract at ${field}: ${issue?.message ?? 'invalid'}`,
    field,
  );
}

function errorSchemaOf(contract: Contract, status: number): z.ZodType {
  const schema = contract.errors[status];
  if (schema) return schema;
  throw new MockError(
    'UNDECLARED_STATUS',
    contract.name,
    `${contract.name} does not answer ${status}: its error statuses are ${Object.keys(contract.errors).join(', ')}`,
  );
}

/** Checks an answer given as a value when the handler is made, so a fixture that drifts fails at once. */
function checkAnswer(contract: Contract, answer: unknown): void {
  if (typeof answer === 'function') return;
  if (!(answer instanceof MockReply)) {
    checked(contract, contract.reply, answer, 'reply');
    return;
  }
  const { answer: kind } = answer;
  if (kind.kind === 'json') checked(contract, contract.reply, kind.body, 'reply');
  if (kind.kind === 'error')
    checked(contract, errorSchemaOf(contract, kind.status), kind.body, `${kind.status} reply`);
  if (kind.kind === 'delay' && kind.after !== undefined) checkAnswer(contract, kind.after);
}

function json(contract: Contract, body: unknown, status?: number, headers?: Headers): Response {
  const replyStatus = status ?? contract.replyStatus;
  if (replyStatus < 200 || replyStatus > 299) errorSchemaOf(contract, replyStatus);
  const data = checked(contract, contract.reply, body, 'reply');
  if (contract.replyHeaders)
    checked(contract, contract.replyHeaders, Object.fromEntries(headers ?? []), 'reply headers');
  return HttpResponse.json(data as never, { status: replyStatus, ...(headers && { headers }) });
}

async function respond(contract: Contract, answer: unknown, call: MockCall<ContractName>): Promise<Response> {
  const value = typeof answer === 'function' ? await answer(call) : answer;
  if (!(value instanceof MockReply)) return json(contract, value);
  const { answer: kind } = value;
  switch (kind.kind) {
    case 'json':
      return json(contract, kind.body, kind.status, kind.headers);
    case 'error': {
      const body = checked(contract, errorSchemaOf(contract, kind.status), kind.body, `${kind.status} reply`);
      return HttpResponse.json(body as never, { status: kind.status });
    }
    case 'delay':
      await delay(kind.ms === NEVER ? 'infinite' : kind.ms);
      return respond(contract, kind.after ?? DEFAULT_ANSWERS[contract.name as ContractName], call);
  }
}

/** The request as the contract reads it: query values once or as lists, lower-case headers, the JSON body. */
async function rawRequest(
  contract: Contract,
  request: Request,
  params: RawRequest['params'],
): Promise<RawRequest> {
  const url = new URL(request.url);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  const text = contract.body === undefined ? '' : await request.text();
  return {
    params,
    query,
    headers: Object.fromEntries(request.headers),
    body: text === '' ? undefined : JSON.parse(text),
  };
}

const badRequest = (message: string, field?: string) =>
  HttpResponse.json(apiError('BAD_REQUEST', message, field), { status: 400 });

/**
 * An msw handler for one contract, on its method and path (`:name` parameters) under `baseUrl`. As the API
 * would: a call that needs sign-in without a token is a 401, a request the contract refuses is its 400 naming
 * the first bad field. Otherwise `answer` answers: a body, a MockReply or a resolver given the parsed request.
 * Every body goes through the contract's reply schema (and error bodies through its error schema): a body given
 * as a value is checked at once, a computed one when it is sent; a refused one throws MockError INVALID_REPLY.
 */
export function contractHandler<N extends ContractName>(
  name: N,
  answer: MockAnswer<N>,
  options: MockOptions = {},
): HttpHandler {
  const contract = (CONTRACTS as Readonly<Record<string, Contract>>)[name];
  if (!contract)
    throw new MockError('UNKNOWN_CONTRACT', String(name), `No contract is named ${String(name)}`);
  checkAnswer(contract, answer);
  const url = `${(options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}${contract.path}`;
  return METHODS[contract.method](url, async ({ request, params }) => {
    if (contract.auth === 'required' && !/^Bearer \S/i.test(request.headers.get('authorization') ?? '')) {
      return HttpResponse.json(apiError('UNAUTHORIZED', `${contract.name} needs a signed-in user`), {
        status: 401,
      });
    }
    let raw: RawRequest;
    try {
      raw = await rawRequest(contract, request, params);
    } catch {
      return badRequest('body: is not JSON', 'body');
    }
    const parsed = parseRequest(contract, raw);
    if (!parsed.success) return HttpResponse.json(parsed.error, { status: 400 });
    const call = { ...parsed.request, request } as MockCall<ContractName>;
    return respond(contract, answer, call);
  });
}
