/**
 * Receives monitoring page actions (the name and attributes of something worth counting in the browser or on
 * the server). The brand package reports an unknown brand through it.
 */
export interface BrandMonitor {
  addPageAction(name: string, attributes: Readonly<Record<string, string>>): void;
}

/** Where the brand package writes its console messages. */
export interface BrandLogger {
  error(message: string): void;
}
