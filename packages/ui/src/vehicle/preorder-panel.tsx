import { useId } from 'react';
import { Heading, type HeadingLevel, subLevel } from './heading';
import { type RenderLink, renderAnchor } from './render-link';

/** A trim entry of a pre-order listing (spec 001 section 3: ids containing Trim, with a salePrice). */
export interface PreorderTrim {
  readonly id: string;
  readonly name: string;
  /** Formatted national MSRP of the trim: '$27,150'. */
  readonly msrp: string;
}

/** A dealer that takes custom orders (spec 001 section 7, GET /rest/lsc/customorder/dealers). */
export interface CustomOrderDealer {
  readonly id: string;
  readonly name: string;
  /** 'Austin, TX 78701'. */
  readonly location?: string;
  /** '12 mi away'. */
  readonly distance?: string;
  /** As shown; the link dials its digits. */
  readonly phone?: string;
  /** The dealer's page. */
  readonly href?: string;
}

export interface PreorderPanelProps {
  /** 'year make model' (spec 001 section 3). */
  readonly title: string;
  /** The national MSRP (pricingDetail.salePrice), formatted. */
  readonly nationalMsrp: string;
  readonly image?: { readonly src: string; readonly alt?: string };
  readonly trims: readonly PreorderTrim[];
  readonly dealers: readonly CustomOrderDealer[];
  /**
   * Dealers are loading: "Loading clears listings but keeps trim entries" (spec 001 section 4), so the trims stay.
   */
  readonly loading?: boolean;
  readonly selectedTrimId?: string;
  /** Makes each trim a choice; without it the trims are a plain list. */
  readonly onSelectTrim?: (trim: PreorderTrim) => void;
  /** Starts a custom-order request with a dealer; no button without it. */
  readonly onRequestOrder?: (dealer: CustomOrderDealer) => void;
  readonly renderLink?: RenderLink;
  /** @default 2 */
  readonly headingLevel?: HeadingLevel;
  /** Said where the dealers go when there are none, e.g. a page without a ZIP to search from. @default PREORDER_TEXTS.noDealers */
  readonly noDealersText?: string;
}

export const PREORDER_TEXTS = Object.freeze({
  msrpLabel: 'National MSRP from',
  trimsHeading: 'Trims',
  dealersHeading: 'Dealers that take custom orders',
  loading: 'Finding dealers that take custom orders…',
  noDealers: 'No dealers near you take custom orders for this model yet.',
  requestOrder: 'Request a custom order',
});

/** A new model open for pre-order: national MSRP, its trims, and the dealers that take custom orders. */
export function PreorderPanel({
  title,
  nationalMsrp,
  image,
  trims,
  dealers,
  loading = false,
  selectedTrimId,
  onSelectTrim,
  onRequestOrder,
  renderLink = renderAnchor,
  headingLevel = 2,
  noDealersText = PREORDER_TEXTS.noDealers,
}: PreorderPanelProps) {
  const id = useId();
  const sub = subLevel(headingLevel);
  return (
    <section className="fc-preorder" aria-labelledby={`${id}-title`}>
      <Heading level={headingLevel} id={`${id}-title`} className="fc-preorder__title">
        {title}
      </Heading>
      {image && <img className="fc-preorder__image" src={image.src} alt={image.alt ?? title} />}
      <p className="fc-preorder__msrp">
        {`${PREORDER_TEXTS.msrpLabel} `}
        <strong>{nationalMsrp}</strong>
      </p>
      {trims.length > 0 && (
        <div className="fc-preorder__trims">
          <Heading level={sub}>{PREORDER_TEXTS.trimsHeading}</Heading>
          <ul className="fc-preorder__trim-list">
            {trims.map((trim) => (
              <li key={trim.id} className="fc-preorder__trim">
                {onSelectTrim ? (
                  <button
                    type="button"
                    className="fc-preorder__trim-button"
                    aria-pressed={trim.id === selectedTrimId}
                    onClick={() => onSelectTrim(trim)}
                  >
                    <span>{trim.name}</span> <span>{trim.msrp}</span>
                  </button>
                ) : (
                  <>
                    <span>{trim.name}</span> <span>{trim.msrp}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="fc-preorder__dealers" aria-busy={loading}>
        <Heading level={sub}>{PREORDER_TEXTS.dealersHeading}</Heading>
        <div aria-live="polite">
          {loading && <p>{PREORDER_TEXTS.loading}</p>}
          {!loading && dealers.length === 0 && <p>{noDealersText}</p>}
        </div>
        {!loading && dealers.length > 0 && (
          <ul className="fc-preorder__dealer-list">
            {dealers.map((dealer) => (
              <li key={dealer.id} className="fc-preorder__dealer">
                <p className="fc-preorder__dealer-name">
                  {dealer.href
                    ? renderLink({
                        href: dealer.href,
                        className: 'fc-preorder__dealer-link',
                        children: dealer.name,
                      })
                    : dealer.name}
                </p>
                {(dealer.location || dealer.distance) && (
                  <p className="fc-preorder__dealer-where">
                    {[dealer.location, dealer.distance].filter(Boolean).join(' · ')}
                  </p>
                )}
                {dealer.phone && <a href={`tel:${dealer.phone.replace(/\D/g, '')}`}>{dealer.phone}</a>}
                {onRequestOrder && (
                  <button
                    type="button"
                    className="fc-button"
                    aria-label={`${PREORDER_TEXTS.requestOrder} from ${dealer.name}`}
                    onClick={() => onRequestOrder(dealer)}
                  >
                    {PREORDER_TEXTS.requestOrder}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
