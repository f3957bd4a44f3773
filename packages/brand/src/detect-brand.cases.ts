import type { Brand } from './brand';
import type { BrandRequest, BrandSource } from './detect-brand';

export interface DetectCase {
  /** The spec's words this case checks (spec 001 section 1 unless said otherwise). */
  rule: string;
  request: BrandRequest;
  brand: Brand;
  source: BrandSource;
  /** Unknown values that must be reported. */
  invalid?: string[];
}

export const DETECT_CASES: DetectCase[] = [
  // "The valuation brand is chosen when the host belongs to it"
  { rule: 'valuation host', request: { host: 'kbb.com' }, brand: 'kbb', source: 'host' },
  {
    rule: 'valuation host, subdomain and port',
    request: { host: 'WWW.KBB.COM:443' },
    brand: 'kbb',
    source: 'host',
  },
  {
    rule: 'valuation host beats a query brand',
    request: { host: 'kbb.com', query: '?brand=ford' },
    brand: 'kbb',
    source: 'host',
  },
  // "when a routing header names the main brand (as the notes read)"
  {
    rule: 'routing header naming the main brand',
    request: { host: 'localhost:3000', headers: { 'X-Forecourt-Route': 'ATC' } },
    brand: 'kbb',
    source: 'routing-header',
  },
  {
    rule: 'routing header naming another brand is not the valuation route',
    request: { host: 'localhost', headers: { 'x-forecourt-route': 'ford' } },
    brand: 'atc',
    source: 'default',
  },
  // "or when the query parameter brand is kbb (case-insensitive)"
  { rule: 'brand=kbb', request: { query: '?brand=kbb' }, brand: 'kbb', source: 'query' },
  {
    rule: 'brand=KBB, case-insensitive',
    request: { query: { brand: 'KbB' } },
    brand: 'kbb',
    source: 'query',
  },
  {
    rule: 'brand=kbb beats the carmaker host',
    request: { host: 'fordblueadvantage.com', query: 'brand=kbb' },
    brand: 'kbb',
    source: 'query',
  },
  // "The carmaker brand is chosen for its own host or brand=ford."
  { rule: 'carmaker host', request: { host: 'www.fordblueadvantage.com' }, brand: 'ford', source: 'host' },
  {
    rule: 'brand=ford',
    request: { query: new URLSearchParams('brand=Ford') },
    brand: 'ford',
    source: 'query',
  },
  // "The preview brand is chosen for a preview host."
  { rule: 'preview host', request: { host: 'preview.autotrader.com' }, brand: 'previewAtc', source: 'host' },
  {
    rule: 'brand=ford beats the preview host',
    request: { host: 'preview.localhost', query: 'brand=ford' },
    brand: 'ford',
    source: 'query',
  },
  // "The demo brand is chosen for brand=demo."
  {
    rule: 'brand=demo',
    request: { host: 'localhost', query: '?brand=DEMO' },
    brand: 'demo',
    source: 'query',
  },
  // "The magazine brand is chosen for its hosts."
  { rule: 'magazine host', request: { host: 'caranddriver.com' }, brand: 'carAndDriver', source: 'host' },
  {
    rule: 'brand=demo beats the magazine host',
    request: { host: 'caranddriver.com', query: 'brand=demo' },
    brand: 'demo',
    source: 'query',
  },
  // "Otherwise the main brand is chosen."
  { rule: 'no hint at all', request: {}, brand: 'atc', source: 'default' },
  { rule: 'any other host', request: { host: 'localhost:3000' }, brand: 'atc', source: 'default' },
  {
    rule: 'a look-alike host is not the valuation host',
    request: { host: 'notkbb.com' },
    brand: 'atc',
    source: 'default',
  },
  {
    rule: 'brand=atc',
    request: { host: 'demo.forecourt.localhost', query: 'brand=atc' },
    brand: 'atc',
    source: 'query',
  },
  // "White-label hosts take the first subdomain as the brand; the subdomains test and www map to demo."
  {
    rule: 'white-label subdomain',
    request: { host: 'ford.forecourt.localhost:3000' },
    brand: 'ford',
    source: 'white-label',
  },
  {
    rule: 'white-label subdomain, deeper host',
    request: { host: 'kbb.eu.forecourt.localhost' },
    brand: 'kbb',
    source: 'white-label',
  },
  {
    rule: 'white-label test',
    request: { host: 'test.forecourt.localhost' },
    brand: 'demo',
    source: 'white-label',
  },
  {
    rule: 'white-label www',
    request: { host: 'www.forecourt.localhost' },
    brand: 'demo',
    source: 'white-label',
  },
  {
    rule: 'the white-label domain itself',
    request: { host: 'forecourt.localhost' },
    brand: 'atc',
    source: 'default',
  },
  // "An unknown brand value is logged and reported as a monitoring page action; it does not block."
  {
    rule: 'unknown query brand does not block the host',
    request: { host: 'kbb.com', query: '?brand=acme' },
    brand: 'kbb',
    source: 'host',
    invalid: ['acme'],
  },
  {
    rule: 'unknown query brand falls back to the main brand',
    request: { query: 'brand=acme' },
    brand: 'atc',
    source: 'default',
    invalid: ['acme'],
  },
  {
    rule: 'unknown white-label subdomain',
    request: { host: 'acme.forecourt.localhost' },
    brand: 'atc',
    source: 'default',
    invalid: ['acme'],
  },
  // spec 002 section 1: "others previewAtc and carAndDriver by host" — known brands, not accepted in the query
  {
    rule: 'brand=caranddriver is chosen by host only',
    request: { query: 'brand=carAndDriver' },
    brand: 'atc',
    source: 'default',
  },
  {
    rule: 'a repeated brand parameter: the first counts',
    request: { query: { brand: ['ford', 'kbb'] } },
    brand: 'ford',
    source: 'query',
  },
  {
    rule: 'an empty brand parameter is no value',
    request: { query: 'brand=' },
    brand: 'atc',
    source: 'default',
  },
];
