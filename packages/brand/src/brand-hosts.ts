import type { Brand } from './brand';

/** Hosts that select a brand by themselves. Each entry matches the host and every subdomain of it. */
export type BrandHosts = Readonly<Partial<Record<Exclude<Brand, 'atc' | 'demo'>, readonly string[]>>>;

/**
 * Default brand hosts: the production domains, plus a `*.localhost` name per brand so that every brand can be
 * opened on a laptop without editing `/etc/hosts` (browsers resolve `*.localhost` to the loopback address).
 * The main brand has no host list: it is what every other host gets. The demo brand is chosen by query or by a
 * white-label `test`/`www` subdomain only.
 */
export const DEFAULT_BRAND_HOSTS: BrandHosts = {
  kbb: ['kbb.com', 'kbb.localhost'],
  ford: ['fordblueadvantage.com', 'ford.localhost'],
  previewAtc: ['preview.autotrader.com', 'preview.localhost'],
  carAndDriver: ['caranddriver.com', 'caranddriver.localhost'],
};

/**
 * Domains whose first subdomain names the brand: `kbb.forecourt.localhost` is the valuation brand,
 * `test.forecourt.localhost` and `www.forecourt.localhost` are the demo brand (spec 001 section 1).
 */
export const DEFAULT_WHITE_LABEL_DOMAINS: readonly string[] = ['forecourt.localhost'];

/** Lower-cased host without port and trailing dot; `''` when there is none. */
export function normaliseHost(host: string | null | undefined): string {
  if (!host) return '';
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(0, name.indexOf(']') + 1); // IPv6 literal, never a brand host
  const colon = name.lastIndexOf(':');
  if (colon !== -1) name = name.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** Whether `host` (normalised) is `domain` or one of its subdomains. */
export function isHostOf(host: string, domain: string): boolean {
  const target = domain.toLowerCase();
  return host === target || host.endsWith(`.${target}`);
}
