import { badRequest } from '../payments/bad-request';

/** Postgres' unique_violation, as both pg and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * A consumer id is never moved silently from one wallet to another: the shopper's wallet is read by consumer id
 * after sign-in (spec 002 s4), so stealing it would hand one shopper another's wallet. 400 naming the field; the
 * other wallet's id is not told (it is the key to that wallet).
 */
export const consumerTaken = () =>
  badRequest('body.consumerid', 'this consumer already has a wallet; read it by consumer id instead');

export const walletOfAnotherConsumer = () =>
  badRequest('body.consumerid', 'this wallet belongs to another consumer');
