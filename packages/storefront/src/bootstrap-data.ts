import type { ReferenceModel } from '@forecourt/seo-routes';
import type { DehydratedState } from '@tanstack/react-query';
import type { ShopperLocation } from './shopper-location';
import type { StorefrontSession } from './storefront-config';
import type { DocumentAssets } from './storefront-document';

/** What the server hands the browser in the page: enough to hydrate without a second fetch. */
export interface BootstrapData {
  readonly session: StorefrontSession;
  readonly dehydratedState: DehydratedState;
  readonly assets: DocumentAssets;
  readonly bot: boolean;
  readonly origin: string;
  /** The shopper's location as the server resolved it, so the browser searches the same place. */
  readonly location?: ShopperLocation | undefined;
  /** The models the page's search names (`namedModels`): the browser's route lookups (`pageLookups`). */
  readonly models?: readonly ReferenceModel[] | undefined;
}

/** The id of the page's data element, `<script type="application/json">`. */
export const BOOTSTRAP_DATA_ID = 'forecourt-data';

export class BootstrapDataMissingError extends Error {
  readonly code = 'BOOTSTRAP_DATA_MISSING';
  constructor() {
    super('The page has no storefront data: was it rendered by the storefront server?');
    this.name = 'BootstrapDataMissingError';
  }
}

/**
 * The data as a JSON data block, not a script that assigns it: the browser neither compiles nor runs a block, and
 * `JSON.parse` reads it faster than a script literal of the same size runs (a results page's data is about 80 KB,
 * compiled and run on the main thread while a phone was busy: issue 11's total blocking time). `<` is escaped (a
 * JSON string may spell it `\u003c`) so no value can close the element.
 */
export function bootstrapElement(data: BootstrapData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOTSTRAP_DATA_ID}">${json}</script>`;
}

/** The data the server wrote into the page with `bootstrapElement`. */
export function readBootstrapData(document: Document): BootstrapData {
  const text = document.getElementById(BOOTSTRAP_DATA_ID)?.textContent;
  if (!text) throw new BootstrapDataMissingError();
  return JSON.parse(text) as BootstrapData;
}
