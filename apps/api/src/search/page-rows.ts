import { REQUEST_CACHE_TTL } from '@forecourt/breakers';

/**
 * Page rows kept between searches: a results page is 25 listings read again by id with their owners and price
 * changes, and popular cars are on many pages (over the api-search mix, three page rows in four were a row
 * another search had read in the last 20,000). Reading them was most of a search's time in the server's thread
 * and most of PostgreSQL's.
 */
export const PAGE_ROWS_MAX = 20_000;

/**
 * Keeps rows by listing id, least recently used out first. A row is forgotten when the change log names its
 * listing (the searcher applies the log before answering); what the log does not name (a new photo or
 * description, a dealer's new phone) is held for the server-side request cache's 120 s at most, as a cached reply
 * is. A read that began before a change was forgotten may hold the row as it was, so it is not kept (`since`).
 */
export class PageRows<Row> {
  private readonly rows = new Map<number, { row: Row; expires: number }>();
  /** Moves at every forget: a read that began at another value may hold a row as it was before. */
  private epoch = 0;

  constructor(
    private readonly max = PAGE_ROWS_MAX,
    private readonly ttl = REQUEST_CACHE_TTL,
    private readonly now: () => number = Date.now,
  ) {}

  /** The mark to give `keep` for rows read from now. */
  mark(): number {
    return this.epoch;
  }

  get(id: number): Row | undefined {
    const entry = this.rows.get(id);
    if (entry === undefined) return undefined;
    this.rows.delete(id);
    if (entry.expires <= this.now()) return undefined;
    this.rows.set(id, entry);
    return entry.row;
  }

  /** Keeps rows read since `mark()` gave `since`, unless a change was forgotten meanwhile. */
  keep(rows: Iterable<[number, Row]>, since: number): void {
    if (since !== this.epoch || this.max === 0) return;
    const expires = this.now() + this.ttl;
    for (const [id, row] of rows) {
      this.rows.delete(id);
      this.rows.set(id, { row, expires });
    }
    for (const id of this.rows.keys()) {
      if (this.rows.size <= this.max) break;
      this.rows.delete(id);
    }
  }

  forget(ids: Iterable<number>): void {
    this.epoch++;
    for (const id of ids) this.rows.delete(id);
  }

  clear(): void {
    this.epoch++;
    this.rows.clear();
  }

  get size(): number {
    return this.rows.size;
  }
}
