import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AccountStore } from '../accounts';
import { messagePage, profilePage } from '../pages/templates';
import { checkProfile } from '../profile-rules';

export const NOT_SIGNED_IN =
  'You are not signed in. Sign in from a Forecourt site, then open your profile again.';

export interface ProfileRouteOptions {
  provider: Provider;
  accounts: AccountStore;
  /** Where "Back to the site" may point: the registered clients' origins. */
  origins: readonly string[];
  /** Signs the form token. */
  secret: string;
}

function text(form: unknown, name: string): string {
  const value = (form as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The hosted profile-edit screen (spec 000 s2): first name, last name, phone, zip. It reads the shopper from the
 * provider's own session cookie; the form carries a token bound to that session (and the cookie is
 * SameSite=Lax), so another site cannot post it.
 */
export function profileRoutes(app: FastifyInstance, options: ProfileRouteOptions): void {
  const { provider, accounts } = options;

  const csrfFor = (sessionUid: string) =>
    createHmac('sha256', options.secret).update(`profile:${sessionUid}`).digest('base64url');

  function safeReturnTo(value: unknown): string | undefined {
    if (typeof value !== 'string' || value === '') return undefined;
    const url = URL.parse(value);
    return url && options.origins.includes(url.origin) ? url.href : undefined;
  }

  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const session = await provider.Session.get(provider.createContext(request.raw, reply.raw));
    const account = session.accountId ? await accounts.findById(session.accountId) : undefined;
    return account ? { account, csrf: csrfFor(session.uid) } : undefined;
  }

  function notSignedIn(reply: FastifyReply) {
    return reply.code(401).type('text/html').send(messagePage('Your profile', NOT_SIGNED_IN));
  }

  app.get('/profile', async (request, reply) => {
    const current = await signedIn(request, reply);
    if (!current) return notSignedIn(reply);
    const { account, csrf } = current;
    const query = request.query as Record<string, unknown>;
    return reply.type('text/html').send(
      profilePage({
        email: account.email,
        values: account,
        csrf,
        returnTo: safeReturnTo(query.return_to),
        saved: query.saved === '1',
      }),
    );
  });

  app.post('/profile', async (request, reply) => {
    const current = await signedIn(request, reply);
    if (!current) return notSignedIn(reply);
    const { account, csrf } = current;
    const given = Buffer.from(text(request.body, 'csrf'));
    const expected = Buffer.from(csrf);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply
        .code(403)
        .type('text/html')
        .send(messagePage('Your profile', 'This form has expired. Open your profile again and resubmit.'));
    const returnTo = safeReturnTo(text(request.body, 'return_to'));
    const input = {
      firstName: text(request.body, 'firstName'),
      lastName: text(request.body, 'lastName'),
      phone: text(request.body, 'phone'),
      zip: text(request.body, 'zip'),
    };
    const checked = checkProfile(account, input);
    if (!checked.success)
      return reply
        .code(400)
        .type('text/html')
        .send(
          profilePage({
            email: account.email,
            values: { ...input, phoneVerified: false },
            csrf,
            returnTo,
            errors: checked.errors,
          }),
        );
    await accounts.updateProfile(account.id, checked.profile);
    const next = new URLSearchParams({ saved: '1', ...(returnTo ? { return_to: returnTo } : {}) });
    return reply.redirect(`/profile?${next}`, 303);
  });
}
