import { type Brand, DEFAULT_BRAND, parseBrand, QUERY_BRANDS } from './brand';
import type { BrandLogger, BrandMonitor } from './brand-environment';
import {
  type BrandHosts,
  DEFAULT_BRAND_HOSTS,
  DEFAULT_WHITE_LABEL_DOMAINS,
  isHostOf,
  normaliseHost,
} from './brand-hosts';

type HeaderRecord = Readonly<Record<string, string | readonly string[] | undefined>>;
type QueryRecord = Readonly<Record<string, unknown>>;

/** What a brand is chosen from: everything is optional, so the browser and the server can both call it. */
export interface BrandRequest {
  /** `Host` header or `location.host`; a port is ignored. */
  host?: string | null;
  /** A `URLSearchParams`, a search string (`'?brand=kbb'`), or a parsed query record. */
  query?: URLSearchParams | string | QueryRecord | null;
  /** Request headers: a `Headers` or a record (names in any letter case, as Node and Fastify give them). */
  headers?: Headers | HeaderRecord | null;
}

export interface DetectBrandOptions {
  /**
   * Hosts that select a brand (each also matches its subdomains).
   * @default DEFAULT_BRAND_HOSTS
   */
  hosts?: BrandHosts;
  /**
   * White-label domains: the first subdomain names the brand, `test` and `www` mean demo.
   * @default DEFAULT_WHITE_LABEL_DOMAINS
   */
  whiteLabelDomains?: readonly string[];
  /**
   * The routing header the valuation brand's edge sets when it forwards its shopping pages to the main
   * brand's app. When its value names the main brand (`atc`), the request came through the valuation site.
   * @default DEFAULT_ROUTING_HEADER
   */
  routingHeader?: string;
  /**
   * Gets an `invalidBrand` page action for an unknown brand value.
   * @default no monitoring
   */
  monitor?: BrandMonitor;
  /**
   * Gets the console message for an unknown brand value.
   * @default console
   */
  logger?: BrandLogger;
}

/** Which rule chose the brand. */
export type BrandSource = 'host' | 'query' | 'routing-header' | 'white-label' | 'default';

export interface BrandDetection {
  brand: Brand;
  source: BrandSource;
  /** Unknown brand values met on the way (reported, then ignored: they never block). */
  invalid: string[];
}

export const DEFAULT_ROUTING_HEADER = 'x-forecourt-route';

/** The page action reported for an unknown brand value (spec 001 section 8). */
export const INVALID_BRAND_ACTION = 'invalidBrand';

/** "Invalid brand {brand} passed to BrandContext Provider" (spec 001 section 8, spec 002 section 8). */
export function invalidBrandMessage(value: string): string {
  return `Invalid brand ${value} passed to BrandContext Provider`;
}

/** The subdomains of a white-label host that mean the demo brand (spec 001 section 1). */
export const DEMO_SUBDOMAINS: readonly string[] = ['test', 'www'];

function firstValue(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

function queryBrandValue(query: BrandRequest['query']): string | undefined {
  if (query == null) return undefined;
  if (typeof query === 'string') return new URLSearchParams(query).get('brand') ?? undefined;
  if (query instanceof URLSearchParams) return query.get('brand') ?? undefined;
  return firstValue(query.brand);
}

function headerValue(headers: BrandRequest['headers'], name: string): string | undefined {
  if (headers == null) return undefined;
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as HeaderRecord)) {
    if (key.toLowerCase() === wanted) return firstValue(value);
  }
  return undefined;
}

function hostBrand(host: string, hosts: BrandHosts, brand: keyof BrandHosts): boolean {
  return (hosts[brand] ?? []).some((domain) => isHostOf(host, domain));
}

/** The first subdomain of `host` under one of the white-label domains, if it is such a host. */
function whiteLabelSubdomain(host: string, domains: readonly string[]): string | undefined {
  for (const domain of domains) {
    const suffix = `.${domain.toLowerCase()}`;
    if (host.endsWith(suffix) && host.length > suffix.length) {
      const labels = host.slice(0, -suffix.length).split('.');
      return labels[0];
    }
  }
  return undefined;
}

/**
 * Chooses the brand of a request, by the rules of spec 001 section 1, in their order:
 *
 * 1. valuation (`kbb`): its host, the routing header naming the main brand, or `brand=kbb`;
 * 2. carmaker (`ford`): its host or `brand=ford`;
 * 3. preview (`previewAtc`): a preview host;
 * 4. demo: `brand=demo`;
 * 5. magazine (`carAndDriver`): its hosts;
 * 6. white-label hosts: the first subdomain, with `test` and `www` mapped to demo;
 * 7. otherwise the main brand (`atc`), also for `brand=atc`.
 *
 * Query values are compared ignoring letter case. An unknown value (in the query or as a white-label
 * subdomain) is logged with the spec's message and reported as a page action; it never blocks: detection goes
 * on as if it were absent.
 */
export function detectBrand(request: BrandRequest, options: DetectBrandOptions = {}): BrandDetection {
  const hosts = options.hosts ?? DEFAULT_BRAND_HOSTS;
  const whiteLabelDomains = options.whiteLabelDomains ?? DEFAULT_WHITE_LABEL_DOMAINS;
  const invalid: string[] = [];
  const report = (value: string, source: 'query' | 'white-label') => {
    invalid.push(value);
    (options.logger ?? console).error(invalidBrandMessage(value));
    options.monitor?.addPageAction(INVALID_BRAND_ACTION, { brand: value, source });
  };
  const chosen = (brand: Brand, source: BrandSource): BrandDetection => ({ brand, source, invalid });

  const host = normaliseHost(request.host);
  const rawQueryBrand = queryBrandValue(request.query)?.trim();
  let queryBrand: Brand | undefined;
  if (rawQueryBrand) {
    const parsed = parseBrand(rawQueryBrand);
    if (parsed === undefined) report(rawQueryBrand, 'query');
    // previewAtc and carAndDriver are known brands but chosen by host only: the value is ignored, not reported.
    else if ((QUERY_BRANDS as readonly Brand[]).includes(parsed)) queryBrand = parsed;
  }
  const routed = headerValue(request.headers, options.routingHeader ?? DEFAULT_ROUTING_HEADER);

  if (hostBrand(host, hosts, 'kbb')) return chosen('kbb', 'host');
  // "when a routing header names the main brand (as the notes read)": the valuation site's edge forwards its
  // shopping pages to the main brand's app and names that app as the route target.
  if (parseBrand(routed) === 'atc') return chosen('kbb', 'routing-header');
  if (queryBrand === 'kbb') return chosen('kbb', 'query');
  if (hostBrand(host, hosts, 'ford')) return chosen('ford', 'host');
  if (queryBrand === 'ford') return chosen('ford', 'query');
  if (hostBrand(host, hosts, 'previewAtc')) return chosen('previewAtc', 'host');
  if (queryBrand === 'demo') return chosen('demo', 'query');
  if (hostBrand(host, hosts, 'carAndDriver')) return chosen('carAndDriver', 'host');
  if (queryBrand === 'atc') return chosen('atc', 'query');

  const subdomain = whiteLabelSubdomain(host, whiteLabelDomains);
  if (subdomain !== undefined) {
    if (DEMO_SUBDOMAINS.includes(subdomain)) return chosen('demo', 'white-label');
    const brand = parseBrand(subdomain);
    if (brand) return chosen(brand, 'white-label');
    report(subdomain, 'white-label');
  }
  return chosen(DEFAULT_BRAND, 'default');
}
