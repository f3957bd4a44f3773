/** One text message. `to` is the phone as saved (digits). */
export interface OutgoingText {
  to: string;
  body: string;
}

/** Delivers text messages (an SMS gateway's client). `name` is written to the outbox row's `delivery`. */
export interface TextMessageProvider {
  readonly name: string;
  send(message: OutgoingText): Promise<void>;
}

/** The default: texts stay in the outbox, marked sent with delivery 'local-text', and the mailbox page lists them. */
export const localTextOutbox: TextMessageProvider = Object.freeze({
  name: 'local-text',
  send: async () => {},
});
