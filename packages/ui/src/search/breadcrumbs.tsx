import { type RenderLink, renderPlainLink } from './link';

export interface BreadcrumbItem {
  readonly label: string;
  /** Left out for the last item, the page shown. */
  readonly href?: string;
}

export interface BreadcrumbsProps {
  /** From the home page to the page shown. */
  readonly items: readonly BreadcrumbItem[];
  /** @default 'Breadcrumb' */
  readonly label?: string;
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

/** The trail to the page shown; the last item is the page itself (aria-current, not a link). */
export function Breadcrumbs({ items, label = 'Breadcrumb', renderLink = renderPlainLink }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav className="fc-breadcrumbs" aria-label={label}>
      <ol className="fc-breadcrumbs__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${item.href ?? ''}`} className="fc-breadcrumbs__item">
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                renderLink({ href: item.href, children: item.label })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
