import { ApiClientError } from './api-client-error';

/** A value an adapter answers in place of a refused call: `(status, the server's message) => reply`. */
export type StatusValue<T> = (status: number, message: string) => T;

/** The server's own error message when it sent the error reply, else the client's. */
export function serverMessage(error: ApiClientError): string {
  return error.apiError?.error.message ?? error.message;
}

/**
 * A 4xx other than 401: the service looked at the request and said no (not found, refused, over a limit). Such
 * statuses can be answered as values where the domain interface has a status field; a 401, a 5xx, a network
 * or breaker error cannot: they say nothing about the request.
 */
export function isRefusal(error: unknown): error is ApiClientError & { status: number } {
  return (
    error instanceof ApiClientError &&
    error.code === 'HTTP_STATUS' &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  );
}

/** Whether `error` says the shopper is signed out: no token for a call that needs one, or a 401 reply. */
export function isSignedOut(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && (error.code === 'SIGNED_OUT' || error.status === 401);
}

/** Runs `call`; a refusal becomes `onRefusal`'s value, anything else rejects as it came. */
export async function refusalAsValue<T>(call: () => Promise<T>, onRefusal: StatusValue<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isRefusal(error)) return onRefusal(error.status, serverMessage(error));
    throw error;
  }
}
