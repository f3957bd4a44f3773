import type { UserConfigFnObject } from 'vite';

/** The Vite configuration of a brand app: browser bundle with a manifest, and the server build. */
export declare function storefrontViteConfig(options?: {
  /** @default 'src/entry-client.tsx' */
  readonly entry?: string;
  /** @default 'src/server.ts' */
  readonly server?: string;
}): UserConfigFnObject;
