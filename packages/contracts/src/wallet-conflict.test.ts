import { describe, expect, it } from 'vitest';
import { apiErrorSchema, CONTRACTS, WALLET_CONFLICT, walletConflictSchema } from './index';
import { PAYMENT_INFO } from './test-fixtures';

// Issue 12: "Two devices edit the same wallet ... at once: the spec's rules decide, and nothing is lost silently
// (the loser is told)." The loser of an update is told with a 409 carrying the stored wallet.

const CONFLICT = {
  error: { code: WALLET_CONFLICT, message: 'This wallet was changed on another device' },
  wallet: { paymentInfo: PAYMENT_INFO, statusCode: 200, id: 'w-1' },
};

describe('the wallet conflict (409 of updateWallet)', () => {
  it('is declared by updateWallet only, beside its 404', () => {
    expect(CONTRACTS.updateWallet.errors[409]).toBe(walletConflictSchema);
    expect(CONTRACTS.updateWallet.errors[404]).toBe(apiErrorSchema);
    const declaring = Object.values(CONTRACTS).filter((contract) => 409 in contract.errors);
    expect(declaring.map((contract) => contract.name)).toEqual(['updateWallet']);
  });

  it('carries the stable code and the stored wallet', () => {
    expect(walletConflictSchema.parse(CONFLICT)).toEqual(CONFLICT);
  });

  it.each([
    ['without the stored wallet', { error: CONFLICT.error }],
    ['with another code', { ...CONFLICT, error: { ...CONFLICT.error, code: 'NOT_FOUND' } }],
    ['with a wallet that is not a record', { ...CONFLICT, wallet: { id: 'w-1' } }],
  ])('is refused %s', (_, reply) => {
    expect(walletConflictSchema.safeParse(reply).success).toBe(false);
  });

  it("lets createWallet answer 404 for a consumer id that is not the caller's", () => {
    expect(CONTRACTS.createWallet.errors[404]).toBe(apiErrorSchema);
  });
});
