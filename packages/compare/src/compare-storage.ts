/** The part of the Web Storage API the compare store uses; `localStorage` fits, so does a `Map` wrapper. */
export interface CompareStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** "Stored compare record: date and ids." (spec 001 section 3) `date` is ms since the epoch of the last write. */
export interface StoredCompareRecord {
  date: number;
  ids: string[];
}

function isRecord(value: unknown): value is StoredCompareRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { date, ids } = value as Partial<StoredCompareRecord>;
  return (
    typeof date === 'number' &&
    Number.isFinite(date) &&
    Array.isArray(ids) &&
    ids.every((id) => typeof id === 'string')
  );
}

function safeRemove(storage: CompareStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // A storage that refuses a removal leaves a record we will discard again on the next read.
  }
}

/**
 * The stored ids, or `undefined` when there is no usable record: none stored, unreadable, malformed, or older
 * than `expiryMs`. An expired or malformed record is removed so it is not read again.
 */
export function readCompareRecord(
  storage: CompareStorage,
  key: string,
  now: number,
  expiryMs: number,
): string[] | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  // "Older than 3 days": a record exactly 3 days old is still kept.
  if (!isRecord(parsed) || now - parsed.date > expiryMs) {
    safeRemove(storage, key);
    return undefined;
  }
  return parsed.ids;
}

/**
 * Writes the ids with the current date; an empty list removes the record. Returns false when the storage
 * refused (full, disabled, private mode): the in-memory list stays correct for the page's life.
 */
export function writeCompareRecord(
  storage: CompareStorage,
  key: string,
  ids: readonly string[],
  now: number,
) {
  try {
    if (ids.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ date: now, ids: [...ids] } satisfies StoredCompareRecord));
    return true;
  } catch {
    return false;
  }
}
