import { COOKIES, createCookieJar } from '@forecourt/brand';
import type { FastifyPluginAsync } from 'fastify';
import { SIGN_IN_OFFER_DISMISS_PATH } from '../sign-in-offer-path';
import { safeReturnTo } from './safe-return-to';

export interface SignInOfferRoutesOptions {
  /** Mark cookies Secure: true unless the origin is plain http (localhost). */
  readonly secureCookies: boolean;
}

/** A form of one hidden path and a button: anything larger is not ours. */
const FORM_BODY_LIMIT = 4096;

/**
 * The sign-in offer's "Not now" without the page's script (spec 002 s9: "One-tap sign-in suppression cookie:
 * 86400 s"): the form's post sets the cookie the script would have set, with the same jar and so the same
 * attributes and lifetime, then sends the shopper back to the page (303, a GET) where the server no longer renders
 * the offer.
 *
 * No CSRF token: a post forged from another site can only do what the shopper's own tap does, hide an offer for a
 * day. It reads nothing, changes no account, and sends the browser to a path on this site only, so a token (and a
 * per-page secret to check it against) would guard nothing.
 */
export const signInOfferRoutes: FastifyPluginAsync<SignInOfferRoutesOptions> = async (app, options) => {
  // Fastify reads JSON and text only. An HTML form's body, parsed by the platform's URLSearchParams, for the routes
  // of this plugin alone (the /api proxy passes bodies through untouched).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(SIGN_IN_OFFER_DISMISS_PATH, async (request, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    createCookieJar({
      read: () => request.headers.cookie,
      write: (cookie) => void reply.header('set-cookie', cookie),
      secure: options.secureCookies,
    }).set(COOKIES.oneTapSuppressed.name, '1');
    return reply.redirect(safeReturnTo(body?.returnTo), 303);
  });
};
