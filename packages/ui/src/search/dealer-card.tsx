import { addressLines, type DealerAddress, telHref } from './address';
import { countText } from './format';
import { type RenderLink, renderPlainLink } from './link';

export interface DealerCardProps {
  readonly name: string;
  /** The dealer details page. */
  readonly href: string;
  readonly address?: DealerAddress;
  /** Formatted, e.g. '(512) 555-0100'. */
  readonly phone?: string;
  /** e.g. '4.2 mi away'. */
  readonly distance?: string;
  /** Cars the dealer has listed; with `inventoryHref` a link 'View 42 cars'. */
  readonly inventoryCount?: number;
  readonly inventoryHref?: string;
  /** @default 3 */
  readonly headingLevel?: 2 | 3 | 4;
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

/** A dealer in the dealer search results. */
export function DealerCard({
  name,
  href,
  address,
  phone,
  distance,
  inventoryCount,
  inventoryHref,
  headingLevel = 3,
  renderLink = renderPlainLink,
}: DealerCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="fc-dealer-card">
      <Heading className="fc-dealer-card__name">
        {renderLink({ href, children: name, className: 'fc-dealer-card__link' })}
      </Heading>
      {distance && <p className="fc-dealer-card__distance">{distance}</p>}
      {address && (
        <address className="fc-dealer-card__address">
          {addressLines(address).map((line) => (
            <span key={line} className="fc-dealer-card__line">
              {line}
            </span>
          ))}
        </address>
      )}
      {phone && (
        <p className="fc-dealer-card__phone">
          <a href={telHref(phone)}>{phone}</a>
        </p>
      )}
      {inventoryCount !== undefined &&
        inventoryHref &&
        renderLink({
          href: inventoryHref,
          className: 'fc-dealer-card__inventory',
          children: (
            <>
              View {countText(inventoryCount, 'car', 'cars')}{' '}
              <span className="fc-visually-hidden">at {name}</span>
            </>
          ),
        })}
    </article>
  );
}
