import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Identity's security headers (issue 12), for @fastify/helmet. Its pages are plain server-rendered HTML: one
 * stylesheet of its own, no script, forms that post back to itself. `script-src 'self'` instead of `'none'`
 * because oidc-provider adds the hash of its own inline script to this header when it renders a form_post
 * response; with 'none' the hash would sit beside 'none' and the list would be malformed.
 *
 * `form-action` lists the registered brand apps' origins as well: a sign-in or sign-out form posts here, and the
 * answer redirects (through /auth) to the app's /auth/callback or its post-logout page. Browsers hold the whole
 * redirect chain of a form submission to `form-action`, so without the origins the shopper would be stuck on
 * identity after signing in.
 */
export function identitySecurityHeaders(options: {
  /** The issuer URL: https turns on HSTS and upgrade-insecure-requests. */
  issuer: string;
  /** The registered clients' origins. */
  clientOrigins: readonly string[];
}): FastifyHelmetOptions {
  const https = new URL(options.issuer).protocol === 'https:';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'"],
        formAction: ["'self'", ...new Set(options.clientOrigins)],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // The interaction id is in the page's URL: no other site learns it from a Referer.
    referrerPolicy: { policy: 'no-referrer' },
    // Over plain http (a laptop) HSTS would be ignored anyway; behind TLS it is a year, subdomains included.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
