export {
  recipientLimitMessage,
  SHARE_LIMITS,
  type ShareLimit,
  type ShareLimits,
  senderLimitMessage,
} from './share-limits';
export { DEFAULT_SITE_ORIGIN, SHARE_LINK_DOMAINS, shareLinkOrigin } from './share-link-origin';
export { type EmailMessage, type EmailShare, emailFriendMessage, shareTextMessage } from './share-messages';
export { escapeHtml, multiLine, oneLine } from './share-text-cleaning';
export { findSharedListing, LISTING_GONE_MESSAGE, listingGone, type SharedListing } from './shared-listing';
export {
  RateLimited,
  type ShareMessage,
  type ShareOutcome,
  withErrorMessage,
  writeShare,
} from './write-share';
