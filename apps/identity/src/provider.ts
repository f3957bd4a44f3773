import Provider, {
  type ClientMetadata,
  type Configuration,
  errors,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { type AccountStore, OPERATOR_ROLE, WRONG_CREDENTIALS } from './accounts';
import type { ClientConfig } from './config';
import { isNewAccountSignIn, NEW_ACCOUNT_CLAIM } from './new-account-claim';
import { errorPage, logoutPage, messagePage, signingOutPage } from './pages/templates';
import type { Secrets } from './secrets';
import type { SignInThrottle } from './sign-in-throttle';

export interface ProviderOptions {
  /** oidc-provider's storage (sessions, grants, codes). @default its in-memory adapter */
  adapter?: Configuration['adapter'];
  issuer: string;
  clients: readonly ClientConfig[];
  accounts: AccountStore;
  secrets: Secrets;
  /** The `aud` of access tokens. @default 'forecourt-api' */
  audience?: string;
  /** The resource indicator standing for the API. @default 'urn:forecourt:api' */
  resource?: string;
  /** Access token lifetime, seconds. @default ACCESS_TOKEN_TTL_SECONDS (300) */
  accessTokenTtl?: number;
  /**
   * Counts the password grant's attempts with the sign-in form's, so the command line is no way around the
   * sign-in throttle. @default none (the grant is not throttled)
   */
  signInThrottle?: SignInThrottle;
}

/**
 * Access tokens live 5 minutes: they are JWTs the API checks offline, so they cannot be revoked, and a token that
 * outlives a sign-out must stop working soon. The brand servers renew them from the session with the refresh token
 * (which ends with the identity session), so a signed-in shopper never notices. ACCESS_TOKEN_TTL overrides it.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 300;

/** Sessions, grants and the refresh tokens bound to them last two weeks. */
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;

/** The page a brand app's sign-out comes back to (registered for every client beside `${origin}/`). */
export const POST_LOGOUT_PATH = '/auth/signed-out';

/** The scope of the API resource: clients may ask for it; the token's audience is set either way. */
export const API_SCOPE = 'api';

/**
 * Claims by scope (standard OIDC names); `address.postal_code` carries the profile's zip. `new_account` (ours) goes
 * with `openid`, so every brand app's ID token can say the sign-in was a sign-up (new-account-claim.ts).
 */
const CLAIMS = {
  openid: ['sub', NEW_ACCOUNT_CLAIM],
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name', 'name', 'updated_at'],
  phone: ['phone_number', 'phone_number_verified'],
  address: ['address'],
};

/**
 * The `forecourt upload` command's client (issue 31): public, and its one grant is the operator's e-mail and
 * password (OAuth 2.0's resource owner password grant, RFC 6749 s4.3), which gives an access token for the API only
 * to an account with the operator role. A command line has no browser to run the authorisation-code flow in.
 */
export const CLI_CLIENT_ID = 'forecourt-cli';
export const PASSWORD_GRANT = 'password';
/** What a shopper's correct password gets from the command-line grant. */
export const NOT_AN_OPERATOR =
  'This account is not an operator: only operators may sign in from the command line.';

const CLI_CLIENT: ClientMetadata = {
  client_id: CLI_CLIENT_ID,
  client_name: 'forecourt command line',
  token_endpoint_auth_method: 'none',
  grant_types: [PASSWORD_GRANT],
  response_types: [],
  redirect_uris: [],
};

/** The client metadata oidc-provider registers for a brand app: public, code + PKCE only. */
export function clientMetadata(client: ClientConfig): ClientMetadata {
  return {
    client_id: client.clientId,
    client_name: client.clientId,
    token_endpoint_auth_method: 'none',
    // Refresh tokens renew the short-lived access tokens while the identity session lasts (issueRefreshToken).
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${client.origin}/auth/callback`],
    post_logout_redirect_uris: [`${client.origin}/`, `${client.origin}${POST_LOGOUT_PATH}`],
  };
}

/**
 * Whether a sign-out request proves it comes from the signed-in shopper's own brand app: an id_token_hint that
 * oidc-provider has already checked (signature, issuer, a registered client as audience) and that names the account
 * of this browser's session (and its session id, when the token carries one). Such a sign-out is confirmed without
 * asking; anything else (no hint, another shopper's token) gets the two-button question, so a page elsewhere
 * cannot sign a shopper out by sending them to /session/end.
 */
export function logoutHintMatches(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown; sid?: unknown } } | undefined;
  const client = ctx.oidc.client;
  const accountId = ctx.oidc.session?.accountId;
  if (!hint?.payload || !client || !accountId || hint.payload.sub !== accountId) return false;
  const sid = ctx.oidc.session?.sidFor(client.clientId);
  return hint.payload.sid === undefined || sid === undefined || hint.payload.sid === sid;
}

/** The OpenID Connect provider: oidc-provider configured for Forecourt's brand apps and the API. */
export function createProvider(options: ProviderOptions): Provider {
  const audience = options.audience ?? 'forecourt-api';
  const resource = options.resource ?? 'urn:forecourt:api';
  const { accounts } = options;
  const accessTokenTtl = options.accessTokenTtl ?? ACCESS_TOKEN_TTL_SECONDS;

  const resourceServerInfo = {
    scope: API_SCOPE,
    audience,
    accessTokenFormat: 'jwt' as const,
    accessTokenTTL: accessTokenTtl,
    jwt: { sign: { alg: 'RS256' as const } },
  };
  const configuration: Configuration = {
    ...(options.adapter ? { adapter: options.adapter } : {}),
    clients: [...options.clients.map(clientMetadata), CLI_CLIENT],
    jwks: { keys: [options.secrets.signingKey as never] },
    cookies: { keys: [options.secrets.cookieKey] },
    claims: CLAIMS,
    // Seconds. Sessions, grants and refresh tokens last two weeks; a sign-in page an hour; codes a minute.
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      RefreshToken: SESSION_TTL_SECONDS,
    },
    // Every brand app gets a refresh token without asking for offline_access: without that scope oidc-provider
    // binds it to the identity session (expiresWithSession), so it stops working the moment the shopper signs out
    // anywhere, which is what "renewed from the session" means here.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Not rotated: a brand server renews from a sealed HttpOnly cookie that several of the browser's requests carry
    // at once (the page, its API calls), and with rotation the second renewal would replay a used token, which
    // oidc-provider answers by revoking the whole grant: the shopper would be signed out mid-page. The token never
    // reaches page script, is bound to the session and is revoked at sign-out.
    rotateRefreshToken: false,
    responseTypes: ['code'],
    // Every client, public or not, must send a code_challenge (S256 is the only method oidc-provider takes).
    pkce: { required: () => true },
    routes: { jwks: '/jwks' },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Browser clients exchange the code from their own origin: allow exactly the origins of their redirect URIs.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: false },
      introspection: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return resourceServerInfo;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          const clientName = ctx.oidc.client?.clientName ?? ctx.oidc.client?.clientId;
          ctx.body = logoutHintMatches(ctx) ? signingOutPage(form, clientName) : logoutPage(form, clientName);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You are signed out of the Forecourt sign-in service.');
        },
      },
    },
    // `token` is what the claims are for: at the code exchange the authorisation code, which carries the
    // session's auth time; a refresh's ID token carries it too, and the brand servers read the claim only at sign-in.
    findAccount: async (_ctx, sub, token) => {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      const authTime = token && 'authTime' in token ? token.authTime : undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          ...(isNewAccountSignIn(account, authTime) && { [NEW_ACCOUNT_CLAIM]: true }),
          email: account.email,
          // Only the service's own sign-up proves nothing about the mailbox: not verified.
          email_verified: false,
          given_name: account.firstName,
          family_name: account.lastName,
          name: `${account.firstName} ${account.lastName}`.trim(),
          updated_at: Math.floor(account.updatedAt.getTime() / 1000),
          ...(account.phone
            ? { phone_number: `+1${account.phone}`, phone_number_verified: account.phoneVerified }
            : {}),
          ...(account.zip ? { address: { postal_code: account.zip, country: 'US' } } : {}),
        }),
      };
    },
    // The API reads the shopper's e-mail and roles from the access token (TokenVerifier's `email` and `roles`).
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = await accounts.findById(token.accountId);
      if (!account) return undefined;
      return { email: account.email, ...(account.roles.length > 0 ? { roles: account.roles } : {}) };
    },
    renderError: async (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error, out.error_description);
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.registerGrantType(
    PASSWORD_GRANT,
    async (ctx: KoaContextWithOIDC) => {
      const { client, params } = ctx.oidc;
      if (!client || client.clientId !== CLI_CLIENT_ID) throw new errors.UnauthorizedClient();
      const username = typeof params?.username === 'string' ? params.username : '';
      const password = typeof params?.password === 'string' ? params.password : '';
      if (username === '' || password === '')
        throw new errors.InvalidRequest('username and password are required');
      // Before the password is looked at, as on the sign-in form: over the limit, even the right one is refused.
      const admission = await options.signInThrottle?.admit(ctx.ip, username);
      if (admission && !admission.admitted)
        throw new errors.CustomOIDCProviderError('invalid_grant', admission.message);
      const result = await accounts.authenticate(username, password);
      if (!result.success) throw new errors.CustomOIDCProviderError('invalid_grant', WRONG_CREDENTIALS);
      await options.signInThrottle?.succeeded(username);
      if (!result.account.roles.includes(OPERATOR_ROLE))
        throw new errors.CustomOIDCProviderError('invalid_grant', NOT_AN_OPERATOR);
      const accountId = result.account.id;
      const grant = new provider.Grant({ accountId, clientId: client.clientId });
      grant.addResourceScope(resource, API_SCOPE);
      const grantId = await grant.save();
      const token = new provider.AccessToken({
        accountId,
        client,
        grantId,
        gty: PASSWORD_GRANT,
        scope: API_SCOPE,
      });
      token.resourceServer = new provider.ResourceServer(resource, resourceServerInfo);
      const value = await token.save();
      ctx.body = {
        access_token: value,
        token_type: token.tokenType,
        expires_in: token.expiration,
        scope: API_SCOPE,
      };
    },
    ['username', 'password', 'scope'],
  );
  return provider;
}
