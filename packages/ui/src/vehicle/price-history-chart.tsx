import { useId } from 'react';
import { formatIsoDate, formatUsd, uniqueKeys } from './format';
import { Heading, type HeadingLevel } from './heading';

export interface PricePoint {
  /** ISO date the price took effect: '2024-03-01'. */
  readonly date: string;
  /** Whole dollars. */
  readonly price: number;
}

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

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 12;

function sortByDate(points: readonly PricePoint[]): PricePoint[] {
  return [...points].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** One sentence a screen reader reads for the chart. */
function priceHistorySummary(
  points: readonly PricePoint[],
  formatMoney: (dollars: number) => string = formatUsd,
  formatDate: (isoDate: string) => string = formatIsoDate,
): string {
  const sorted = sortByDate(points);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return 'No price history yet.';
  const change = last.price - first.price;
  const trend =
    change === 0
      ? 'no change overall'
      : `${change < 0 ? 'down' : 'up'} ${formatMoney(Math.abs(change))} overall`;
  const changes = sorted.length - 1;
  return `Price went from ${formatMoney(first.price)} on ${formatDate(first.date)} to ${formatMoney(last.price)} on ${formatDate(last.date)}, ${trend}, over ${changes} ${changes === 1 ? 'change' : 'changes'}.`;
}

/** Positions in the SVG's own units; time on x, price on y (a flat history sits in the middle). */
function plot(points: readonly PricePoint[]): { x: number; y: number }[] {
  const times = points.map((point) => Date.parse(point.date));
  const prices = points.map((point) => point.price);
  const [minT, maxT] = [Math.min(...times), Math.max(...times)];
  const [minP, maxP] = [Math.min(...prices), Math.max(...prices)];
  return points.map((point, index) => {
    const time = times[index] ?? minT;
    const x = maxT === minT ? WIDTH / 2 : PAD + ((time - minT) / (maxT - minT)) * (WIDTH - 2 * PAD);
    const y = maxP === minP ? HEIGHT / 2 : PAD + ((maxP - point.price) / (maxP - minP)) * (HEIGHT - 2 * PAD);
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  });
}

/**
 * A small line chart of a listing's price over time. The SVG is one image whose name is a text summary; the
 * points are also in a visually hidden table, for screen-reader users who want each date. A single price has
 * nothing to chart (one dot in an empty box), so it is said in words instead.
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
  const coordinates = plot(sorted);
  const keys = uniqueKeys(sorted.map((point) => point.date));
  const single = sorted.length === 1 ? sorted[0] : undefined;
  return (
    <section className="fc-price-history" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="fc-price-history__heading">
        {heading}
      </Heading>
      {sorted.length === 0 ? (
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
          <svg
            className="fc-price-history__chart"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={priceHistorySummary(sorted, formatMoney, formatDate)}
          >
            <polyline
              className="fc-price-history__line"
              fill="none"
              points={coordinates.map(({ x, y }) => `${x},${y}`).join(' ')}
            />
            {coordinates.map(({ x, y }, index) => (
              <circle key={keys[index]} className="fc-price-history__point" cx={x} cy={y} r={3} />
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
