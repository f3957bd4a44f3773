/**
 * The brand server's way to the profile edit screen, which is "hosted by the login service" (spec 000 s2):
 * `/auth/profile?returnTo=<a path of this site>` redirects to the identity service's form, which comes back there.
 * Here, not in the server's routes, so the header links to it without taking server code into the browser.
 */
export const PROFILE_PATH = '/auth/profile';
