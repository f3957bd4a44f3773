// Loaded by `import()` on a validating client's first call, so a client made with `validate: false` (the
// storefront's browser bundle) never ships zod and the contracts' schemas.
import { apiErrorSchema, CONTRACTS, type Contract, type RequestPart, toApiError } from '@forecourt/contracts';
import { z } from 'zod';
import { ApiClientError, type ApiErrorReply } from './api-client-error';
import { replyField } from './reply-field';

/** The error reply, keeping the spec's errorMessage where a call sends one (emailFriend, shareText, emailOwner). */
const errorReplySchema = apiErrorSchema.extend({ errorMessage: z.string().optional() });

const PARTS: readonly RequestPart[] = ['params', 'query', 'body', 'headers'];

const contractOf = (name: string) => (CONTRACTS as Readonly<Record<string, Contract>>)[name] as Contract;

/** Throws `INVALID_REQUEST` naming the first bad field of the first part that fails its schema. */
export function checkRequest(name: string, input: Partial<Record<RequestPart, unknown>>): void {
  const contract = contractOf(name);
  for (const part of PARTS) {
    const schema = contract[part];
    if (schema === undefined) continue;
    // params, query and headers are objects: one left out is empty, so its defaults and optionals apply.
    const parsed = schema.safeParse(input[part] ?? (part === 'body' ? undefined : {}));
    if (parsed.success) continue;
    const { error } = toApiError(parsed.error, part);
    throw new ApiClientError('INVALID_REQUEST', name, `${name}: ${error.message}`, {
      field: error.field,
      cause: parsed.error,
    });
  }
}

/** The reply as its schema outputs it (defaults filled in), or `INVALID_REPLY` naming the first bad field. */
export function parseReply(name: string, json: unknown): unknown {
  const parsed = contractOf(name).reply.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = replyField(issue?.path ?? []);
  throw new ApiClientError('INVALID_REPLY', name, `${name}: ${field} ${issue?.message ?? 'is invalid'}`, {
    field,
    cause: parsed.error,
  });
}

/** The server's error reply, when the body is one. */
export function errorReplyOf(json: unknown): ApiErrorReply | undefined {
  const parsed = errorReplySchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
