export {
  type AlertLinks,
  DEFAULT_ALERT_LINKS,
  MAILBOX_PATH,
  photoLink,
  searchLink,
  UNSUBSCRIBE_PATH,
  unsubscribeLink,
  vehicleLink,
} from './alert-links';
export { type AlertListing, alertListing, formatMileage, formatPrice } from './alert-listing';
export { type AlertLogger, silentLogger } from './alert-logger';
export { type AlertChange, type AlertMessage, alertMessage, MAX_LISTINGS_PER_ALERT } from './alert-messages';
export {
  BAD_LINK_TEXT,
  BAD_LINK_TITLE,
  type MailboxRow,
  mailboxPage,
  messagePage,
  PAGE_HEADERS,
  plainPage,
  UNSUBSCRIBED_TEXT,
  UNSUBSCRIBED_TITLE,
} from './alert-pages';
export {
  type AlertPassReport,
  type AlertTimers,
  type AlertWorker,
  type AlertWorkerOptions,
  createAlertWorker,
  DEFAULT_ALERTS_INTERVAL_MS,
} from './alert-worker';
export { alertWorkerFromConfig } from './alerts-from-config';
export { ALERTS_READER, type CollectOptions, collectAlertItems } from './collect-alert-items';
export { CADENCE_MS, type DeliverOptions, type DeliveryReport, deliverAlerts } from './deliver-alerts';
export {
  type EmailTransport,
  emailTransportFor,
  localMailbox,
  nodemailerTransport,
  type OutgoingEmail,
} from './email-transport';
export { type EvaluateOptions, type EvaluationReport, evaluateAlerts } from './evaluate-alerts';
export { findNewMatches, MAX_NEW_MATCHES_PER_SEARCH, type NewMatches } from './find-new-matches';
export {
  createOutboxSender,
  DEFAULT_ALERTS_FROM,
  type OutboxSender,
  type OutboxSenderOptions,
  type SendReport,
} from './outbox-sender';
export { localTextOutbox, type OutgoingText, type TextMessageProvider } from './text-message-provider';
export {
  UNSUBSCRIBE_TOKEN,
  type UnsubscribeOutcome,
  unsubscribe,
  unsubscribeToken,
} from './unsubscribe-tokens';
export {
  ALERT_SENDER,
  type AlertChannelPart,
  type AlertConsumer,
  type AlertSourceRef,
  type AlertStamp,
  writeAlertMessage,
} from './write-alert';
