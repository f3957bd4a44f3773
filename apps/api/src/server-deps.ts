import type { ZipDirectory } from '@forecourt/location';
import type { AccountLimits } from './accounts/account-limits';
import type { Clock } from './clock';
import type { Database } from './db/open-database';

/** What every route group is given: no route reaches for a global, so tests can pin each of these. */
export interface ServerDeps {
  database: Database;
  clock: Clock;
  /** US zips: city, state, coordinates, nearest zip (the `zipcodes` data, loaded once per process). */
  zips: ZipDirectory;
  /** The quick-save and saved-search limits (spec 000 s4: over them is `isOverLimit`, not an error). */
  limits: AccountLimits;
}
