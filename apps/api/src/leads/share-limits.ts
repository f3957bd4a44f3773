// Rate limits of sharing (ours: spec 001 s7 shows the calls, not their limits). Both live in the database, so they
// hold across several API instances over one database: the sender's in `rate_limits` (src/limits/rate-limiter.ts,
// fixed windows), the recipient's counted from the outbox rows sent to them (a sliding window).

export interface ShareLimit {
  /** Messages allowed in the window. */
  max: number;
  /** The window: fixed (whole windows since the epoch) for the sender, sliding for the recipient. */
  windowMs: number;
  /** How the window reads in the message shown to the shopper. */
  windowLabel: string;
}

export interface ShareLimits {
  /**
   * Per sender, on what the sender cannot change: the client address as the trusted proxy reports it, and the
   * signed-in account when there is one (each its own allowance; never the typed e-mail address).
   */
  sender: ShareLimit;
  /** Per recipient: an e-mail address or a phone's digits. Protects people who never asked for the messages. */
  recipient: ShareLimit;
  /** What a sender over the limit is told. @default senderLimitMessage */
  senderMessage?: (limit: ShareLimit) => string;
  /** What a sender is told when the recipient is over the limit. @default recipientLimitMessage */
  recipientMessage?: (limit: ShareLimit) => string;
}

const HOUR_MS = 3_600_000;

/** @default 10 per sender an hour, 3 per recipient a day */
export const SHARE_LIMITS: Readonly<ShareLimits> = Object.freeze({
  sender: Object.freeze({ max: 10, windowMs: HOUR_MS, windowLabel: 'in the last hour' }),
  recipient: Object.freeze({ max: 3, windowMs: 24 * HOUR_MS, windowLabel: 'in the last 24 hours' }),
});

export function senderLimitMessage(limit: ShareLimit): string {
  return `You have shared ${limit.max} cars ${limit.windowLabel}, the most we send for one person. Please try again later.`;
}

export function recipientLimitMessage(limit: ShareLimit): string {
  return `This person has already been sent ${limit.max} cars ${limit.windowLabel}, the most we send to anyone. Please try again later.`;
}

export function ownerSenderLimitMessage(limit: ShareLimit): string {
  return `You have sent ${limit.max} messages ${limit.windowLabel}, the most we send for one person. Please try again later.`;
}

export function ownerRecipientLimitMessage(limit: ShareLimit): string {
  return `This seller has been sent ${limit.max} messages ${limit.windowLabel}, the most we pass on. Please call the seller or try again later.`;
}

/**
 * Limits of e-mailing a seller (ours). The sender limit is the shares' and counts the same outbox rows, so
 * sharing and e-mailing sellers draw on one allowance. The recipient limit is far higher than a friend's: a
 * dealer listed the car to hear from shoppers, and three a day would turn real buyers away; it only stops a flood.
 * @default 10 per sender an hour, 30 per seller an hour
 */
export const OWNER_EMAIL_LIMITS: Readonly<ShareLimits> = Object.freeze({
  sender: SHARE_LIMITS.sender,
  recipient: Object.freeze({ max: 30, windowMs: HOUR_MS, windowLabel: 'in the last hour' }),
  senderMessage: ownerSenderLimitMessage,
  recipientMessage: ownerRecipientLimitMessage,
});
