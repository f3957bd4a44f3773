import { useId } from 'react';
import { countText } from './format';
import { type RenderLink, renderPlainLink } from './link';

/** Spec 000 s3 recent search entry: url, heading, subHeading, optionally totalResultCount. */
export interface RecentSearchItem {
  /** Unique in the list (the url will do). */
  readonly key: string;
  /** The search's canonical path plus query string. */
  readonly href: string;
  /** e.g. 'Used Honda Civic'. */
  readonly heading: string;
  /** e.g. 'Austin, TX 78701 · Under $20,000'. */
  readonly subHeading?: string;
  readonly totalResultCount?: number;
}

export interface RecentSearchesListProps {
  readonly items: readonly RecentSearchItem[];
  /** Shows a 'Clear' button when given (and the list is not empty). */
  readonly onClear?: () => void;
  /** @default 'Recent searches' */
  readonly heading?: string;
  /** @default 'Your recent searches will show here.' */
  readonly emptyText?: string;
  /** @default 2 */
  readonly headingLevel?: 2 | 3;
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

/** The shopper's recent searches, newest first as given, each a link that runs it again. */
export function RecentSearchesList({
  items,
  onClear,
  heading = 'Recent searches',
  emptyText = 'Your recent searches will show here.',
  headingLevel = 2,
  renderLink = renderPlainLink,
}: RecentSearchesListProps) {
  const Heading = `h${headingLevel}` as const;
  // Named by its heading: a landmark a screen reader lists (and a test finds) as "Recent searches".
  const headingId = useId();
  return (
    <section className="fc-recent-searches" aria-labelledby={headingId}>
      <div className="fc-recent-searches__header">
        <Heading id={headingId} className="fc-recent-searches__heading">
          {heading}
        </Heading>
        {onClear && items.length > 0 && (
          <button type="button" className="fc-button fc-button--secondary" onClick={onClear}>
            Clear <span className="fc-visually-hidden">recent searches</span>
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="fc-recent-searches__empty">{emptyText}</p>
      ) : (
        <ul className="fc-recent-searches__list">
          {items.map((item) => (
            <li key={item.key} className="fc-recent-searches__item">
              {renderLink({
                href: item.href,
                className: 'fc-recent-searches__link',
                children: (
                  <>
                    <span className="fc-recent-searches__title">{item.heading}</span>
                    {/* The spaces keep the link's accessible name readable where CSS stacks the parts. */}
                    {item.subHeading && (
                      <>
                        {' '}
                        <span className="fc-recent-searches__sub">{item.subHeading}</span>
                      </>
                    )}
                    {item.totalResultCount !== undefined && (
                      <>
                        {' '}
                        <span className="fc-recent-searches__count">
                          {countText(item.totalResultCount, 'result', 'results')}
                        </span>
                      </>
                    )}
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
