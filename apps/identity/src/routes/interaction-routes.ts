import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AccountStore } from '../accounts';
import { signUpLoginTs } from '../new-account-claim';
import { messagePage, signInPage, signUpPage } from '../pages/templates';
import { checkSignUp } from '../profile-rules';
import type { SignInThrottle } from '../sign-in-throttle';
import type { SignUpLimiter } from '../sign-up-limits';

type Form = Record<string, string | string[] | undefined>;

function text(form: unknown, name: string): string {
  const value = (form as Form | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

export const INTERACTION_EXPIRED =
  'This sign-in page has expired or was opened in another browser. Go back to the site and sign in again.';

/**
 * The login and consent prompts of oidc-provider's interaction flow. The interaction id in the path and the
 * signed, SameSite=Lax `_interaction` cookie it goes with are the CSRF protection: a form posted from another
 * site arrives without the cookie, and `interactionDetails` refuses it.
 */
export function interactionRoutes(
  app: FastifyInstance,
  provider: Provider,
  accounts: AccountStore,
  signUpLimiter: SignUpLimiter,
  signInThrottle: SignInThrottle,
): void {
  async function details(request: FastifyRequest, reply: FastifyReply) {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      const { uid } = request.params as { uid: string };
      // The cookie belongs to one interaction: a path naming another one is a forged or stale form.
      return interaction.uid === uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  }

  function expired(reply: FastifyReply) {
    return reply.code(400).type('text/html').send(messagePage('Sign-in expired', INTERACTION_EXPIRED));
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.redirect(returnTo, 303);
  }

  app.get('/interaction/:uid', async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return expired(reply);
    if (interaction.prompt.name === 'login') {
      const hint = interaction.params.login_hint;
      return reply.type('text/html').send(
        signInPage({
          uid: interaction.uid,
          clientName: String(interaction.params.client_id ?? ''),
          ...(typeof hint === 'string' ? { email: hint } : {}),
        }),
      );
    }
    // Consent: every registered client is one of our own brand apps, so what it asks for is granted.
    const accountId = interaction.session?.accountId;
    if (!accountId) return expired(reply);
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    if (!grant) return expired(reply);
    const missing = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return reply.redirect(returnTo, 303);
  });

  app.post('/interaction/:uid/login', async (request, reply) => {
    const interaction = await details(request, reply);
    if (interaction?.prompt.name !== 'login') return expired(reply);
    const email = text(request.body, 'email').trim();
    // Before the password is looked at: over the limit, even the right password is refused.
    const admission = await signInThrottle.admit(request.ip, email);
    if (!admission.admitted)
      return reply
        .code(429)
        .header('retry-after', String(admission.retryAfterSeconds))
        .type('text/html')
        .send(signInPage({ uid: interaction.uid, email, error: admission.message }));
    const result = await accounts.authenticate(email, text(request.body, 'password'));
    if (!result.success)
      return reply
        .code(401)
        .type('text/html')
        .send(signInPage({ uid: interaction.uid, email, error: result.message }));
    await signInThrottle.succeeded(email);
    return finish(request, reply, { login: { accountId: result.account.id } });
  });

  app.get('/interaction/:uid/sign-up', async (request, reply) => {
    const interaction = await details(request, reply);
    if (interaction?.prompt.name !== 'login') return expired(reply);
    return reply.type('text/html').send(signUpPage({ uid: interaction.uid }));
  });

  app.post('/interaction/:uid/sign-up', async (request, reply) => {
    const interaction = await details(request, reply);
    if (interaction?.prompt.name !== 'login') return expired(reply);
    const values = {
      email: text(request.body, 'email'),
      password: text(request.body, 'password'),
      firstName: text(request.body, 'firstName'),
      lastName: text(request.body, 'lastName'),
    };
    const shown = { email: values.email, firstName: values.firstName, lastName: values.lastName };
    const checked = checkSignUp(values);
    if (!checked.success)
      return reply
        .code(400)
        .type('text/html')
        .send(signUpPage({ uid: interaction.uid, values: shown, errors: checked.errors }));
    // Limits count sign-ups that would reach the accounts table: a form with mistakes in it costs nothing.
    const admission = await signUpLimiter.admit(request.ip, checked.account.email);
    if (!admission.admitted)
      return reply
        .code(429)
        .header('retry-after', String(admission.retryAfterSeconds))
        .type('text/html')
        .send(signUpPage({ uid: interaction.uid, values: shown, error: admission.message }));
    const created = await accounts.create(checked.account);
    if (!created.success)
      return reply
        .code(409)
        .type('text/html')
        .send(signUpPage({ uid: interaction.uid, values: shown, error: created.message }));
    // Signed in at the account's creation: the ID token's new_account claim tells the brand app to welcome them.
    return finish(request, reply, {
      login: { accountId: created.account.id, ts: signUpLoginTs(created.account) },
    });
  });
}
