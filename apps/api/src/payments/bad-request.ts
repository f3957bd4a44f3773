import { apiError } from '@forecourt/contracts';
import { ApiFailure } from '../http/api-failure';

/**
 * A 400 for a value the contract's schema lets through but the service cannot honour (a term the lender does not
 * write, a consumer id taken by another wallet): the same reply shape as a schema failure, naming the field.
 */
export function badRequest(field: string, problem: string): ApiFailure {
  const message = `${field}: ${problem}`;
  const reply = apiError('BAD_REQUEST', message, field);
  return new ApiFailure('BAD_REQUEST', message, {
    error: { ...reply.error, issues: [{ path: field, message: problem }] },
  });
}
