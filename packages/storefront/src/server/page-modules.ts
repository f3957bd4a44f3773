import { LAZY_PAGES, type LazyPage } from '../load-page';

/** A chunk of Vite's client manifest (`.vite/manifest.json`), as far as the server reads it. */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  /** Other chunks' manifest keys this one imports statically. */
  readonly imports?: readonly string[];
}

/** Each lazy page's script URLs a page's loader fetches for it: the page's chunk first, then what it imports. */
export type PageModules = Readonly<Partial<Record<LazyPage, readonly string[]>>>;

/**
 * The scripts each page's code needs beyond the entry's: its chunk and every chunk it imports, less those the
 * entry imports itself (the entry's own load fetches them). A page's chunk is the manifest's `pages/{page}-page.tsx`
 * (the storefront's `import('./pages/…')`, under whatever path the brand app reaches the package by); a page the
 * manifest does not have is left out, and the browser fetches its code as it did before.
 */
export function pageModules(manifest: Readonly<Record<string, ManifestChunk>>, entry: string): PageModules {
  const closure = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const entryChunks = closure(entry, new Set());
  const keys = Object.keys(manifest);
  const modules: Partial<Record<LazyPage, readonly string[]>> = {};
  for (const page of LAZY_PAGES) {
    const source = `pages/${page}-page.tsx`;
    const key = keys.find((candidate) => candidate === source || candidate.endsWith(`/${source}`));
    if (!key) continue;
    modules[page] = [...closure(key, new Set())]
      .filter((chunk) => !entryChunks.has(chunk) && manifest[chunk])
      .map((chunk) => `/${manifest[chunk]?.file}`);
  }
  return modules;
}
