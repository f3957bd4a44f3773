import { formatCount } from './format';
import { type RenderLink, renderPlainLink } from './link';

export interface PaginationProps {
  /** The page shown, from 1. */
  readonly page: number;
  readonly pageCount: number;
  /** The URL of a page: real hrefs, so crawlers follow every page. */
  readonly hrefForPage: (page: number) => string;
  /** Pages shown on each side of the current one (first and last are always shown). @default 1 */
  readonly siblings?: number;
  /** @default 'Pagination' */
  readonly label?: string;
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

/** The page numbers to show, with 'gap' where pages are left out: [1, 'gap', 4, 5, 6, 'gap', 20]. */
export function pageWindow(page: number, pageCount: number, siblings = 1): readonly (number | 'gap')[] {
  const shown = new Set([1, pageCount]);
  for (let near = page - siblings; near <= page + siblings; near += 1) {
    if (near >= 1 && near <= pageCount) shown.add(near);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const [index, current] of pages.entries()) {
    const previous = pages[index - 1];
    // A gap of one page shows that page instead of an ellipsis: as short, and one click less.
    if (previous !== undefined && current - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && current - previous > 2) items.push('gap');
    items.push(current);
  }
  return items;
}

/** Previous, page numbers and next, as links. Nothing is rendered for a single page. */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  siblings = 1,
  label = 'Pagination',
  renderLink = renderPlainLink,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items = pageWindow(current, pageCount, siblings);
  return (
    <nav className="fc-pagination" aria-label={label}>
      <ul className="fc-pagination__list">
        <li>
          {current > 1 ? (
            renderLink({
              href: hrefForPage(current - 1),
              rel: 'prev',
              className: 'fc-pagination__step',
              children: 'Previous',
            })
          ) : (
            // Kept for the layout only: a link to nowhere would be a dead stop for Tab and screen readers.
            <span className="fc-pagination__step fc-pagination__step--disabled" aria-hidden="true">
              Previous
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-after-${items[index - 1]}`} className="fc-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {renderLink({
                href: hrefForPage(item),
                className:
                  item === current
                    ? 'fc-pagination__page fc-pagination__page--current'
                    : 'fc-pagination__page',
                'aria-current': item === current ? 'page' : undefined,
                'aria-label': `Page ${formatCount(item)}`,
                children: formatCount(item),
              })}
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            renderLink({
              href: hrefForPage(current + 1),
              rel: 'next',
              className: 'fc-pagination__step',
              children: 'Next',
            })
          ) : (
            <span className="fc-pagination__step fc-pagination__step--disabled" aria-hidden="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
