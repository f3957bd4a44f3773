import { BAND_HYSTERESIS, DEAL_BANDS } from './market-rules';

/** The rating bands, best first; `NotRated` is "not enough similar cars to rate". */
export const DEAL_BAND_NAMES = ['Great', 'Good', 'Fair', 'High', 'Overpriced'] as const;
export type DealBand = (typeof DEAL_BAND_NAMES)[number];

// Each band's range of gaps, (low, high]: Great has no lower end, Overpriced no upper.
function range(band: DealBand): [number, number] {
  const { greatAtOrBelow, goodAtOrBelow, fairAtOrBelow, highAtOrBelow } = DEAL_BANDS;
  const edges = [Number.NEGATIVE_INFINITY, greatAtOrBelow, goodAtOrBelow, fairAtOrBelow, highAtOrBelow];
  const i = DEAL_BAND_NAMES.indexOf(band);
  return [edges[i] as number, edges[i + 1] ?? Number.POSITIVE_INFINITY];
}

/** The band a gap falls in, with no memory. */
export function bandOfGap(gap: number): DealBand {
  return DEAL_BAND_NAMES.find((band) => gap <= range(band)[1]) ?? 'Overpriced';
}

/**
 * The band to store: the previous band while the gap is still within `BAND_HYSTERESIS` of that band's range
 * (so a gap that crossed a threshold by less than the margin keeps the badge), else the gap's own band.
 */
export function rateDeal(gap: number, previous?: string | null): DealBand {
  if (previous && (DEAL_BAND_NAMES as readonly string[]).includes(previous)) {
    const [low, high] = range(previous as DealBand);
    if (gap > low - BAND_HYSTERESIS && gap <= high + BAND_HYSTERESIS) return previous as DealBand;
  }
  return bandOfGap(gap);
}
