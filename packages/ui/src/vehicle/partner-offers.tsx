import { useId } from 'react';
import { Heading, type HeadingLevel, subLevel } from './heading';

/** A partner resource card (spec 001 section 3: cmp, epn, image, title, link, sponsoredText). */
export interface PartnerOfferCard {
  /** Stable key: 'dealer-financing', 'instant-cash-offer', ... */
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly image?: { readonly src: string; readonly alt?: string };
  readonly link: { readonly label: string; readonly href: string };
  readonly sponsoredText?: string;
  /** Campaign codes, handed back on click for tracking. */
  readonly cmp?: string;
  readonly epn?: string;
}

export interface PartnerOffersProps {
  /** Shown in the order given: the page applies the spec's order per brand (spec 001 section 9). */
  readonly offers: readonly PartnerOfferCard[];
  /** Called when a card's link is followed. */
  readonly onOfferClick?: (offer: PartnerOfferCard) => void;
  /** Partner sites open in a new window. @default true */
  readonly openInNewWindow?: boolean;
  /** @default 'Offers from our partners' */
  readonly heading?: string;
  /** @default 2 (cards take the next level) */
  readonly headingLevel?: HeadingLevel;
}

/** The partner offers of a vehicle page, as cards. Renders nothing without an offer. */
export function PartnerOffers({
  offers,
  onOfferClick,
  openInNewWindow = true,
  heading = 'Offers from our partners',
  headingLevel = 2,
}: PartnerOffersProps) {
  const headingId = useId();
  if (offers.length === 0) return null;
  return (
    <section className="fc-offers" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="fc-offers__heading">
        {heading}
      </Heading>
      <ul className="fc-offers__list">
        {offers.map((offer) => (
          <li key={offer.id} className="fc-offers__card">
            {offer.image && (
              <img className="fc-offers__image" src={offer.image.src} alt={offer.image.alt ?? ''} />
            )}
            <Heading level={subLevel(headingLevel)} className="fc-offers__title">
              {offer.title}
            </Heading>
            {offer.description && <p className="fc-offers__description">{offer.description}</p>}
            {offer.sponsoredText && <p className="fc-offers__sponsored">{offer.sponsoredText}</p>}
            <a
              className="fc-offers__link"
              href={offer.link.href}
              target={openInNewWindow ? '_blank' : undefined}
              rel={openInNewWindow ? 'noopener noreferrer' : undefined}
              onClick={() => onOfferClick?.(offer)}
            >
              {offer.link.label}
              {/* The spec's hidden "opens in new window" note (spec 001 section 2). */}
              {openInNewWindow && ' '}
              {openInNewWindow && <span className="fc-visually-hidden">(opens in new window)</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
