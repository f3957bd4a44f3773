import { describe, expect, it } from 'vitest';
import { isNewAccountSignIn, signUpLoginTs } from './new-account-claim';

describe('new_account claim', () => {
  const account = { createdAt: new Date('2026-03-01T10:00:00.750Z') };
  const created = Date.parse('2026-03-01T10:00:00Z') / 1000;

  it('stamps a sign-up with the second the account was created', () => {
    expect(signUpLoginTs(account)).toBe(created);
  });

  it('is a new account only for the sign-in stamped at its creation', () => {
    expect(isNewAccountSignIn(account, created)).toBe(true);
    expect(isNewAccountSignIn(account, created + 1)).toBe(false);
    expect(isNewAccountSignIn(account, created + 86_400)).toBe(false);
    expect(isNewAccountSignIn(account, undefined)).toBe(false);
    expect(isNewAccountSignIn(account, String(created))).toBe(false);
  });
});
