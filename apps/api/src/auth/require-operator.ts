import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../http/api-failure';
import type { Authenticate, Consumer } from './authenticate';
import { OPERATOR_ROLE } from './token-verifier';

/** What a signed-in shopper without the role reads (403). */
export const OPERATOR_ONLY_MESSAGE = 'Only an operator can do this';

/**
 * The operator behind a request: 401 without a token (or with a bad one, as every signed-in call), 403 for a
 * valid token whose `roles` claim does not hold `operator`. Checked before anything of the request is read.
 */
export async function requireOperator(
  authenticate: Authenticate,
  request: FastifyRequest,
): Promise<Consumer> {
  const consumer = await authenticate(request);
  if (!consumer) throw new ApiFailure('UNAUTHORIZED', 'Sign in to do this');
  if (!consumer.roles.includes(OPERATOR_ROLE)) throw new ApiFailure('FORBIDDEN', OPERATOR_ONLY_MESSAGE);
  return consumer;
}
