import { type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * The database's listing position: `listing_version`, which a trigger moves on every write to listings. Null when
 * it cannot be read (the readiness check then says the position is unknown rather than failing).
 */
export async function databasePosition(db: Kysely<Schema>): Promise<string | null> {
  try {
    const { rows } = await sql<{
      version: string;
    }>`select version::text as version from listing_version where id = 1`.execute(db);
    return rows[0]?.version ?? null;
  } catch {
    return null;
  }
}
