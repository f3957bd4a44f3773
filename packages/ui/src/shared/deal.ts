/** The deal indicator the API computes from comparable listings: 'Great' or 'Good'. */
export type DealIndicator = 'Great' | 'Good';

/** How a deal indicator reads on a card and on the details page: text, never colour alone. */
export const DEAL_LABELS: Readonly<Record<DealIndicator, string>> = Object.freeze({
  Great: 'Great Deal',
  Good: 'Good Deal',
});

/**
 * The market price model's bands (issue 33), and `NotRated`: "not enough similar cars to rate this price".
 * A card shows every band in words; a car not rated says so plainly, never a deal.
 */
export type DealBand = 'Great' | 'Good' | 'Fair' | 'High' | 'Overpriced' | 'NotRated';

export const DEAL_BAND_LABELS: Readonly<Record<DealBand, string>> = Object.freeze({
  Great: 'Great Deal',
  Good: 'Good Deal',
  Fair: 'Fair Price',
  High: 'High Price',
  Overpriced: 'Overpriced',
  NotRated: 'Price not rated',
});

/** "up to five" (spec 001 s3, s9): the compare list's size. */
export const COMPARE_MAX = 5;
