/** The outbox `sender` of every alert message: rate limits on shares leave these rows out. */
export const ALERT_SENDER = 'alerts';
