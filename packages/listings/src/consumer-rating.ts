import type { ConsumerRatings } from './listing';

/** "A rating is present when the record is non-empty and numberOfReviews is not 0." (spec 001 section 3) */
export function hasConsumerRating(ratings: ConsumerRatings | null | undefined): boolean {
  return (
    typeof ratings === 'object' &&
    ratings !== null &&
    Object.keys(ratings).length > 0 &&
    ratings.numberOfReviews !== 0
  );
}
