/**
 * A desktop Chrome's user agent. Headless Chromium says "HeadlessChrome", which the storefront rightly treats as a
 * bot (no session, no personal data): a shopper's journey needs a browser context that introduces itself as this.
 */
export const SHOPPER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
