import { z } from 'zod';

/** The error codes every call answers with, and the HTTP status of each. */
export const API_ERROR_STATUS = Object.freeze({
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const);

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export const API_ERROR_CODES = Object.freeze(Object.keys(API_ERROR_STATUS) as ApiErrorCode[]);

/** Which part of a request a schema checked. */
export type RequestPart = 'params' | 'query' | 'body' | 'headers';

/**
 * The one error reply of every call (ours: the spec only says "A non-OK HTTP status is raised as an error with its
 * status text"). `field` names the first bad field of a 400 (`query.zip`, `body.dataMap.mobile_number`); `issues`
 * lists every problem found.
 */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'INTERNAL']),
      message: z.string(),
      field: z.string().optional(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({
    description: 'The error reply: a stable code, a message, and for a bad request the field at fault.',
  });

export type ApiError = z.output<typeof apiErrorSchema>;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `where` and a zod issue path as one name: `body.carIds[0]`, `query.zip`, `body.leaseOffers["x y"]`. */
export function fieldName(where: RequestPart, path: readonly PropertyKey[]): string {
  let name: string = where;
  for (const key of path) {
    if (typeof key === 'number') name += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key)) name += `.${key}`;
    else name += `[${JSON.stringify(String(key))}]`;
  }
  return name;
}

/** An error reply with a code of {@link API_ERROR_STATUS}. */
export function apiError(code: ApiErrorCode, message: string, field?: string): ApiError {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

/**
 * The 400 reply for a request part that failed its schema: `field` is the first issue's field (zod reports in
 * the schema's key order), the message starts with it, and `issues` lists all of them. Pure.
 */
export function toApiError(error: z.ZodError, where: RequestPart): ApiError {
  const issues = error.issues.map((issue) => ({
    path: fieldName(where, issue.path),
    message: issue.message,
  }));
  const first = issues[0] ?? { path: where, message: 'is invalid' };
  return {
    error: {
      code: 'BAD_REQUEST',
      message: `${first.path}: ${first.message}`,
      field: first.path,
      issues,
    },
  };
}
