import type { ReactNode } from 'react';
import { formatCount } from './format';
import { type RenderLink, renderPlainLink } from './link';

export interface SiteHeaderNavLink {
  readonly href: string;
  readonly label: string;
  /** Marks the link of the page shown (`aria-current="page"`). */
  readonly current?: boolean;
}

/** A count link in the header: saved items, unread notifications, cars I own, compare. */
export interface SiteHeaderCount {
  readonly href: string;
  /** The visible label, e.g. 'Saved'. */
  readonly label: string;
  readonly count: number;
  /**
   * How a screen reader reads it. It must contain the visible words and count in order (WCAG 2.5.3 label in
   * name; axe-core checks it), e.g. 'Notifications, 2 unread'. @default '{label}, {count}'
   */
  readonly accessibleLabel?: string;
}

export interface SiteHeaderProps {
  /** The brand name as text, or a logo node (give it its own alt text). */
  readonly brand: ReactNode;
  /** @default '/' */
  readonly brandHref?: string;
  readonly navLinks?: readonly SiteHeaderNavLink[];
  /** Saved vehicles and searches. */
  readonly saved?: SiteHeaderCount;
  /** Spec 000 s3 psxNotificationsCount (a string there, default "0"): pass it as a number. */
  readonly notifications?: SiteHeaderCount;
  /** Spec 000 s3 myCarsCount, the cars-I-own count. */
  readonly myCars?: SiteHeaderCount;
  /** The compare list; the badge shows how many cars it holds. */
  readonly compare?: SiteHeaderCount;
  readonly signedIn?: boolean;
  /** Greets a signed-in shopper ('Hi, Dana'); without it the header just offers 'Sign out'. */
  readonly userName?: string;
  /** Where a signed-in shopper edits their profile; a 'Profile' link beside the greeting. @default none */
  readonly profileHref?: string;
  /** A sign-in button calls this; without it and without `signInHref` no sign-in control is shown. */
  readonly onSignIn?: () => void;
  readonly signInHref?: string;
  readonly onSignOut?: () => void;
  readonly signOutHref?: string;
  /** More header controls (a wallet button, a brand switch), after the counts. */
  readonly actions?: ReactNode;
  /** The id of the page's main element, the skip link's target. @default 'main-content' */
  readonly mainId?: string;
  /** @default 'Skip to content' */
  readonly skipLinkLabel?: string;
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

export const SKIP_TO_CONTENT = 'Skip to content';

/** The page shell's header (spec 002 s2: a header appears on every page; the brand picks which). */
export function SiteHeader({
  brand,
  brandHref = '/',
  navLinks = [],
  saved,
  notifications,
  myCars,
  compare,
  signedIn = false,
  userName,
  profileHref,
  onSignIn,
  signInHref,
  onSignOut,
  signOutHref,
  actions,
  mainId = 'main-content',
  skipLinkLabel = SKIP_TO_CONTENT,
  renderLink = renderPlainLink,
}: SiteHeaderProps) {
  const counts = [saved, notifications, myCars, compare].filter((count) => count !== undefined);
  return (
    <header className="fc-site-header">
      {/* An in-page anchor, never a router link: it only moves focus. */}
      <a className="fc-site-header__skip" href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      <div className="fc-site-header__bar">
        <div className="fc-site-header__brand">{renderLink({ href: brandHref, children: brand })}</div>
        {navLinks.length > 0 && (
          <nav className="fc-site-header__nav" aria-label="Main">
            <ul className="fc-site-header__list">
              {navLinks.map((link) => (
                <li key={link.href}>
                  {renderLink({
                    href: link.href,
                    children: link.label,
                    className: 'fc-site-header__link',
                    'aria-current': link.current ? 'page' : undefined,
                  })}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="fc-site-header__tools">
          {counts.map((item) => (
            <span key={item.label} className="fc-site-header__count">
              {renderLink({
                href: item.href,
                className: 'fc-site-header__link',
                'aria-label': item.accessibleLabel ?? `${item.label}, ${formatCount(item.count)}`,
                children: (
                  <>
                    {item.label}
                    {/* A space between the words and the count: the visible text reads "Compare 3", as the name does. */}
                    {item.count > 0 && ' '}
                    {item.count > 0 && (
                      <span className="fc-site-header__badge" aria-hidden="true">
                        {formatCount(item.count)}
                      </span>
                    )}
                  </>
                ),
              })}
            </span>
          ))}
          {actions}
          <AccountControl
            signedIn={signedIn}
            userName={userName}
            {...(profileHref !== undefined && { profileHref })}
            onSignIn={onSignIn}
            signInHref={signInHref}
            onSignOut={onSignOut}
            signOutHref={signOutHref}
            renderLink={renderLink}
          />
        </div>
      </div>
    </header>
  );
}

type AccountControlProps = Pick<
  SiteHeaderProps,
  'signedIn' | 'userName' | 'profileHref' | 'onSignIn' | 'signInHref' | 'onSignOut' | 'signOutHref'
> & { readonly renderLink: RenderLink };

function AccountControl({
  signedIn,
  userName,
  profileHref,
  onSignIn,
  signInHref,
  onSignOut,
  signOutHref,
  renderLink,
}: AccountControlProps) {
  const label = signedIn ? 'Sign out' : 'Sign in';
  const onClick = signedIn ? onSignOut : onSignIn;
  const href = signedIn ? signOutHref : signInHref;
  let control: ReactNode = null;
  if (onClick) {
    control = (
      <button type="button" className="fc-button fc-button--secondary" onClick={onClick}>
        {label}
      </button>
    );
  } else if (href) {
    control = renderLink({ href, children: label, className: 'fc-site-header__link' });
  }
  return (
    <span className="fc-site-header__account">
      {signedIn && userName && <span className="fc-site-header__greeting">Hi, {userName}</span>}
      {/* A plain link: the profile form is the login service's page, not one of the router's. */}
      {signedIn && profileHref && (
        <a className="fc-site-header__link fc-site-header__profile" href={profileHref}>
          Profile
        </a>
      )}
      {control}
    </span>
  );
}
