import { DEAL_LABELS, type DealIndicator } from '../shared/deal';
import { plural } from './format';

export interface PriceSummaryProps {
  /** The sale price, formatted by the page: '$18,995'. Leave out when the seller gives none. */
  readonly price?: string;
  /** @default 'Contact seller for price' */
  readonly noPriceText?: string;
  /** 'Great' or 'Good' (spec 000 section 3, pricingDetail.dealIndicator). */
  readonly dealIndicator?: DealIndicator;
  /** isReducedPrice (spec 001 section 3). */
  readonly isReducedPrice?: boolean;
  /** daysOnSite (spec 001 section 3). */
  readonly daysOnSite?: number;
}

function daysOnSiteText(days: number): string {
  return days === 0 ? 'Listed today' : `${plural(days, 'day', 'days')} on site`;
}

/** The price block of a vehicle page: price, deal badge, reduced mark, days on site (the deal rating panel explains the badge). */
export function PriceSummary({
  price,
  noPriceText = 'Contact seller for price',
  dealIndicator,
  isReducedPrice = false,
  daysOnSite,
}: PriceSummaryProps) {
  return (
    <div className="fc-price">
      <p className="fc-price__amount">
        <span className="fc-visually-hidden">Price:</span> {price ?? noPriceText}
      </p>
      {isReducedPrice && <p className="fc-price__tag fc-price__tag--reduced">Reduced price</p>}
      {dealIndicator && (
        <div className={`fc-price__deal fc-price__deal--${dealIndicator.toLowerCase()}`}>
          <p className="fc-price__deal-label">{DEAL_LABELS[dealIndicator]}</p>
        </div>
      )}
      {daysOnSite !== undefined && <p className="fc-price__days">{daysOnSiteText(daysOnSite)}</p>}
    </div>
  );
}
