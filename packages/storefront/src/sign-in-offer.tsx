import { COOKIES } from '@forecourt/brand';
import { SignInPrompt } from '@forecourt/ui';
import { useState } from 'react';
import { useRouter } from './router';
import { SIGN_IN_OFFER_DISMISS_PATH } from './sign-in-offer-path';
import { siteConfigOf } from './storefront-config';
import { useEnvironment } from './storefront-environment';

/**
 * "Sign-in is offered only on the blue-book brand path" (spec 002 s4): the brand's site configuration says so
 * (`signInPrompt`). Anonymous shoppers only, never bots, and not for a day after "Not now" (spec 002 s9:
 * "One-tap sign-in suppression cookie: 86400 s"). Rendered by the server too, which reads the same cookie from the
 * request: an offer that appeared after hydration became a phone's largest paint, seconds late (issue 11's LCP).
 * So "Not now" is a form the brand server answers (same cookie, then back to this page) for a tap before the
 * page's script has loaded, which is after the first paint; once hydrated, the page sets the cookie itself.
 */
export function SignInOffer({ signInHref }: { signInHref: string }) {
  const { bot, config, cookies, session } = useEnvironment();
  const { location } = useRouter();
  const [dismissed, setDismissed] = useState(false);
  const offered =
    siteConfigOf(config).signInPrompt &&
    !bot &&
    !session.signedIn &&
    !dismissed &&
    !cookies?.get(COOKIES.oneTapSuppressed.name);
  if (!offered) return null;
  return (
    <SignInPrompt
      siteName={config.siteName}
      signInHref={signInHref}
      dismissAction={SIGN_IN_OFFER_DISMISS_PATH}
      returnTo={location.pathname + location.search}
      onDismiss={() => {
        cookies?.set(COOKIES.oneTapSuppressed.name, '1');
        setDismissed(true);
      }}
    />
  );
}
