import { ACCOUNT_ANSWERS } from './defaults/account-answers';
import { COMMERCE_ANSWERS } from './defaults/commerce-answers';
import { LISTING_ANSWERS } from './defaults/listing-answers';
import { REFERENCE_ANSWERS } from './defaults/reference-answers';
import type { MockAnswers } from './mock-types';

/**
 * The default answer of every contract of CONTRACTS, over the sample data. The type requires one per contract:
 * a contract added to @forecourt/contracts fails the type-check here until it has one.
 */
export const DEFAULT_ANSWERS: MockAnswers = Object.freeze({
  ...ACCOUNT_ANSWERS,
  ...LISTING_ANSWERS,
  ...REFERENCE_ANSWERS,
  ...COMMERCE_ANSWERS,
});
