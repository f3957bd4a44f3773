/**
 * The ID token's `new_account` claim: true when the sign-in that made this identity session is the account's
 * sign-up, so a brand app can welcome the shopper (spec 000 s2, "New-user modal | Shown to new users"). A sign-up
 * signs the shopper in at the second the account was created (signUpLoginTs); any later sign-in goes through the
 * form again and is stamped later, so it never carries the claim.
 */
export const NEW_ACCOUNT_CLAIM = 'new_account';

/** Epoch seconds, the auth_time a sign-up's session gets: the account's creation, not when the redirect resumed. */
export function signUpLoginTs(account: { createdAt: Date }): number {
  return Math.floor(account.createdAt.getTime() / 1000);
}

/** Whether a session authenticated at `authTime` (epoch seconds, the code's) was the account's sign-up. */
export function isNewAccountSignIn(account: { createdAt: Date }, authTime: unknown): boolean {
  return typeof authTime === 'number' && authTime === signUpLoginTs(account);
}
