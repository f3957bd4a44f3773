import { type ReactNode, useId } from 'react';
import { preload } from 'react-dom';
import {
  COMPARE_MAX,
  DEAL_BAND_LABELS,
  DEAL_LABELS,
  type DealBand,
  type DealIndicator,
} from '../shared/deal';
import { type RenderLink, renderPlainLink } from './link';

/** Spec 000 s3: pricingDetail.dealIndicator ('Great' or 'Good'). */

/** Spec 001 s9: "Compare maximum 5". */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} cars. Remove one to add this car.`;

export interface ListingCardProps {
  readonly id: string;
  /** The derived title (`listingTitle` of @forecourt/listings), e.g. 'Used 2019 Honda Civic EX'. */
  readonly title: string;
  /** The vehicle details page. */
  readonly href: string;
  readonly imageSrc?: string;
  /** @default the title */
  readonly imageAlt?: string;
  /** Formatted with its currency symbol, e.g. '$18,995'. Without it the card says 'Contact for price'. */
  readonly price?: string;
  /** Formatted, e.g. '32,150 mi'. */
  readonly mileage?: string;
  /** The car's condition in words: 'Used', 'Certified by the maker' (`CONDITION_NAMES` of @forecourt/listings). */
  readonly condition?: string;
  readonly dealIndicator?: DealIndicator;
  /**
   * The market price model's band (issue 33); when given it is shown instead of `dealIndicator`, every band
   * in words, `NotRated` as 'Price not rated'. @default none: the card shows `dealIndicator`, if any
   */
  readonly dealBand?: DealBand;
  /** Spec 001 s3 isReducedPrice. */
  readonly reducedPrice?: boolean;
  /** The estimated payment for the shopper's wallet, formatted, e.g. '$312'; shown as 'Est. $312/mo'. */
  readonly monthlyPayment?: string;
  /**
   * How the car sits against the shopper's wallet budget (a monthly payment or a total price): shown as 'Within
   * your budget' or 'Over your budget'. @default none, no budget
   */
  readonly budgetFit?: 'within' | 'over';
  /** The owner's display name (`ownerDisplayName`: 'Dealer' for low tiers). */
  readonly ownerName?: string;
  /** e.g. 'Austin, TX'. */
  readonly location?: string;
  /** e.g. '12 mi away'. */
  readonly distance?: string;
  /** The save toggle the page builds (it knows the saved state and the quick-save rules). */
  readonly saveSlot?: ReactNode;
  /** Shows the compare toggle when given. */
  readonly onCompareToggle?: (id: string, selected: boolean) => void;
  readonly compareSelected?: boolean;
  /** The compare list is full: the toggle is disabled for a car not in it, and says why. */
  readonly compareFull?: boolean;
  /** @default COMPARE_FULL_MESSAGE */
  readonly compareFullMessage?: string;
  /** @default 3 (under the results heading, an h2) */
  readonly headingLevel?: 2 | 3 | 4;
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
  /**
   * The card is on screen as the page first paints (the first result): its photo is fetched at once and first,
   * not lazily, because on a phone it is the page's largest paint. @default false
   */
  readonly firstInView?: boolean;
}

/** One result of the search: photo, title, price, deal, owner, and the save and compare controls. */
export function ListingCard({
  id,
  title,
  href,
  imageSrc,
  imageAlt,
  price,
  mileage,
  condition,
  dealIndicator,
  dealBand,
  reducedPrice = false,
  monthlyPayment,
  budgetFit,
  ownerName,
  location,
  distance,
  saveSlot,
  onCompareToggle,
  compareSelected = false,
  compareFull = false,
  compareFullMessage = COMPARE_FULL_MESSAGE,
  headingLevel = 3,
  renderLink = renderPlainLink,
  firstInView = false,
}: ListingCardProps) {
  // Named in the document's head as well, so its request starts before the parser reaches the card.
  if (firstInView && imageSrc) preload(imageSrc, { as: 'image', fetchPriority: 'high' });
  const Heading = `h${headingLevel}` as const;
  const compareBlocked = compareFull && !compareSelected;
  const uid = useId();
  const titleId = `${uid}-title`;
  const reasonId = `${uid}-compare-reason`;
  const place = [location, distance].filter(Boolean).join(' · ');
  return (
    <article className="fc-listing-card" aria-labelledby={titleId}>
      <div className="fc-listing-card__media">
        {imageSrc ? (
          <img
            className="fc-listing-card__image"
            src={imageSrc}
            alt={imageAlt ?? title}
            {...(firstInView ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          />
        ) : (
          <div className="fc-listing-card__no-image">No photo yet</div>
        )}
        {dealBand ? (
          // Text, not colour alone, carries the band (the colour only repeats it).
          <span
            className={`fc-listing-card__deal fc-listing-card__deal--${dealBand.toLowerCase()}`}
            {...(dealBand === 'NotRated' && { title: 'Not enough similar cars to rate this price' })}
          >
            {DEAL_BAND_LABELS[dealBand]}
          </span>
        ) : (
          dealIndicator && (
            // Text, not colour alone, carries the deal (the colour only repeats it).
            <span className={`fc-listing-card__deal fc-listing-card__deal--${dealIndicator.toLowerCase()}`}>
              {DEAL_LABELS[dealIndicator]}
            </span>
          )
        )}
      </div>
      <div className="fc-listing-card__body">
        <Heading className="fc-listing-card__title" id={titleId}>
          {renderLink({ href, children: title, className: 'fc-listing-card__link' })}
        </Heading>
        <p className="fc-listing-card__price">
          {price ?? 'Contact for price'}
          {reducedPrice && <span className="fc-listing-card__reduced"> Reduced price</span>}
        </p>
        {monthlyPayment && <p className="fc-listing-card__payment">Est. {monthlyPayment}/mo</p>}
        {budgetFit && (
          <p className={`fc-listing-card__budget fc-listing-card__budget--${budgetFit}`}>
            {budgetFit === 'within' ? 'Within your budget' : 'Over your budget'}
          </p>
        )}
        {condition && <p className="fc-listing-card__condition">{condition}</p>}
        {mileage && <p className="fc-listing-card__mileage">{mileage}</p>}
        {(ownerName || place) && (
          <p className="fc-listing-card__owner">
            {ownerName}
            {ownerName && place && <br />}
            {place && <span className="fc-listing-card__place">{place}</span>}
          </p>
        )}
        {(saveSlot || onCompareToggle) && (
          <div className="fc-listing-card__actions">
            {saveSlot}
            {onCompareToggle && (
              <>
                <button
                  type="button"
                  className="fc-button fc-button--secondary fc-listing-card__compare"
                  aria-pressed={compareSelected}
                  disabled={compareBlocked}
                  aria-describedby={compareBlocked ? reasonId : undefined}
                  onClick={() => onCompareToggle(id, !compareSelected)}
                >
                  Compare <span className="fc-visually-hidden">{title}</span>
                </button>
                {compareBlocked && (
                  <p id={reasonId} className="fc-listing-card__compare-reason">
                    {compareFullMessage}
                  </p>
                )}
              </>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
