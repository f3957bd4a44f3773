/**
 * True for an error carrying an HTTP status below 500 (`status`, or `response.status` as axios and ky put it):
 * spec 002 section 4, "Errors with status below 500 are not counted". Time-outs, network errors and 5xx are.
 */
export function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  const code = typeof status === 'number' ? status : response?.status;
  return typeof code === 'number' && code < 500;
}
