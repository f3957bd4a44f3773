import { apiError } from '@forecourt/contracts';
import { ApiFailure } from './api-failure';

/**
 * How deep a request's values may nest (a body's objects and arrays; the top-level object is 1). Ours, the spec is
 * silent: the deepest input of any contract (a wallet's paymentInfo, a saved search's params) is 4; 32 leaves room
 * for any sensible client and stops a body of 100,000 brackets long before anything walks it.
 */
export const MAX_INPUT_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `values must not nest deeper than ${MAX_INPUT_DEPTH} levels`;
export const LONE_SURROGATE_MESSAGE = 'text must not contain unpaired UTF-16 surrogates';
export const NUL_MESSAGE = 'text must not contain NUL characters';

export interface MalformedInput {
  /** `body.searchParams.makeCode[0]`: where the problem is, as the contracts' 400s name a field. */
  readonly field: string;
  readonly message: string;
}

export interface InputChecks {
  /** Refuse NUL characters too (PostgreSQL text and jsonb cannot hold one). @default false */
  readonly nul?: boolean;
}

/** An unpaired surrogate: with the `u` flag a pair is one code point, which this class does not match. */
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string, checks: InputChecks): string | undefined {
  // JSON's `\ud800` escape makes a string no UTF-8 encoder can write: PostgreSQL refuses it, in jsonb and text.
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  if (checks.nul === true && text.includes('\u0000')) return NUL_MESSAGE;
  return undefined;
}

const fieldOf = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/**
 * The first value of `root` (a parsed body, query or params) that no route can take: nesting past
 * MAX_INPUT_DEPTH, a string or key with an unpaired surrogate (and a NUL, with `checks.nul`). Walked with a list of
 * its own, not by recursion, so an input of any depth is one loop and never a stack overflow. Pure.
 */
export function findMalformedInput(
  root: unknown,
  path: string,
  checks: InputChecks = {},
): MalformedInput | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: root, path, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      const message = textProblem(value, checks);
      if (message) return { field: next.path, message };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    // Only parsed values are walked: a streamed body (the feed upload's request stream) or a Buffer is no input of
    // nested values, and walking a stream's internals refused every upload as too deep.
    // Parsed objects are plain, null-prototype, or (a parsed query string) one level above null.
    const prototype = Object.getPrototypeOf(value);
    const parsed = prototype === null || Object.getPrototypeOf(prototype) === null;
    if (!Array.isArray(value) && !parsed) continue;
    if (depth + 1 > MAX_INPUT_DEPTH) return { field: next.path, message: TOO_DEEP_MESSAGE };
    if (Array.isArray(value)) {
      // Pushed last to first, so the first problem in the input's order is the one named.
      for (let index = value.length - 1; index >= 0; index--)
        pending.push({ value: value[index], path: `${next.path}[${index}]`, depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(value);
    for (const [key] of entries) {
      const message = textProblem(key, checks);
      if (message) return { field: next.path, message };
    }
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index] as [string, unknown];
      pending.push({ value: item, path: fieldOf(next.path, key), depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Throws the 400 naming the field (`body.name: text must not contain unpaired UTF-16 surrogates`) for the first
 * malformed value of a request's params, query or body, in that order; see findMalformedInput.
 */
export function refuseMalformedInput(
  parts: { params?: unknown; query?: unknown; body?: unknown },
  checks: { params?: InputChecks; query?: InputChecks; body?: InputChecks } = {},
): void {
  for (const part of ['params', 'query', 'body'] as const) {
    const found = findMalformedInput(parts[part], part, checks[part]);
    if (found) {
      const text = `${found.field}: ${found.message}`;
      throw new ApiFailure('BAD_REQUEST', text, apiError('BAD_REQUEST', text, found.field));
    }
  }
}
