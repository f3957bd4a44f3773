/** The deal indicator the API computes from comparable listings: 'Great' or 'Good'. */
export type DealIndicator = 'Great' | 'Good';

/** How a deal indicator reads on a card and on the details page: text, never colour alone. */
export const DEAL_LABELS: Readonly<Record<DealIndicator, string>> = Object.freeze({
  Great: 'Great Deal',
  Good: 'Good Deal',
});

/** "up to five" (spec 001 s3, s9): the compare list's size. */
export const COMPARE_MAX = 5;
