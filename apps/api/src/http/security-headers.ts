import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The API's security headers (issue 12: "responses carry a content security policy and the usual security
 * headers"), through @fastify/helmet. The API answers JSON and SVG drawings, never a page that runs script, so the
 * policy allows nothing at all and no site may frame it. The alerts pages (src/alerts) send their own, equally
 * closed policy that also lets their inline stylesheet apply.
 */
export const API_SECURITY_HEADERS: Readonly<FastifyHelmetOptions> = Object.freeze<FastifyHelmetOptions>({
  contentSecurityPolicy: {
    // Helmet's defaults allow scripts and styles from 'self' and add upgrade-insecure-requests: none of it applies.
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // The brand apps show the photos through their own /media proxy (same origin); a sibling host of the same site
  // (Storybook, a brand app linking the API directly) may embed them too, a third-party site may not.
  crossOriginResourcePolicy: { policy: 'same-site' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Helmet's HSTS (a year, subdomains) stays: browsers ignore it over plain http (RFC 6797 s8.1), so a local API
  // is unaffected and one behind TLS gets it.
});

/** Registers the headers on every reply, 404s and errors included. Register before the routes. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, API_SECURITY_HEADERS);
}
