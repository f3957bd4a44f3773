import { DEAL_BAND_LABELS, type DealBand } from '../shared/deal';
import { formatUsd, plural } from './format';
import { type RenderLink, renderAnchor } from './render-link';

/** One comparable car, formatted by the page. */
export interface DealRatingComparable {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  /** '$19,250' */
  readonly price?: string;
  /** '36,000 mi' */
  readonly mileage?: string;
}

export interface DealRatingPanelProps {
  /** The band; absent is "not enough similar cars to rate". */
  readonly band?: Exclude<DealBand, 'NotRated'>;
  /** Estimated market price, whole dollars. */
  readonly marketPrice?: number;
  /** Sale price minus market price, whole dollars: negative is below the market. */
  readonly gap?: number;
  /** The gap as a percentage of the market price: -9.5. */
  readonly gapPercent?: number;
  readonly confidence?: 'high' | 'medium' | 'low';
  readonly comparableCount: number;
  /** The nearest comparables, nearest first; links to their vehicle pages. */
  readonly comparables?: readonly DealRatingComparable[];
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

export const DEAL_RATING_TEXTS = Object.freeze({
  heading: 'How we rated this price',
  notRated: 'Not enough similar cars to rate this price',
  marketPrice: 'Estimated market price',
  method:
    'We compare this car with similar cars for sale (same make and model), each adjusted for its model year, mileage, trim and region.',
  comparablesHeading: 'Similar cars we compared',
  confidence: {
    high: 'High confidence: many close comparables',
    medium: 'Medium confidence: a few close comparables',
    low: 'Low confidence: few or distant comparables',
  },
});

/** '$1,200 (5.9%) below the market price', 'At the market price'. */
export function dealGapText(gap: number, gapPercent: number): string {
  if (gap === 0) return 'At the market price';
  const direction = gap < 0 ? 'below' : 'above';
  const percent = Math.abs(gapPercent).toFixed(1).replace(/\.0$/, '');
  return `${formatUsd(Math.abs(gap))} (${percent}%) ${direction} the market price`;
}

/**
 * Why the car got its rating (issue 33): the band, the estimated market price, the gap in dollars and percent,
 * the confidence in words and the comparable cars as links; or an honest "Not enough similar cars to rate
 * this price" line.
 */
export function DealRatingPanel({
  band,
  marketPrice,
  gap,
  gapPercent,
  confidence,
  comparableCount,
  comparables = [],
  renderLink = renderAnchor,
}: DealRatingPanelProps) {
  const rated =
    band !== undefined && marketPrice !== undefined && gap !== undefined && gapPercent !== undefined;
  return (
    <section className="fc-deal-rating" aria-labelledby="fc-deal-rating-heading">
      <h2 className="fc-deal-rating__heading" id="fc-deal-rating-heading">
        {DEAL_RATING_TEXTS.heading}
      </h2>
      {rated ? (
        <>
          <p className={`fc-deal-rating__band fc-deal-rating__band--${band.toLowerCase()}`}>
            {DEAL_BAND_LABELS[band]}
          </p>
          <dl className="fc-deal-rating__facts">
            <dt>{DEAL_RATING_TEXTS.marketPrice}</dt>
            <dd>{formatUsd(marketPrice)}</dd>
            <dt>This price</dt>
            <dd>{dealGapText(gap, gapPercent)}</dd>
            <dt>Compared with</dt>
            <dd>{plural(comparableCount, 'similar car', 'similar cars')}</dd>
            {confidence && (
              <>
                <dt>Confidence</dt>
                <dd>{DEAL_RATING_TEXTS.confidence[confidence]}</dd>
              </>
            )}
          </dl>
          <p className="fc-deal-rating__method">{DEAL_RATING_TEXTS.method}</p>
        </>
      ) : (
        <p className="fc-deal-rating__not-rated">{DEAL_RATING_TEXTS.notRated}</p>
      )}
      {comparables.length > 0 && (
        <>
          <h3 className="fc-deal-rating__subheading">{DEAL_RATING_TEXTS.comparablesHeading}</h3>
          <ul className="fc-deal-rating__comparables">
            {comparables.map((car) => (
              <li key={car.id}>
                {renderLink({ href: car.href, children: car.title })}
                {[car.price, car.mileage].filter(Boolean).length > 0 && (
                  <span className="fc-deal-rating__comparable-facts">
                    {` ${[car.price, car.mileage].filter(Boolean).join(', ')}`}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
