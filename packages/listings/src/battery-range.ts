/** The rating source whose battery range is never shown ("the average one"); the spec gives no value. */
export const AVERAGE_RANGE_SOURCE = 'AVERAGE';

export interface BatteryRange {
  /** Lowest range, miles. */
  min?: number | null;
  /** Highest range, miles. */
  max?: number | null;
  /** Where the rating comes from; `AVERAGE_RANGE_SOURCE` (any letter case) is the average one. */
  source?: string | null;
}

function positive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The battery range text, `'{min}-{max} mi'` (`'{min} mi'` when both round to the same), or `undefined`:
 * "Battery range text shows only when min and max are above 0 and the rating source is not the average one."
 * (spec 001 section 9)
 */
export function batteryRangeText(range: BatteryRange | null | undefined): string | undefined {
  if (!range) return undefined;
  const { min, max, source } = range;
  if (!positive(min) || !positive(max) || source?.trim().toUpperCase() === AVERAGE_RANGE_SOURCE)
    return undefined;
  const low = Math.round(Math.min(min, max));
  const high = Math.round(Math.max(min, max));
  return low === high ? `${low} mi` : `${low}-${high} mi`;
}

/** Whether the battery range text shows (the rule of `batteryRangeText`). */
export function showsBatteryRange(range: BatteryRange | null | undefined): boolean {
  return batteryRangeText(range) !== undefined;
}
