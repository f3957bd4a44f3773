import type { Migration } from 'kysely';
import * as initial from './001-initial';
import * as listingVersion from './002-listing-version';
import * as accounts from './003-accounts';

/**
 * Every migration, in order. Imported, not read from a folder: the API ships as one bundle, and a migration
 * list in code cannot lose a file.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-listing-version': listingVersion,
  '003-accounts': accounts,
};
