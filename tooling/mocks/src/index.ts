export { contractHandler, DEFAULT_BASE_URL, type MockOptions } from './contract-handler';
export { DEFAULT_ANSWERS } from './default-answers';
export { SAMPLE_UNREAD_NOTIFICATIONS } from './defaults/account-answers';
export { SAMPLE_WALLET_ID } from './defaults/commerce-answers';
export { SOLD_LISTING_ID } from './defaults/listing-answers';
export { EMPTY_REPLIES, emptyReply } from './empty-reply';
export { handlers, type MockOverrides } from './handlers';
export { MockError, type MockErrorCode } from './mock-error';
export {
  DEFAULT_ERROR_MESSAGES,
  delayedReply,
  errorReply,
  MockReply,
  NEVER,
  neverReply,
  reply,
} from './mock-reply';
export type { MockAnswer, MockAnswers, MockBody, MockCall, MockResolver } from './mock-types';
export {
  SAMPLE_ACCOUNT_VEHICLES,
  SAMPLE_CONSUMER,
  SAMPLE_OWNED_VEHICLES,
  SAMPLE_PAYMENT_INFO,
  SAMPLE_PROFILE,
  SAMPLE_RECENT_SEARCHES,
  SAMPLE_SEARCH_BOOKMARKS,
  SAMPLE_VEHICLE_BOOKMARKS,
} from './samples/account';
export { type CarPhotoInput, carPhoto } from './samples/car-photo';
export { ownerOfListing, SAMPLE_LISTINGS, sampleListings } from './samples/listings';
export {
  EMERALD_CITY_SUBARU,
  FRONT_RANGE_FORD,
  HILL_COUNTRY_FORD,
  JAMES_CARTER,
  LAKESHORE_TOYOTA,
  LONE_STAR_HONDA,
  MARIA_LOPEZ,
  PEACHTREE_HYUNDAI,
  ROUND_ROCK_TOYOTA,
  SAMPLE_OWNERS,
} from './samples/owners';
export { SAMPLE_PLACES } from './samples/places';
export { SAMPLE_MODELS, SAMPLE_SEARCH_OPTIONS, type SampleModel } from './samples/reference';
export {
  type SampleCatalog,
  type SearchInput,
  type SearchReply,
  searchReply,
  WIDER_RADII,
} from './search-reply';
