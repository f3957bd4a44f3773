import { DEAL_LABELS, type DealIndicator } from '../shared/deal';
import { formatUsd, plural } from './format';

/** The comparison a deal indicator was computed from. */
export interface DealComparison {
  /** Sale price minus the comparables' typical price, whole dollars: negative is below the market. */
  readonly difference: number;
  readonly comparableCount: number;
  readonly startYear: number;
  readonly endYear: number;
  /** Make and model as shown: 'Honda Civic'. */
  readonly vehicle: string;
}

export interface PriceSummaryProps {
  /** The sale price, formatted by the page: '$18,995'. Leave out when the seller gives none. */
  readonly price?: string;
  /** @default 'Contact seller for price' */
  readonly noPriceText?: string;
  /** 'Great' or 'Good' (spec 000 section 3, pricingDetail.dealIndicator). */
  readonly dealIndicator?: DealIndicator;
  readonly dealComparison?: DealComparison;
  /** isReducedPrice (spec 001 section 3). */
  readonly isReducedPrice?: boolean;
  /** daysOnSite (spec 001 section 3). */
  readonly daysOnSite?: number;
  /** Formats the comparison's dollar difference. @default whole US dollars */
  readonly formatMoney?: (dollars: number) => string;
}

/** '$1,200 below the median price of 18 similar 2019-2021 Honda Civic'. */
export function dealExplanation(
  comparison: DealComparison,
  formatMoney: (dollars: number) => string = formatUsd,
) {
  const { difference, comparableCount, startYear, endYear, vehicle } = comparison;
  const years = startYear === endYear ? `${startYear}` : `${startYear}-${endYear}`;
  const similar = `${comparableCount} similar ${years} ${vehicle}`;
  if (difference === 0) return `At the median price of ${similar}`;
  const direction = difference < 0 ? 'below' : 'above';
  return `${formatMoney(Math.abs(difference))} ${direction} the median price of ${similar}`;
}

function daysOnSiteText(days: number): string {
  return days === 0 ? 'Listed today' : `${plural(days, 'day', 'days')} on site`;
}

/** The price block of a vehicle page: price, deal badge with where it came from, reduced mark, days on site. */
export function PriceSummary({
  price,
  noPriceText = 'Contact seller for price',
  dealIndicator,
  dealComparison,
  isReducedPrice = false,
  daysOnSite,
  formatMoney = formatUsd,
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
          {dealComparison && (
            <p className="fc-price__deal-detail">{dealExplanation(dealComparison, formatMoney)}</p>
          )}
        </div>
      )}
      {daysOnSite !== undefined && <p className="fc-price__days">{daysOnSiteText(daysOnSite)}</p>}
    </div>
  );
}
