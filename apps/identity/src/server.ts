import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type Provider from 'oidc-provider';
import { type AccountStore, createAccountStore, OPERATOR_ROLE } from './accounts';
import { type ClientConfig, DEFAULT_CLIENTS } from './config';
import type { Database } from './db/open-database';
import { createOidcAdapter } from './oidc-adapter';
import { SIGN_OUT_SCRIPT, STYLESHEET } from './pages/html';
import { messagePage } from './pages/templates';
import type { PasswordCost } from './password';
import { createProvider } from './provider';
import { interactionRoutes } from './routes/interaction-routes';
import { profileRoutes } from './routes/profile-routes';
import { loadSecrets } from './secrets';
import { identitySecurityHeaders } from './security-headers';
import { createSignInThrottle, type SignInLimits } from './sign-in-throttle';
import { createSignUpLimiter, type SignUpLimits } from './sign-up-limits';

export interface ServerOptions {
  database: Database;
  /** The `iss` of every token; must be the URL the service answers on. @default 'http://localhost:4100' */
  issuer?: string;
  /** The brand apps allowed to sign in. @default atc :3000, kbb :3001, ford :3002 */
  clients?: readonly ClientConfig[];
  /** The access tokens' `aud`. @default 'forecourt-api' */
  audience?: string;
  /** The resource indicator for the API. @default 'urn:forecourt:api' */
  resource?: string;
  /** Access token lifetime, seconds. @default ACCESS_TOKEN_TTL_SECONDS (300) */
  accessTokenTtl?: number;
  /**
   * Trust X-Forwarded-* headers (only behind a proxy that sets them): oidc-provider then marks its cookies Secure
   * when X-Forwarded-Proto is https, and the sign-up limits count the forwarded client address. `true`, or the
   * proxies' addresses (Fastify's `trustProxy` forms; oidc-provider trusts the header whenever this is set).
   * @default false
   */
  trustProxy?: boolean | string;
  /** Sign-ups per client address and per e-mail address. @default SIGN_UP_LIMITS */
  signUpLimits?: SignUpLimits;
  /** Failed sign-ins per account and per client address before sign-in is paused. @default SIGN_IN_LIMITS */
  signInLimits?: SignInLimits;
  /** Fastify's logger option. @default false */
  logger?: FastifyServerOptions['logger'];
  /** The clock for account timestamps and the sign-up and sign-in limits. @default () => new Date() */
  now?: () => Date;
  /**
   * E-mail addresses that are operators (OPERATOR_EMAILS): their accounts get the operator role when the server is
   * built (those that exist) and when they sign up (the others). @default none
   */
  operatorEmails?: readonly string[];
  /** The scrypt cost of new passwords; tests lower it. @default PASSWORD_COST (N=2^15) */
  passwordCost?: Readonly<PasswordCost>;
}

export interface IdentityServer {
  app: FastifyInstance;
  provider: Provider;
  accounts: AccountStore;
}

/**
 * The identity service over a database: oidc-provider answers the OpenID Connect routes (discovery, /auth,
 * /token, /jwks, /session/end, ...); Fastify serves the sign-in, sign-up and profile pages around it.
 */
export async function buildServer(options: ServerOptions): Promise<IdentityServer> {
  const issuer = (options.issuer ?? 'http://localhost:4100').replace(/\/$/, '');
  const clients = options.clients ?? DEFAULT_CLIENTS;
  const operatorEmails = options.operatorEmails ?? [];
  const accounts = createAccountStore(options.database.db, options.now, {
    operatorEmails,
    ...(options.passwordCost ? { passwordCost: options.passwordCost } : {}),
  });
  // The first operator on a laptop: OPERATOR_EMAILS names them, whether they sign up before or after this start.
  for (const email of operatorEmails) await accounts.grantRole(email, OPERATOR_ROLE);
  const secrets = await loadSecrets(options.database.db);
  const signInThrottle = createSignInThrottle(options.database.db, options.signInLimits, options.now);
  const provider = createProvider({
    signInThrottle,
    issuer,
    clients,
    accounts,
    secrets,
    adapter: createOidcAdapter(options.database.db, options.now),
    ...(options.audience ? { audience: options.audience } : {}),
    ...(options.resource ? { resource: options.resource } : {}),
    ...(options.accessTokenTtl ? { accessTokenTtl: options.accessTokenTtl } : {}),
  });
  // Behind a TLS-terminating proxy the provider must trust X-Forwarded-Proto to set secure cookies.
  if (options.trustProxy) provider.proxy = true;

  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  // Set on the raw response at the start of every request, so oidc-provider's replies (written past Fastify)
  // carry them too.
  await app.register(
    helmet,
    identitySecurityHeaders({ issuer, clientOrigins: clients.map((client) => client.origin) }),
  );
  const signUpLimiter = createSignUpLimiter(options.database.db, options.signUpLimits, options.now);

  // Our pages: form bodies parsed by Fastify.
  await app.register(async (pages) => {
    await pages.register(formbody);
    pages.get('/assets/identity.css', (_request, reply) =>
      reply.type('text/css').header('cache-control', 'public, max-age=3600').send(STYLESHEET),
    );
    pages.get('/assets/sign-out.js', (_request, reply) =>
      reply.type('text/javascript').header('cache-control', 'public, max-age=3600').send(SIGN_OUT_SCRIPT),
    );
    pages.get('/', (_request, reply) =>
      reply
        .type('text/html')
        .send(
          messagePage(
            'Forecourt sign-in',
            'The sign-in service of the Forecourt sites. Sign in from a site; manage your details on your profile.',
            { href: '/profile', text: 'Your profile' },
          ),
        ),
    );
    interactionRoutes(pages, provider, accounts, signUpLimiter, signInThrottle);
    profileRoutes(pages, {
      provider,
      accounts,
      origins: clients.map((client) => client.origin),
      secret: secrets.cookieKey,
    });
  });

  // Everything else is oidc-provider's: its body stays unread so that the provider parses it itself.
  const callback = provider.callback();
  await app.register(async (oidc) => {
    oidc.removeAllContentTypeParsers();
    oidc.addContentTypeParser('*', (_request, _payload, done) => done(null));
    oidc.all('/*', (request, reply) => {
      reply.hijack();
      void callback(request.raw, reply.raw);
    });
  });

  return { app, provider, accounts };
}
