/**
 * The brand server's way to the profile edit screen, which is "hosted by the login service" (spec 000 s2):
 * `/auth/profile?returnTo=<a path of this site>` redirects to the identity service's form, which comes back there.
 * Here, not in the server's routes, so the header links to it without taking server code into the browser.
 */
export const PROFILE_PATH = '/auth/profile';

/**
 * Where the login service's profile form sends the shopper back: `?returnTo=<a path of this site>`. The brand
 * server renews the session there, so the ID token's name (the header's greeting) is the one just saved, not the
 * one signed in with; then it goes on to the page.
 */
export const PROFILE_RETURN_PATH = '/auth/profile/return';
