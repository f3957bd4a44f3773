import type { z } from 'zod';
import { type ApiError, type RequestPart, toApiError } from './api-error';
import type { Contract, ContractRequest } from './define-contract';

/** A request as the HTTP framework hands it over (Fastify's `request` fits). */
export interface RawRequest {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: unknown;
}

export type ParseRequestResult<C extends Contract> =
  | { success: true; request: ContractRequest<C> }
  | { success: false; error: ApiError };

/** Checked in this order; the first part that fails is the one reported. */
const PARTS: readonly RequestPart[] = ['params', 'query', 'body', 'headers'];

/**
 * Every part of a request through its schema. On success, the parsed parts (a part without a schema is
 * undefined, whatever was sent); otherwise the 400 reply of `toApiError` for the first failing part. Pure.
 */
export function parseRequest<C extends Contract>(contract: C, raw: RawRequest): ParseRequestResult<C> {
  const parsed: Record<RequestPart, unknown> = {
    params: undefined,
    query: undefined,
    body: undefined,
    headers: undefined,
  };
  for (const part of PARTS) {
    const schema = contract[part] as z.ZodType | undefined;
    if (schema === undefined) continue;
    const result = schema.safeParse(raw[part] ?? (part === 'body' ? undefined : {}));
    if (!result.success) return { success: false, error: toApiError(result.error, part) };
    parsed[part] = result.data;
  }
  return { success: true, request: parsed as ContractRequest<C> };
}
