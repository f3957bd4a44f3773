import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** What every link in these components passes on; the app's `renderLink` can hand it to a router link. */
export interface LinkRenderProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  readonly href: string;
  readonly children: ReactNode;
}

/**
 * Renders a link. Spec 001 s2: links under the shopping base path are client-side links, external ones plain
 * anchors; that choice is the app's, so components never pick a router themselves.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** The default `renderLink`: a plain `<a>`, which is also what crawlers and server rendering need. */
export const renderPlainLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/** Spec 002 s2: 'A hidden "opens in new window" note exists.' */
export const OPENS_IN_NEW_WINDOW = 'opens in new window';
