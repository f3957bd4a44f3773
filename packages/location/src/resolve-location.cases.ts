import type { LocationSourceName } from './index';

/** What each step offers in a case; a step left out is not supplied at all. */
export type Offers = Partial<Record<LocationSourceName, string | undefined | Error>>;

export interface ChainCase {
  /** The spec's words this case checks (spec 001 s4, "Location resolution order", unless said otherwise). */
  rule: string;
  runtime: 'server' | 'browser';
  offers: Offers;
  /** The step that wins, or `undefined` when nothing resolves. */
  source: LocationSourceName | undefined;
  zip?: string;
  /** Steps that must not be asked at all. */
  notAsked: LocationSourceName[];
}

const ALL: Offers = {
  query: '78701',
  cookie: '53703',
  cityState: '60601',
  geolocation: '94103',
  edge: '10001',
};

export const CHAIN_CASES: ChainCase[] = [
  {
    rule: '1. zip in query: wins over every other step, which are not asked',
    runtime: 'browser',
    offers: ALL,
    source: 'query',
    zip: '78701',
    notAsked: ['cookie', 'cityState', 'geolocation', 'edge'],
  },
  {
    rule: '2. stored location cookie: when the query has no zip',
    runtime: 'browser',
    offers: { ...ALL, query: undefined },
    source: 'cookie',
    zip: '53703',
    notAsked: ['cityState', 'geolocation', 'edge'],
  },
  {
    rule: '2. a query zip that is not exactly five digits counts as none',
    runtime: 'server',
    offers: { ...ALL, query: '78701-1234' },
    source: 'cookie',
    zip: '53703',
    notAsked: ['cityState', 'geolocation', 'edge'],
  },
  {
    rule: '2. a five-digit query zip the lookups do not know counts as none',
    runtime: 'server',
    offers: { ...ALL, query: '00000' },
    source: 'cookie',
    zip: '53703',
    notAsked: ['cityState', 'geolocation', 'edge'],
  },
  {
    rule: '3. city and state lookup: when there is no query zip and no cookie',
    runtime: 'browser',
    offers: { ...ALL, query: undefined, cookie: undefined },
    source: 'cityState',
    zip: '60601',
    notAsked: ['geolocation', 'edge'],
  },
  {
    rule: '4. browser geolocation: after the first three give nothing',
    runtime: 'browser',
    offers: { ...ALL, query: undefined, cookie: undefined, cityState: undefined },
    source: 'geolocation',
    zip: '94103',
    notAsked: ['edge'],
  },
  {
    rule: '4. browser geolocation is "client only": never asked on the server',
    runtime: 'server',
    offers: { ...ALL, query: undefined, cookie: undefined, cityState: undefined },
    source: 'edge',
    zip: '10001',
    notAsked: ['geolocation'],
  },
  {
    rule: '5. edge-provided zip: on the server, after the first three give nothing',
    runtime: 'server',
    offers: { query: undefined, cookie: undefined, cityState: undefined, edge: '10001' },
    source: 'edge',
    zip: '10001',
    notAsked: [],
  },
  {
    rule: '5. the edge zip is "server only": never asked in the browser',
    runtime: 'browser',
    offers: { query: undefined, cookie: undefined, geolocation: undefined, edge: '10001' },
    source: undefined,
    notAsked: ['edge'],
  },
  {
    rule: 'a step that throws is logged and passed over',
    runtime: 'server',
    offers: { query: new Error('boom'), cookie: '53703' },
    source: 'cookie',
    zip: '53703',
    notAsked: [],
  },
  {
    rule: 'no step gives a zip: nothing resolves',
    runtime: 'server',
    offers: { query: undefined, cookie: 'abc', cityState: undefined, edge: undefined },
    source: undefined,
    notAsked: [],
  },
];
