import { useId } from 'react';
import { type RenderLink, renderPlainLink } from './link';

/** A car the shopper opened (spec 000 s3 recent inventory entry, hydrated with the listing). */
export interface RecentlyViewedItem {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  /** Shown with an empty alt: the title beside it already names the link. */
  readonly imageSrc?: string;
  /** Formatted, e.g. '$18,995'. */
  readonly price?: string;
}

export interface RecentlyViewedListProps {
  readonly items: readonly RecentlyViewedItem[];
  /** @default 'Recently viewed' */
  readonly heading?: string;
  /** @default 'Cars you look at will show here.' */
  readonly emptyText?: string;
  /** @default 2 */
  readonly headingLevel?: 2 | 3;
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

/** Small cards of the cars the shopper looked at, each linking to its details. */
export function RecentlyViewedList({
  items,
  heading = 'Recently viewed',
  emptyText = 'Cars you look at will show here.',
  headingLevel = 2,
  renderLink = renderPlainLink,
}: RecentlyViewedListProps) {
  const Heading = `h${headingLevel}` as const;
  // Named by its heading: a landmark a screen reader lists (and a test finds) as "Recently viewed".
  const headingId = useId();
  return (
    <section className="fc-recently-viewed" aria-labelledby={headingId}>
      <Heading id={headingId} className="fc-recently-viewed__heading">
        {heading}
      </Heading>
      {items.length === 0 ? (
        <p className="fc-recently-viewed__empty">{emptyText}</p>
      ) : (
        <ul className="fc-recently-viewed__list">
          {items.map((item) => (
            <li key={item.id} className="fc-recently-viewed__item">
              {renderLink({
                href: item.href,
                className: 'fc-recently-viewed__link',
                children: (
                  <>
                    {item.imageSrc && (
                      <img className="fc-recently-viewed__image" src={item.imageSrc} alt="" loading="lazy" />
                    )}
                    <span className="fc-recently-viewed__title">{item.title}</span>
                    {item.price && (
                      <>
                        {' '}
                        <span className="fc-recently-viewed__price">{item.price}</span>
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
