/**
 * Spec 002 s1: "Defaults: brand enabled, e-mail opt-in on, chat on (two chat vendors; mobile chat off), wallet
 * shown with articles and trade-in offers." The spec names no keys and no vendors; the keys are ours. These are
 * the values a page gets when no datafile is loaded, when the datafile does not know the flag, and when the
 * provider fails.
 */
export const FLAG_DEFAULTS = Object.freeze({
  brand: true,
  emailOptIn: true,
  chat: true,
  /** The first of the "two chat vendors". */
  chatPrimaryVendor: true,
  /** The second of the "two chat vendors". */
  chatSecondaryVendor: true,
  mobileChat: false,
  wallet: true,
  walletArticles: true,
  walletTradeInOffers: true,
} as const);

export type DefaultFlagKey = keyof typeof FLAG_DEFAULTS;
