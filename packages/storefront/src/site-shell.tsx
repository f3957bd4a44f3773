import './site-notices.css';
import { GlobalAlertBanner, SiteFooter, SiteHeader, Toast } from '@forecourt/ui';
import type { ReactNode } from 'react';
import { CompareDrawerBar } from './compare-drawer';
import { useClientState } from './hooks/use-client-state';
import { ALL_CARS_PATH, CARMAKER_PAGES_PATH, COMPARE_PATH, SAVED_PATH } from './page-route';
import { PROFILE_PATH } from './profile-path';
import { renderLink } from './render-link';
import { useRouter } from './router';
import { SavedItemsOverlays } from './saved-items-overlays';
import { SignInOffer } from './sign-in-offer';
import { siteConfigOf } from './storefront-config';
import { useEnvironment } from './storefront-environment';
import { WalletDrawer } from './wallet-drawer';
import { WalletSyncNotice } from './wallet-sync-notice';

export const MAIN_ID = 'main-content';

const cars = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`;

/**
 * Signs out of the brand and of identity: the brand server clears its session and answers with identity's
 * end-session URL, which ends the identity session and comes back to the site. A fetch (same-origin, so the server's
 * cross-site check lets it through) and a navigation, rather than a form post: the site's CSP lets forms post only
 * to itself, and Chromium holds a form's whole redirect chain to that.
 */
async function signOut(clearProfile: () => Promise<void>) {
  await clearProfile();
  let location = '/';
  try {
    const reply = await fetch('/auth/logout', { method: 'POST', headers: { accept: 'application/json' } });
    const body: unknown = reply.ok ? await reply.json() : undefined;
    const next = (body as { location?: unknown } | undefined)?.location;
    if (typeof next === 'string') location = next;
  } catch {
    // The brand server did not answer: home, where the session it could not clear still shows.
  }
  window.location.assign(location);
}

/** The frame of every page: header with the shopper's counts and sign-in, alerts, wallet, the page, the footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { config, session, stores } = useEnvironment();
  const savedCount = useClientState(stores.savedItems, (state) => state.savedListings.length, 0);
  const unread = useClientState(stores.savedItems, (state) => Number(state.psxNotificationsCount) || 0, 0);
  const myCars = useClientState(stores.savedItems, (state) => state.myCarsCount, 0);
  // The greeting reads the profile the store loaded (userinfo, spec 000 s4 "Login hydration") once it has one: the
  // session's name is the one signed in with, stale after a profile edit (issue 30).
  const firstName = useClientState(
    stores.savedItems,
    (state) => state.profile?.firstName?.trim() || undefined,
    undefined,
  );
  const compareCount = useClientState(stores.compare, (state) => state.activeResults.length, 0);
  const alert = useClientState(stores.savedItems, (state) => state.globalAlert, null);
  const toast = useClientState(stores.savedItems, (state) => state.showToast, false);
  const savedItems = stores.savedItems.getState();
  const { location } = useRouter();
  const returnTo = location.pathname + location.search;
  const signInHref = `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
  const site = siteConfigOf(config);
  // Legal and about pages the brand publishes (the carmaker brand's, spec 001 s2), landing page aside.
  const brandPages = Object.entries(config.contentPages ?? {}).flatMap(([slug, content]) =>
    content && slug !== 'landing-page'
      ? [{ href: `${CARMAKER_PAGES_PATH}/${slug}`, label: content.title }]
      : [],
  );

  return (
    <>
      <SiteHeader
        brand={config.siteName}
        mainId={MAIN_ID}
        renderLink={renderLink}
        navLinks={[
          { href: ALL_CARS_PATH, label: 'Cars for sale' },
          { href: site.dealerBasePath, label: 'Dealers' },
        ]}
        saved={{
          href: SAVED_PATH,
          label: 'Saved',
          count: savedCount,
          accessibleLabel: `Saved, ${cars(savedCount)}`,
        }}
        compare={{
          href: COMPARE_PATH,
          label: 'Compare',
          count: compareCount,
          accessibleLabel: `Compare, ${cars(compareCount)}`,
        }}
        {...(session.signedIn && {
          notifications: {
            href: SAVED_PATH,
            label: 'Notifications',
            count: unread,
            // The name holds the visible words and count in order (WCAG 2.5.3 label in name).
            accessibleLabel: `Notifications, ${unread} unread`,
          },
          myCars: {
            href: SAVED_PATH,
            label: 'Cars I own',
            count: myCars,
          },
        })}
        actions={<WalletDrawer />}
        signedIn={session.signedIn}
        {...(session.email && { userName: firstName ?? session.name ?? session.email })}
        // "Two brands share the account features" (spec 000 s1): elsewhere saves stay quick-saves in the browser.
        {...(site.accountFeatures && {
          signInHref,
          profileHref: `${PROFILE_PATH}?returnTo=${encodeURIComponent(returnTo)}`,
          onSignOut: () => void signOut(savedItems.clearProfile),
        })}
      />
      <SignInOffer signInHref={signInHref} />
      {alert && (
        <GlobalAlertBanner
          kind={alert.kind}
          text={alert.text}
          onDismiss={() => savedItems.dismissGlobalAlert()}
        />
      )}
      {/* Over the page, not in its flow: the sync alert appears after hydration (site-notices.css). */}
      <div className="fc-site-notices">
        <WalletSyncNotice />
      </div>
      <main id={MAIN_ID} className="fc-main" tabIndex={-1}>
        {children}
      </main>
      <CompareDrawerBar />
      <SavedItemsOverlays />
      <Toast
        open={toast}
        message="Saved. We will e-mail you when new cars match."
        onDismiss={() => savedItems.hideToast()}
      />
      <SiteFooter
        renderLink={renderLink}
        sections={[
          {
            title: config.siteName,
            links: [
              { href: ALL_CARS_PATH, label: 'Cars for sale' },
              { href: site.dealerBasePath, label: 'Find a dealer' },
              { href: COMPARE_PATH, label: 'Compare cars' },
            ],
          },
          ...(brandPages.length > 0 ? [{ title: 'About', links: brandPages }] : []),
        ]}
      />
    </>
  );
}
