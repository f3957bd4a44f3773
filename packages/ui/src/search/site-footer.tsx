import type { ReactNode } from 'react';
import { type RenderLink, renderPlainLink } from './link';

export interface SiteFooterLink {
  readonly href: string;
  readonly label: string;
}

export interface SiteFooterSection {
  readonly title: string;
  readonly links: readonly SiteFooterLink[];
}

export interface SiteFooterProps {
  /** Link columns (about, research, legal pages: visitor agreement, privacy, accessibility statement, sitemap). */
  readonly sections?: readonly SiteFooterSection[];
  /** The legal line, e.g. '© 2025 Forecourt'. The caller prints the year: a server and a browser near midnight on
   * New Year's Eve would disagree. */
  readonly copyright?: ReactNode;
  /** Anything more under the links (a brand's disclaimer). */
  readonly children?: ReactNode;
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

/** The page shell's footer (spec 002 s2: a footer appears on every page). */
export function SiteFooter({
  sections = [],
  copyright,
  children,
  renderLink = renderPlainLink,
}: SiteFooterProps) {
  return (
    <footer className="fc-site-footer">
      {sections.length > 0 && (
        <nav className="fc-site-footer__nav" aria-label="Footer">
          {sections.map((section) => (
            <section key={section.title} className="fc-site-footer__section">
              <h2 className="fc-site-footer__title">{section.title}</h2>
              <ul className="fc-site-footer__list">
                {section.links.map((link) => (
                  <li key={link.href}>{renderLink({ href: link.href, children: link.label })}</li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}
      {children}
      {copyright && <p className="fc-site-footer__copyright">{copyright}</p>}
    </footer>
  );
}
