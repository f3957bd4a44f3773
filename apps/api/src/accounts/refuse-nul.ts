import { refuseMalformedInput } from '../http/refuse-malformed-input';

const NUL = { nul: true } as const;

/**
 * PostgreSQL text cannot hold a NUL character: a note, heading or search value carrying one would fail in SQL as
 * a 500. It is refused up front instead, as a 400 naming the field, like any other malformed input. The walk is
 * route()'s own (a loop, not recursion: a deep body cannot overflow the stack), which has already refused deep
 * nesting and unpaired surrogates in every route.
 */
export function refuseNul(parts: { params?: unknown; query?: unknown; body?: unknown }): void {
  refuseMalformedInput(parts, { params: NUL, query: NUL, body: NUL });
}
