import type { DehydratedState } from '@tanstack/react-query';
import type { StorefrontSession } from './storefront-config';
import type { DocumentAssets } from './storefront-document';

/** What the server hands the browser in the page: enough to hydrate without a second fetch. */
export interface BootstrapData {
  readonly session: StorefrontSession;
  readonly dehydratedState: DehydratedState;
  readonly assets: DocumentAssets;
  readonly bot: boolean;
  readonly origin: string;
}

export const BOOTSTRAP_GLOBAL = '__FORECOURT__';

/** A script body that sets the data; `<` is escaped so no value can close the script element. */
export function bootstrapScript(data: BootstrapData): string {
  return `window.${BOOTSTRAP_GLOBAL}=${JSON.stringify(data).replace(/</g, '\\u003c')};`;
}
