import { formatCount } from './format';
import { type RenderLink, renderPlainLink } from './link';

export interface ResultCategory {
  readonly key: string;
  readonly label: string;
  /** Listings in the category, shown as '(12)'. */
  readonly count?: number;
  /** A link when given (crawlable), else a button that calls `onSelect`. */
  readonly href?: string;
}

/** Spec 001 s2: "Active category defaults to All Results." */
export const ALL_RESULTS_CATEGORY: ResultCategory = { key: 'all', label: 'All Results' };

export interface CategoryTabsProps {
  /** All Results is put first when the list lacks it. @default [ALL_RESULTS_CATEGORY] */
  readonly categories?: readonly ResultCategory[];
  /** @default ALL_RESULTS_CATEGORY.key */
  readonly activeKey?: string;
  readonly onSelect?: (key: string) => void;
  /** @default 'Result categories' */
  readonly label?: string;
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

/**
 * The results' categories (All Results, ...). Links or toggle buttons rather than an ARIA tab list: each one
 * changes the search, not a panel on the page.
 */
export function CategoryTabs({
  categories = [ALL_RESULTS_CATEGORY],
  activeKey = ALL_RESULTS_CATEGORY.key,
  onSelect,
  label = 'Result categories',
  renderLink = renderPlainLink,
}: CategoryTabsProps) {
  const all = categories.some((category) => category.key === ALL_RESULTS_CATEGORY.key)
    ? categories
    : [ALL_RESULTS_CATEGORY, ...categories];
  // An unknown active key falls back to the spec's default rather than leaving no category active.
  const active = all.some((category) => category.key === activeKey) ? activeKey : ALL_RESULTS_CATEGORY.key;
  return (
    <nav className="fc-category-tabs" aria-label={label}>
      <ul className="fc-category-tabs__list">
        {all.map((category) => {
          const selected = category.key === active;
          const className = selected
            ? 'fc-category-tabs__tab fc-category-tabs__tab--active'
            : 'fc-category-tabs__tab';
          const text = (
            <>
              {category.label}
              {category.count !== undefined && (
                <>
                  {' '}
                  <span className="fc-category-tabs__count">({formatCount(category.count)})</span>
                </>
              )}
            </>
          );
          return (
            <li key={category.key}>
              {category.href ? (
                renderLink({
                  href: category.href,
                  className,
                  'aria-current': selected ? 'page' : undefined,
                  children: text,
                })
              ) : (
                <button
                  type="button"
                  className={className}
                  aria-pressed={selected}
                  onClick={() => onSelect?.(category.key)}
                >
                  {text}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
