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
}

export const BOOTSTRAP_GLOBAL = '__FORECOURT__';

/** A script body that sets the data; `<` is escaped so no value can close the script element. */
export function bootstrapScript(data: BootstrapData): string {
  return `window.${BOOTSTRAP_GLOBAL}=${JSON.stringify(data).replace(/</g, '\\u003c')};`;
}
