import type { Migration } from 'kysely';
import * as initial from './001-initial';
import * as listingVersion from './002-listing-version';
import * as accounts from './003-accounts';
import * as alerts from './004-alerts';
import * as accountDetails from './005-account-details';
import * as webVitals from './006-web-vitals';
import * as listingReports from './007-listing-reports';
import * as rateLimits from './008-rate-limits';
import * as listingChanges from './009-listing-changes';
import * as searchIndexChanges from './010-search-index-changes';
import * as dealRatings from './012-deal-ratings';
import * as feedImports from './013-feed-imports';
import * as oneDealVerdict from './014-one-deal-verdict';

/**
 * Every migration, in order. Imported, not read from a folder: the API ships as one bundle, and a migration
 * list in code cannot lose a file.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-listing-version': listingVersion,
  '003-accounts': accounts,
  '004-alerts': alerts,
  '005-account-details': accountDetails,
  '006-web-vitals': webVitals,
  '007-listing-reports': listingReports,
  '008-rate-limits': rateLimits,
  '009-listing-changes': listingChanges,
  '010-search-index-changes': searchIndexChanges,
  // 011 was kept for the importer, which needed none.
  '012-deal-ratings': dealRatings,
  '013-feed-imports': feedImports,
  '014-one-deal-verdict': oneDealVerdict,
};
