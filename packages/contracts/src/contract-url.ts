import { ContractError } from './contract-error';
import type { Contract } from './define-contract';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** The contract's path with its `:name` parameters filled in, URI-encoded. Throws ContractError MISSING_PARAM. */
export function buildPath(
  contract: Pick<Contract, 'name' | 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return contract.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new ContractError('MISSING_PARAM', contract.name, `${contract.name} requires a ${name} value`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * A query string (with its `?`, or empty) in the form every contract reads: lists as repeated keys, keys in the
 * given order, null and undefined left out.
 */
export function buildQueryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Path and query string of a call: what a client fetches, relative to the API's base URL. */
export function buildUrl(
  contract: Pick<Contract, 'name' | 'path'>,
  input: {
    params?: Readonly<Record<string, string | number>>;
    query?: Readonly<Record<string, QueryValue>>;
  } = {},
): string {
  return `${buildPath(contract, input.params)}${buildQueryString(input.query)}`;
}
