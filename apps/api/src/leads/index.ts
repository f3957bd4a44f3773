export {
  emailHiddenMessage,
  findEmailableSeller,
  type ListingSeller,
  sellerTakesNoEmail,
} from './listing-seller';
export {
  OWNER_EMAIL_LIMITS,
  ownerRecipientLimitMessage,
  ownerSenderLimitMessage,
  recipientLimitMessage,
  SHARE_LIMITS,
  type ShareLimit,
  type ShareLimits,
  senderLimitMessage,
} from './share-limits';
export { DEFAULT_SITE_ORIGIN, SHARE_LINK_DOMAINS, shareLinkOrigin } from './share-link-origin';
export {
  type EmailMessage,
  type EmailShare,
  emailFriendMessage,
  emailOwnerMessage,
  formatPhone,
  type OwnerEmail,
  shareTextMessage,
} from './share-messages';
export { escapeHtml, multiLine, oneLine } from './share-text-cleaning';
export {
  findSharedListing,
  LISTING_GONE_MESSAGE,
  listingGone,
  OWNER_LISTING_GONE_MESSAGE,
  type SharedListing,
} from './shared-listing';
export {
  RateLimited,
  type ShareMessage,
  type ShareOutcome,
  withErrorMessage,
  writeShare,
} from './write-share';
