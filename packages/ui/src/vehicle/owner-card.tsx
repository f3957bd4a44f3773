import { useId } from 'react';
import { digitsOnly } from './format';
import { Heading, type HeadingLevel } from './heading';
import { type RenderLink, renderAnchor } from './render-link';

export interface OwnerAddress {
  readonly address1?: string;
  readonly city: string;
  /** Two-letter state code. */
  readonly state: string;
  readonly zip: string;
}

export interface OwnerCardProps {
  /** The display name, already resolved by the page (spec 000 section 9: 'Dealer' for some listings). */
  readonly name: string;
  readonly address?: OwnerAddress;
  /** As shown: '(512) 555-0100'. The link dials its digits. */
  readonly phone?: string;
  /** The dealer's page; the name links there when given. */
  readonly dealerHref?: string;
  /** @default 'See dealer details' */
  readonly dealerLinkText?: string;
  readonly privateSeller?: boolean;
  /** Renders the dealer link with the page's router. @default a plain anchor */
  readonly renderLink?: RenderLink;
  /**
   * Opens the e-mail form. Leave out where the form is hidden (spec 001 section 6: private sellers, hideEmailForm,
   * hyundai e-commerce listings): no button is shown then.
   */
  readonly onEmailOwner?: () => void;
  /** @default 'E-mail seller' */
  readonly emailLabel?: string;
  /** @default 'Seller' */
  readonly heading?: string;
  /** @default 2 */
  readonly headingLevel?: HeadingLevel;
}

/** Who sells the car: name, address, phone, the dealer's page and the e-mail button. */
export function OwnerCard({
  name,
  address,
  phone,
  dealerHref,
  dealerLinkText = 'See dealer details',
  privateSeller = false,
  renderLink = renderAnchor,
  onEmailOwner,
  emailLabel = 'E-mail seller',
  heading = 'Seller',
  headingLevel = 2,
}: OwnerCardProps) {
  const headingId = useId();
  const phoneDigits = phone ? digitsOnly(phone) : '';
  return (
    <section className="fc-owner" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="fc-owner__heading">
        {heading}
      </Heading>
      <p className="fc-owner__name">{name}</p>
      {privateSeller && <p className="fc-owner__tag">Private seller</p>}
      {address && (
        <address className="fc-owner__address">
          {address.address1 && (
            <>
              {address.address1}
              <br />
            </>
          )}
          {`${address.city}, ${address.state} ${address.zip}`}
        </address>
      )}
      <div className="fc-owner__actions">
        {phone && phoneDigits && (
          <a className="fc-owner__phone" href={`tel:${phoneDigits}`}>
            <span className="fc-visually-hidden">Call</span> {phone}
          </a>
        )}
        {dealerHref &&
          renderLink({ href: dealerHref, className: 'fc-owner__link', children: dealerLinkText })}
        {onEmailOwner && (
          <button type="button" className="fc-button" onClick={onEmailOwner}>
            {emailLabel}
          </button>
        )}
      </div>
    </section>
  );
}
