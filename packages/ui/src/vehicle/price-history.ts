// The words and figures of a price history, apart from its drawing: what the chart labels and says.

import { formatIsoDate, formatUsd } from './format';

export interface PricePoint {
  /** ISO date the price took effect: '2024-03-01'. */
  readonly date: string;
  /** Whole dollars. */
  readonly price: number;
}

/** One change of price: from the point before to this one. */
export interface PriceChange {
  readonly date: string;
  readonly from: number;
  readonly to: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function sortByDate(points: readonly PricePoint[]): PricePoint[] {
  return [...points].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** Each change of price, oldest first; a repeated price (a relisting at the same figure) is no change. */
export function priceChanges(points: readonly PricePoint[]): PriceChange[] {
  const sorted = sortByDate(points);
  const changes: PriceChange[] = [];
  for (let index = 1; index < sorted.length; index += 1) {
    const before = sorted[index - 1];
    const point = sorted[index];
    if (before && point && point.price !== before.price)
      changes.push({ date: point.date, from: before.price, to: point.price });
  }
  return changes;
}

/**
 * 'Nov 3' in UTC, with the year ('Nov 3, 2025') when it is not `yearOf`'s: a history within one year reads as a
 * shopper says it, and one across New Year is not ambiguous. Unparsable text is shown as given.
 */
export function formatShortDate(iso: string, yearOf?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const date = new Date(time);
  const reference = yearOf === undefined ? Number.NaN : new Date(Date.parse(yearOf)).getUTCFullYear();
  const day = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return date.getUTCFullYear() === reference ? day : `${day}, ${date.getUTCFullYear()}`;
}

/** "Price dropped $1,200 on Nov 3" / "Price rose $500 on Dec 1": the change in words. */
export function priceChangeText(
  change: PriceChange,
  formatMoney: (dollars: number) => string = formatUsd,
  formatDate: (isoDate: string) => string = formatIsoDate,
): string {
  const amount = formatMoney(Math.abs(change.to - change.from));
  return `Price ${change.to < change.from ? 'dropped' : 'rose'} ${amount} on ${formatDate(change.date)}`;
}

/** One sentence a screen reader reads for the chart. */
export function priceHistorySummary(
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
