// The API as a library, for what runs it in-process (the benchmarks in bench/): the server factory, the
// database, the seed, the dealer-feed import and the deal ratings, and the search beneath the listing service. Apps and clients use HTTP, not this.
export { createTokenVerifier, type TrustedIssuer, type VerifiedToken } from './auth/token-verifier';
export { type ApiConfig, readConfig } from './config';
export { parseCsv } from './data/import/parse-csv';
export {
  bandOfGap,
  DEAL_BAND_NAMES,
  DEAL_BANDS,
  type DealBand,
  importDealerFeed,
  isEmpty,
  refreshDealRatings,
  seedDatabase,
} from './data/index';
export { type Database, openDatabase } from './db/open-database';
export { type SearchQuery, toListingSearch } from './listings/search-request';
export { searchListings } from './search/search-listings';
export { buildServer, type ServerOptions } from './server';
