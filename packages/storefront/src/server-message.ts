/** Said when a send fails and the server gave no message of its own (ours). */
export const SEND_FAILED_MESSAGE = 'We could not send this right now. Please try again.';

/**
 * The server's message for a refused call: the spec's `errorMessage` where the reply has one ("that message is
 * shown as a server error", spec 001 s8), else the error reply's message for a refusal (a 404 or a 429 says why),
 * else our general text. A network failure or a 5xx has nothing a shopper can act on: the general text.
 */
export function serverMessageOf(error: unknown): string {
  const failure = (error ?? {}) as {
    status?: number;
    apiError?: { errorMessage?: unknown; error?: { message?: unknown } };
  };
  const reply = failure.apiError;
  if (typeof reply?.errorMessage === 'string' && reply.errorMessage) return reply.errorMessage;
  const status = failure.status ?? 0;
  if (status >= 400 && status < 500 && typeof reply?.error?.message === 'string') return reply.error.message;
  return SEND_FAILED_MESSAGE;
}
