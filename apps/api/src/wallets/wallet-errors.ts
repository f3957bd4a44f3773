import { type ApiError, WALLET_CONFLICT, type WalletConflict } from '@forecourt/contracts';
import { ApiFailure, notFound } from '../http/api-failure';
import { badRequest } from '../payments/bad-request';
import type { WalletRecord } from './wallet-record';

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

/**
 * A wallet the caller may not see: unknown, or tied to another consumer (or to one while the caller is anonymous).
 * Both answer the same, so a wallet id tells nobody whether that wallet exists.
 */
export const walletNotFound = (walletId: string) => notFound(`Wallet ${walletId}`);

/** WALLET_CONFLICT is the wallet contract's own 409; ApiFailure's codes are the ones every call shares. */
export const WALLET_CONFLICT_STATUS = 409;

/**
 * The stored wallet was last updated after the copy an update sends: writing it would silently undo another
 * device's later change. The stored record goes back with the refusal, so the client can apply spec 002 s4's sync
 * rule ("Server data replaces local data ... when the server lastUpdated is newer than the local one. Then a sync
 * alert is shown") without reading it again.
 */
export class WalletConflictFailure extends ApiFailure {
  override readonly status = WALLET_CONFLICT_STATUS;

  constructor(readonly wallet: WalletRecord) {
    const message = 'This wallet was changed on another device after your copy; the newer change is kept';
    const reply: WalletConflict = { error: { code: WALLET_CONFLICT, message }, wallet };
    // The server's error handler sends `reply` as it is; its type is the shared codes' only.
    super('BAD_REQUEST', message, reply as unknown as ApiError);
  }
}
