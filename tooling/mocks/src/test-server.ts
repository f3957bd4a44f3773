import { buildUrl, CONTRACTS, type Contract, type ContractName, type RawRequest } from '@forecourt/contracts';

/** Where the tests' handlers live: plain Node resolves no relative path, so the base is absolute. */
export const TEST_BASE_URL = 'http://api.forecourt.test/api';

/**
 * Sends a request to contract `name` as a client would (a signed-in one unless `signedIn` is false), and gives
 * the status, headers and JSON body of the answer.
 */
export async function send(
  name: ContractName,
  request: Omit<RawRequest, 'headers'>,
  { signedIn = true, signal }: { signedIn?: boolean; signal?: AbortSignal } = {},
) {
  const contract = (CONTRACTS as Readonly<Record<string, Contract>>)[name] as Contract;
  const path = buildUrl(contract, request as Parameters<typeof buildUrl>[1]);
  const headers = new Headers({ accept: 'application/json' });
  if (signedIn) headers.set('authorization', 'Bearer session');
  if (request.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${TEST_BASE_URL}${path}`, {
    method: contract.method,
    headers,
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    ...(signal && { signal }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? undefined : JSON.parse(text),
  };
}
