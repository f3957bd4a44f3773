/**
 * Where the sign-in offer's "Not now" form posts: the brand server sets the suppression cookie and sends the shopper
 * back (sign-in-offer-routes.ts). A path of ours, outside every page path.
 */
export const SIGN_IN_OFFER_DISMISS_PATH = '/sign-in-offer/not-now';
