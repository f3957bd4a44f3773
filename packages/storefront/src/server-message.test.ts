import { ApiClientError } from '@forecourt/api-client';
import { describe, expect, it } from 'vitest';
import { SEND_FAILED_MESSAGE, serverMessageOf } from './server-message';

const ERROR_MESSAGE = 'This car has been sold. Try one of the similar cars below.';

const refusal = (status: number, apiError?: ApiClientError['apiError'] & { errorMessage?: string }) =>
  new ApiClientError('HTTP_STATUS', 'emailOwner', `emailOwner: ${status}`, { status, apiError });

describe('serverMessageOf (spec 001 s8: "that message is shown as a server error")', () => {
  it.each([
    [
      "the reply's errorMessage, before the error reply's message",
      refusal(404, {
        error: { code: 'NOT_FOUND', message: 'Listing 700001 is sold' },
        errorMessage: ERROR_MESSAGE,
      }),
      ERROR_MESSAGE,
    ],
    [
      'an errorMessage whatever the status',
      refusal(503, { error: { code: 'INTERNAL', message: 'down' }, errorMessage: ERROR_MESSAGE }),
      ERROR_MESSAGE,
    ],
    [
      'an errorMessage on a plain object (a reply with success false, as the modals rethrow it)',
      { apiError: { success: false, errorMessage: ERROR_MESSAGE } },
      ERROR_MESSAGE,
    ],
    [
      "a 4xx error reply's message",
      refusal(429, { error: { code: 'RATE_LIMITED', message: 'Too many messages. Try again in an hour.' } }),
      'Too many messages. Try again in an hour.',
    ],
    [
      "a 404's message",
      refusal(404, { error: { code: 'NOT_FOUND', message: 'No such listing' } }),
      'No such listing',
    ],
    [
      'our text for a 5xx, whose message a shopper cannot act on',
      refusal(500, { error: { code: 'INTERNAL', message: 'relation "leads" does not exist' } }),
      SEND_FAILED_MESSAGE,
    ],
    ['our text for a 4xx without an error reply', refusal(400), SEND_FAILED_MESSAGE],
    ['our text for an empty errorMessage', { apiError: { errorMessage: '' } }, SEND_FAILED_MESSAGE],
    ['our text for a network failure', new TypeError('Failed to fetch'), SEND_FAILED_MESSAGE],
    [
      'our text for a breaker time-out (no status)',
      new ApiClientError('FALLBACK', 'emailOwner', 'timed out'),
      SEND_FAILED_MESSAGE,
    ],
  ])('%s', (_rule, failure, message) => {
    expect(serverMessageOf(failure)).toBe(message);
  });

  it('has our general text', () => {
    expect(SEND_FAILED_MESSAGE).toBe('We could not send this right now. Please try again.');
  });
});
