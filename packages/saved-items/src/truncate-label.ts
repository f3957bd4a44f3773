import { TRUNCATION_SUFFIX } from './constants';

/**
 * "cut to N characters plus '...'" (spec 000 section 9): a label longer than `max` keeps its first `max`
 * characters and gains '...'; a label of `max` characters or fewer is returned as it is.
 */
export function truncateLabel(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}${TRUNCATION_SUFFIX}` : text;
}
