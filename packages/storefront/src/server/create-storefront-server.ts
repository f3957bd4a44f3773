import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookiePlugin from '@fastify/cookie';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import staticFiles from '@fastify/static';
import { createApiClient } from '@forecourt/api-client';
import { createCookieJar } from '@forecourt/brand';
import { apiError } from '@forecourt/contracts';
import { isBot } from '@forecourt/experiments';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawServerBase,
  type RouteGenericInterface,
} from 'fastify';
import { API_PROXY_PATH } from '../api-proxy-path';
import { routableUrl } from '../malformed-url';
import type { StorefrontConfig, StorefrontSession } from '../storefront-config';
import { readSession, registerAuthRoutes, takeWelcome } from './auth-routes';
import { isBrowserApiCall } from './browser-api-calls';
import { crawlRoutes } from './crawl-routes';
import { type ManifestChunk, pageModules } from './page-modules';
import { renderPage } from './render-page';
import { createRouteLookups } from './route-lookups';
import { scriptNonce, storefrontSecurityHeaders } from './security-headers';
import { createSealer, type Sealer } from './session-cookie';
import { signInOfferRoutes } from './sign-in-offer-routes';
import type { StorefrontServerSettings } from './storefront-server-config';

/** When a shopper's browser may ask again after the API did not answer through the proxy. */
const API_AWAY_RETRY_SECONDS = 5;
/** Brotli's quality for what the server compresses as it answers (pages, API replies): see the compress plugin. */
export const PAGE_BROTLI_QUALITY = 2;
/**
 * What the server compresses in one call rather than through a zlib stream: every page it renders (a results page
 * is 80-250 KB). See the compress plugin.
 */
export const SYNC_COMPRESS_MAX_BYTES = 1024 * 1024;

export interface StorefrontServerOptions {
  readonly config: StorefrontConfig;
  readonly settings: StorefrontServerSettings;
  /** The client build (`vite build` output): `assets/` and `.vite/manifest.json`. */
  readonly clientDir: string;
  /** The client entry's source path as the manifest keys it, e.g. 'src/entry-client.tsx'. */
  readonly clientEntry: string;
}

function readAssets(clientDir: string, entry: string) {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`The client manifest has no entry ${entry}: build the client first`);
  return {
    entry: `/${chunk.file}`,
    styles: (chunk.css ?? []).map((file) => `/${file}`),
    pageModules: pageModules(manifest, entry),
  };
}

/**
 * X-Forwarded-For for a call this server passes on: the chain the request came with plus the address it came from,
 * as a proxy appends. The API believes the entries its TRUST_PROXY covers (this server, by default on loopback)
 * and takes the first one it does not trust as the client, so a shopper who forges the header only adds to it.
 */
function forwardedFor(request: {
  headers: Record<string, string | string[] | undefined>;
  raw: { socket: { remoteAddress?: string | undefined } };
}): string {
  const previous = request.headers['x-forwarded-for'];
  const chain = Array.isArray(previous) ? previous.join(', ') : previous;
  const address = request.raw.socket.remoteAddress ?? '';
  return chain ? `${chain}, ${address}` : address;
}

async function sessionOf(
  request: FastifyRequest,
  reply: FastifyReply,
  sealer: Sealer,
  secureCookies: boolean,
): Promise<StorefrontSession> {
  const session = await readSession(request, sealer);
  if (!session) return { signedIn: false };
  return {
    signedIn: true,
    ...(session.email && { email: session.email }),
    ...(session.name && { name: session.name }),
    ...(takeWelcome(request, reply, secureCookies) && { newAccount: true }),
  };
}

/**
 * The brand app's production server: built assets, sign-in, the API forwarded under /api with the session's
 * token, and every other path rendered by the storefront (streamed, with the page's data in it).
 */
export async function createStorefrontServer(options: StorefrontServerOptions): Promise<FastifyInstance> {
  const { settings, config } = options;
  const app = Fastify({
    logger: { level: settings.logLevel },
    trustProxy: true,
    // A path with a malformed escape (`%E0%A4%A`) was the router's raw JSON 400: escaped so it routes, it reaches
    // the page handler, which reads the original URL and renders the storefront's 400 page (issue 29).
    rewriteUrl: (request) => routableUrl(request.url ?? '/'),
  });
  const sealer = createSealer(settings.sessionSecret);
  const assets = readAssets(options.clientDir, options.clientEntry);
  const api = createApiClient({
    baseUrl: settings.apiUrl,
    forwardingService: config.brand,
    // The API checks every request and its own replies against the same contracts, and the browser's client
    // reads its replies unchecked too: checking a results page's reply again cost about a tenth of a render's CPU.
    validate: false,
  });
  const secureCookies = new URL(settings.origin).protocol === 'https:';
  // Model spellings of shoppers' URLs (cr-v, f-150) resolved from the reference data, fetched once.
  const routeLookups = createRouteLookups(api);

  // First, so every answer (assets, sign-in, proxied API calls, pages, 404s) carries the headers.
  await app.register(helmet, storefrontSecurityHeaders({ origin: settings.origin }));
  // Pages, proxied API replies and photos compressed for browsers that ask; a results page's HTML is mostly its
  // facets and listings' JSON. Brotli at quality 2, not @fastify/compress's 4: on a 219 KB results page 0.9 ms
  // and 25.8 KB against 1.5 ms and 23.6 KB, and at 4 compression took a third of a server's pages a second
  // (bench/README, server-load). Scripts and styles go out as the build compressed them, at brotli's best.
  // A page is compressed in one call (`syncThreshold`; the plugin's default on 2 cores is 8 KB, above which it pipes
  // the page through a zlib stream on libuv's threads): the stream's setup and scheduling cost about 1 ms of CPU a
  // results page, three times the compression itself, and a server busy on every core has no idle one to overlap
  // it with. A page of 1 MB takes about 3 ms; proxied replies are streams and keep the stream.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      },
    },
  });
  await app.register(cookiePlugin);
  await app.register(staticFiles, {
    root: join(options.clientDir, 'assets'),
    prefix: '/assets/',
    // The build writes .br and .gz beside each script and style sheet (storefrontViteConfig): sent as they are.
    preCompressed: true,
    // File names carry a content hash: they never change.
    immutable: true,
    maxAge: '365d',
  });
  registerAuthRoutes(app, {
    issuer: settings.issuer,
    clientId: settings.clientId,
    origin: settings.origin,
    sealer,
    secureCookies,
  });
  // "Not now" on the sign-in offer, posted by a page whose script has not loaded (or never will).
  await app.register(signInOfferRoutes, { secureCookies });

  const tokens = new WeakMap<FastifyRequest, string>();
  // The API unreachable (stopped, restarting, refusing connections) is a 503 in the API's own error shape, which
  // the browser's breakers count and its queries retry; the proxy's default would be a 500 of this server's.
  const apiAway = (reply: FastifyReply<RouteGenericInterface, RawServerBase>) =>
    void reply
      .code(503)
      .header('retry-after', String(API_AWAY_RETRY_SECONDS))
      .send(apiError('INTERNAL', 'The service is not answering. Try again in a moment.'));
  // Only the calls a browser makes pass (isBrowserApiCall: the contracts' routes, less a short list): the API's
  // operator and development routes (the local mailbox, the web-vitals summary, the OpenAPI document) and any
  // path it may grow stay off every brand. Checked as the request arrives, before a body is read or a session
  // unsealed, with the API's own 404.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path !== API_PROXY_PATH && !path.startsWith(`${API_PROXY_PATH}/`)) return;
    const apiPath = path.slice(API_PROXY_PATH.length);
    if (isBrowserApiCall(request.method, apiPath)) return;
    return reply.code(404).send(apiError('NOT_FOUND', `No route ${request.method} ${apiPath}`));
  });
  await app.register(proxy, {
    upstream: settings.apiUrl,
    prefix: API_PROXY_PATH,
    rewritePrefix: '',
    preHandler: async (request) => {
      const session = await readSession(request, sealer);
      if (session) tokens.set(request, session.accessToken);
    },
    replyOptions: {
      onError: apiAway,
      // The browser's own Authorization and cookies never reach the API: the session's token does. The shopper's
      // address goes along, so the API's per-sender rate limits count shoppers, not this server.
      rewriteRequestHeaders: (request, headers) => {
        const { authorization: _authorization, cookie: _cookie, ...rest } = headers;
        const token = tokens.get(request as FastifyRequest);
        const forwarded = { ...rest, 'x-forwarded-for': forwardedFor(request) };
        return token ? { ...forwarded, authorization: `Bearer ${token}` } : forwarded;
      },
    },
  });
  // Listing photos are the API's generated SVGs: same origin for the page.
  await app.register(proxy, {
    upstream: settings.apiUrl,
    prefix: '/media',
    rewritePrefix: '/media',
    replyOptions: {
      onError: apiAway,
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': forwardedFor(request) }),
    },
  });

  await app.register(crawlRoutes, { api, brand: config.brand, origin: settings.origin, routeLookups });

  // No favicon file to ship: an empty answer keeps browsers from asking for one on every page.
  app.get('/favicon.ico', (_request, reply) =>
    reply.code(204).header('cache-control', 'public, max-age=86400').send(),
  );

  app.get('/*', async (request, reply) => {
    // Appended, not resolved: `//other.example/x` is a path on this site, not another host (and `//` not a crash).
    // The URL as it came (`originalUrl`): `rewriteUrl` may have escaped a malformed path to route it.
    const url = new URL(`${settings.origin}${request.originalUrl}`);
    const edgeZip = settings.edgeZipHeader ? request.headers[settings.edgeZipHeader] : undefined;
    const result = await renderPage(
      {
        pathname: url.pathname,
        search: url.search,
        session: await sessionOf(request, reply, sealer, secureCookies),
        bot: isBot(request.headers['user-agent']),
        cookies: createCookieJar({
          read: () => request.headers.cookie,
          write: (cookie) => void reply.header('set-cookie', cookie),
          secure: secureCookies,
        }),
        edgeZip: Array.isArray(edgeZip) ? edgeZip[0] : edgeZip,
        nonce: scriptNonce(reply.raw),
      },
      { config, api, assets, origin: settings.origin, routeLookups },
    );
    if (result.kind === 'redirect') return reply.redirect(result.location, 301);
    return (
      reply
        .code(result.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        // As bytes: the compress plugin (and Fastify, for a reply it does not compress) measured the string's UTF-8
        // length, a scan of the whole page, before encoding it anyway; a buffer's length is known.
        .send(Buffer.from(result.html))
    );
  });
  return app;
}
