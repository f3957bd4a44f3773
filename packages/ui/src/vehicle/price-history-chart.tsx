import { useId } from 'react';
import { formatIsoDate, formatUsd, uniqueKeys } from './format';
import { Heading, type HeadingLevel } from './heading';
import {
  formatShortDate,
  type PricePoint,
  priceChanges,
  priceChangeText,
  priceHistorySummary,
  sortByDate,
} from './price-history';

export type { PricePoint } from './price-history';

export interface PriceHistoryChartProps {
  /** In any order; the chart sorts them by date. */
  readonly points: readonly PricePoint[];
  /** @default 'Price history' */
  readonly heading?: string;
  /** @default 2 */
  readonly headingLevel?: HeadingLevel;
  /** @default whole US dollars */
  readonly formatMoney?: (dollars: number) => string;
  /** @default 'Mar 1, 2024' */
  readonly formatDate?: (isoDate: string) => string;
  /** @default 'No price history yet.' */
  readonly emptyText?: string;
  /**
   * Said for a single point, which a chart would show as one lonely dot.
   * @default 'No price changes since listed'
   */
  readonly unchangedText?: string;
}

const WIDTH = 480;
const HEIGHT = 220;
/** Room for the price labels on the left, the point labels above, the dates below. */
const MARGIN = { left: 68, right: 24, top: 26, bottom: 34 } as const;
/** Up to this many points, each is labelled with its price; beyond, only the first, the last and the lowest. */
const LABEL_EVERY_POINT_UP_TO = 6;
/** How many changes are said in words under the chart, latest first (every price is in the table). */
export const PRICE_CHANGES_SAID = 3;

interface Plotted {
  readonly x: number;
  readonly y: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Positions in the SVG's own units; time on x, price on y (a flat history sits in the middle). */
function plot(points: readonly PricePoint[]): { coordinates: Plotted[]; yOf: (price: number) => number } {
  const times = points.map((point) => Date.parse(point.date));
  const prices = points.map((point) => point.price);
  const [minT, maxT] = [Math.min(...times), Math.max(...times)];
  const [minP, maxP] = [Math.min(...prices), Math.max(...prices)];
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const yOf = (price: number) =>
    round(
      maxP === minP
        ? MARGIN.top + innerHeight / 2
        : MARGIN.top + ((maxP - price) / (maxP - minP)) * innerHeight,
    );
  const coordinates = points.map((point, index) => {
    const time = times[index] ?? minT;
    const x =
      maxT === minT
        ? MARGIN.left + innerWidth / 2
        : MARGIN.left + ((time - minT) / (maxT - minT)) * innerWidth;
    return { x: round(x), y: yOf(point.price) };
  });
  return { coordinates, yOf };
}

/** Which points carry their price as a label: all of a short history, else the first, the last and the lowest. */
function labelledPoints(points: readonly PricePoint[]): ReadonlySet<number> {
  if (points.length <= LABEL_EVERY_POINT_UP_TO) return new Set(points.map((_, index) => index));
  let lowest = 0;
  points.forEach((point, index) => {
    if (point.price < (points[lowest]?.price ?? Number.POSITIVE_INFINITY)) lowest = index;
  });
  return new Set([0, points.length - 1, lowest]);
}

/**
 * A listing's price over time, readable at a glance: a line with its prices labelled, the highest and lowest
 * price on a labelled axis, the first and last dates under it, and the latest changes said in words ("Price
 * dropped $1,200 on Nov 3"). The SVG is one image named by a one-sentence summary; every point is also in a
 * visually hidden table, for screen-reader users who want each date. A single price has nothing to chart (one
 * dot in an empty box), so it is said in words instead.
 */
export function PriceHistoryChart({
  points,
  heading = 'Price history',
  headingLevel = 2,
  formatMoney = formatUsd,
  formatDate = formatIsoDate,
  emptyText = 'No price history yet.',
  unchangedText = 'No price changes since listed',
}: PriceHistoryChartProps) {
  const headingId = useId();
  const sorted = sortByDate(points);
  const { coordinates, yOf } = plot(sorted);
  const keys = uniqueKeys(sorted.map((point) => point.date));
  const single = sorted.length === 1 ? sorted[0] : undefined;
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const labelled = labelledPoints(sorted);
  const prices = sorted.map((point) => point.price);
  const axisPrices = [...new Set([Math.max(...prices), Math.min(...prices)])];
  // Dates in the sentences as a shopper says them ('Nov 3'), the year only when it is not the latest price's.
  const shortDate = (iso: string) => formatShortDate(iso, last?.date);
  const said = priceChanges(sorted).reverse().slice(0, PRICE_CHANGES_SAID);
  return (
    <section className="fc-price-history" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="fc-price-history__heading">
        {heading}
      </Heading>
      {sorted.length === 0 || !first || !last ? (
        <p className="fc-price-history__empty">{emptyText}</p>
      ) : single ? (
        <>
          <p className="fc-price-history__unchanged">{unchangedText}</p>
          <p className="fc-price-history__listed">
            {`Listed at ${formatMoney(single.price)} on ${formatDate(single.date)}`}
          </p>
        </>
      ) : (
        <>
          <ul className="fc-price-history__changes">
            {said.map((change) => (
              <li key={`${change.date}-${change.to}`} className="fc-price-history__change">
                {priceChangeText(change, formatMoney, shortDate)}
              </li>
            ))}
            <li className="fc-price-history__listed">
              {`Listed at ${formatMoney(first.price)} on ${formatDate(first.date)}`}
            </li>
          </ul>
          <svg
            className="fc-price-history__chart"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={priceHistorySummary(sorted, formatMoney, formatDate)}
          >
            {axisPrices.map((price) => (
              <g key={price} className="fc-price-history__grid">
                <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={yOf(price)} y2={yOf(price)} />
                <text x={MARGIN.left - 8} y={yOf(price)} textAnchor="end" dominantBaseline="middle">
                  {formatMoney(price)}
                </text>
              </g>
            ))}
            <line
              className="fc-price-history__axis"
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={HEIGHT - MARGIN.bottom + 8}
              y2={HEIGHT - MARGIN.bottom + 8}
            />
            <text className="fc-price-history__date" x={MARGIN.left} y={HEIGHT - 8} textAnchor="start">
              {formatDate(first.date)}
            </text>
            <text className="fc-price-history__date" x={WIDTH - MARGIN.right} y={HEIGHT - 8} textAnchor="end">
              {formatDate(last.date)}
            </text>
            <polyline
              className="fc-price-history__line"
              fill="none"
              points={coordinates.map(({ x, y }) => `${x},${y}`).join(' ')}
            />
            {coordinates.map(({ x, y }, index) => (
              <g key={keys[index]}>
                <circle className="fc-price-history__point" cx={x} cy={y} r={4} />
                {labelled.has(index) && (
                  <text
                    className="fc-price-history__value"
                    x={x}
                    y={y - 10}
                    textAnchor={index === 0 ? 'start' : index === sorted.length - 1 ? 'end' : 'middle'}
                  >
                    {formatMoney(sorted[index]?.price ?? 0)}
                  </text>
                )}
              </g>
            ))}
          </svg>
          <table className="fc-visually-hidden">
            <caption>{heading}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((point, index) => (
                <tr key={keys[index]}>
                  <td>{formatDate(point.date)}</td>
                  <td>{formatMoney(point.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
