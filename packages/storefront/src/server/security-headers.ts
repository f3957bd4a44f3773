import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The script nonce of one response: 128 random bits, made on first use and the same for the rest of the response.
 * Helmet asks for it when it writes the policy, the page renderer when it writes the entry's loader.
 */
export function scriptNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/**
 * The brand app's security headers (issue 12), for @fastify/helmet.
 *
 * - Scripts: the page's modules come from /assets ('self'). One script runs inline, with the response's nonce: the
 *   loader that adds the entry module after the first paint (entry-loader.ts), passing the nonce on to it. The
 *   bootstrap data is a JSON block (`type="application/json"`), which the browser does not run. No
 *   'unsafe-inline', no 'unsafe-eval'.
 * - Styles: the client build's stylesheets ('self'). No component sets an inline style, so no 'unsafe-inline'.
 * - Images: listing photos come through this server's /media proxy ('self'); nothing else is drawn from elsewhere.
 * - Connections: the browser calls the API through /api and sends web-vitals beacons there ('self').
 * - Forms post to this site only (sign-out, the sign-in offer's "Not now"); sign-in is a link, and the redirects to
 *   identity are navigations.
 * - Over https (PUBLIC_URL), HSTS and upgrade-insecure-requests; over http (localhost) neither, or the browser
 *   would be sent to a TLS port that is not there.
 */
export function storefrontSecurityHeaders(options: {
  /** The public origin (PUBLIC_URL). */
  origin: string;
}): FastifyHelmetOptions {
  const https = new URL(options.origin).protocol === 'https:';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_request, response) => `'nonce-${scriptNonce(response as ServerResponse)}'`],
        styleSrc: ["'self'"],
        imgSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // A dealer's site the shopper follows a link to learns the shopper came from this brand, not which search or
    // car page (paths carry a zip and the search).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
