import { badRequest } from '../listings/search-origin';

const NUL = '\u0000';

function find(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = find(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return path;
      const found = find(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character: a note, heading or search value carrying one would fail in SQL as
 * a 500. It is refused up front instead, as a 400 naming the field, like any other malformed input.
 */
export function refuseNul(parts: { params?: unknown; query?: unknown; body?: unknown }): void {
  for (const part of ['params', 'query', 'body'] as const) {
    const field = find(parts[part], part);
    if (field) throw badRequest(field, 'text must not contain NUL characters');
  }
}
