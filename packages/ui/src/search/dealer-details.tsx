import type { ReactNode } from 'react';
import { addressLines, type DealerAddress, telHref } from './address';
import { countText } from './format';
import { OPENS_IN_NEW_WINDOW, type RenderLink, renderPlainLink } from './link';

export interface DealerHours {
  /** e.g. 'Monday' or 'Mon–Fri'. */
  readonly day: string;
  /** e.g. '9:00 AM – 7:00 PM' or 'Closed'. */
  readonly hours: string;
}

export interface DealerDetailsProps {
  readonly name: string;
  readonly address?: DealerAddress;
  /** Formatted, e.g. '(512) 555-0100'. */
  readonly phone?: string;
  /** The dealer's own site; opens in a new window. */
  readonly website?: string;
  readonly hours?: readonly DealerHours[];
  /** With `inventoryHref`, a link 'See all 42 cars'. */
  readonly inventoryCount?: number;
  readonly inventoryHref?: string;
  /** More content (a description, a map, the dealer's cars). */
  readonly children?: ReactNode;
  /** The dealer's name is the page's main heading. @default 1 */
  readonly headingLevel?: 1 | 2;
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

/** The dealer details page's content: name, address, phone, website, hours, inventory link. */
export function DealerDetails({
  name,
  address,
  phone,
  website,
  hours = [],
  inventoryCount,
  inventoryHref,
  children,
  headingLevel = 1,
  renderLink = renderPlainLink,
}: DealerDetailsProps) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3';
  return (
    <article className="fc-dealer-details">
      <Heading className="fc-dealer-details__name">{name}</Heading>
      {address && (
        <address className="fc-dealer-details__address">
          {addressLines(address).map((line) => (
            <span key={line} className="fc-dealer-details__line">
              {line}
            </span>
          ))}
        </address>
      )}
      {(phone || website) && (
        <ul className="fc-dealer-details__contact">
          {phone && (
            <li>
              <a href={telHref(phone)}>
                <span className="fc-visually-hidden">Call</span> {phone}
              </a>
            </li>
          )}
          {website && (
            <li>
              <a href={website} target="_blank" rel="noopener noreferrer">
                Visit dealer website <span className="fc-visually-hidden">({OPENS_IN_NEW_WINDOW})</span>
              </a>
            </li>
          )}
        </ul>
      )}
      {inventoryCount !== undefined &&
        inventoryHref &&
        renderLink({
          href: inventoryHref,
          className: 'fc-button fc-dealer-details__inventory',
          children: `See all ${countText(inventoryCount, 'car', 'cars')}`,
        })}
      {hours.length > 0 && (
        <section className="fc-dealer-details__hours">
          <Sub>Hours</Sub>
          <dl className="fc-dealer-details__hours-list">
            {hours.map((entry) => (
              <div key={entry.day} className="fc-dealer-details__hours-row">
                <dt>{entry.day}</dt>
                <dd>{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {children}
    </article>
  );
}
