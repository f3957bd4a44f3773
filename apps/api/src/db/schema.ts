import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamp: written as a Date or ISO text, read back as a Date (pg and PGlite both parse timestamptz). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in when an insert leaves it out. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: any JSON value in, the parsed value out. */
type Json<T> = ColumnType<T, T | string, T | string>;

/** A dealer or a private seller (spec 001 s3 "Owner"). Ids are integers: 5+ digits as spec 001 s2 wants. */
export interface OwnersTable {
  id: number;
  kind: 'dealer' | 'private';
  name: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** Dealer priority: 10 or lower and a used car shows the name as 'Dealer' (spec 000 s9). */
  priority: number;
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  has_dealer_financing: boolean;
  hide_email_form: boolean;
  created_at: DefaultedTimestamp;
}

/** The market price model's verdict (migration 012, src/data/market-price). */
export interface DealRating {
  /** Great, Good, Fair, High or Overpriced; null is "not enough similar cars to rate". Kept with hysteresis. */
  band: 'Great' | 'Good' | 'Fair' | 'High' | 'Overpriced' | null;
  /** Estimated market price, whole dollars; null when not rated. */
  marketPrice: number | null;
  /** (price - marketPrice) / marketPrice, 4 decimals; null when not rated. */
  gap: number | null;
  confidence: 'high' | 'medium' | 'low' | null;
  comparables: number;
  /** The nearest comparables' listing ids, nearest first. */
  nearestIds: number[];
}

export interface ListingsTable {
  id: number;
  owner_id: number;
  vin: string;
  /** NEW, USED, CERTIFIED or 3P_CERT (spec 001 s2 listing types). */
  listing_type: string;
  status: Generated<'active' | 'sold'>;
  make_code: string;
  model_code: string;
  series_code: string | null;
  trim_code: string | null;
  trim_name: string | null;
  year: number;
  mileage: number;
  price: number;
  msrp: number | null;
  vehicle_style_code: string;
  transmission_code: string;
  drive_group: string;
  engine_code: string;
  fuel_type_group: string;
  ext_color_simple: string;
  int_color: string | null;
  feature_codes: ColumnType<string[], string[], string[]>;
  packages: ColumnType<string[], string[], string[]>;
  mpg_city: number | null;
  mpg_highway: number | null;
  vehicle_exchange: boolean;
  vehicle_use_type: 'PERSONAL' | 'COMMERCIAL';
  /** d (dealer) or p (private seller), as the seller-type vocabulary of spec 001 s2 encodes them. */
  seller_type: 'd' | 'p';
  priority: number;
  tier: 'Featured' | 'Standard';
  /** The owner's place, copied so a radius search reads one table. */
  zip: string;
  latitude: number;
  longitude: number;
  image_count: number;
  description: string | null;
  /** Migration 012; null until the first refresh after it. */
  deal_rating: ColumnType<DealRating | null, string | null | undefined, string | null>;
  listed_at: Timestamp;
  updated_at: Timestamp;
}

/** Every price a listing had, for `pricingHistory` and `isReducedPrice`. */
export interface PriceChangesTable {
  listing_id: number;
  price: number;
  changed_at: Timestamp;
}

/** The wallet storage service (spec 002 s7): a payment profile by wallet id, optionally tied to a consumer. */
export interface WalletsTable {
  id: string;
  consumer_id: string | null;
  payment_info: Json<Record<string, unknown>>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** Messages to send (e-mail a friend, share by text, alerts): written in the request, delivered by a sender. */
export interface OutboxTable {
  id: Generated<number>;
  kind: 'email' | 'sms';
  /** Who asked for it (an e-mail address, a phone or a consumer id): rate limits count by it. */
  sender: string;
  recipient: string;
  subject: string | null;
  body: string;
  payload: Json<Record<string, unknown>>;
  /** Set when the same message must never go out twice (alerts across several API instances). */
  dedupe_key: string | null;
  created_at: DefaultedTimestamp;
  sent_at: Timestamp | null;
  /** A sender's claim (migration 004): rows claimed within the lease are left to that sender. */
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Failed sends so far (migration 004); a row is given up after the sender's maxAttempts. */
  attempts: Generated<number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** How it went (migration 004): the transport's name ('smtp', 'mailbox', 'local-text'), or 'dropped' (opted out). */
  delivery: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row (id 1): moved by a trigger on every write to listings, so a search index knows when it is stale. */
export interface ListingVersionTable {
  id: number;
  /** bigint: read back as text by pg, as a number or bigint by PGlite; compare it as text. */
  version: ColumnType<string | number | bigint, never, never>;
}

/** A shopper: one per OpenID Connect issuer and subject (spec 000 s3 profile fields). */
export interface ConsumersTable {
  id: string;
  issuer: string;
  subject: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  phone_verified: Generated<boolean>;
  zip: string | null;
  /** Registered by e-mail only (lightuser/search), no sign-in yet. */
  light: Generated<boolean>;
  /** Set by either opt-out call: no alert goes out after it. */
  opted_out_at: Timestamp | null;
  /** The profile cache the client updates (migration 005): the ids it last knew. */
  profile_cache: Json<{ carIds: string[]; searchIds: string[] } | null>;
  /** The best-deals opt-in (migration 005): null when not opted in. */
  best_deals: Json<{ email: string; zipcode: string; styleCodes: string[]; optedInAt: string } | null>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** A saved vehicle (bookmark of a listing), versioned for optimistic concurrency (spec 000 s4). */
export interface SavedVehiclesTable {
  id: string;
  consumer_id: string;
  listing_id: number;
  brand: string;
  title: string | null;
  notes: string | null;
  email_alerts: Generated<boolean>;
  text_alerts: Generated<boolean>;
  mobile_phone: string | null;
  version: Generated<number>;
  alerted_price: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface SavedSearchesTable {
  id: string;
  consumer_id: string;
  brand: string;
  name: string;
  query: Json<Record<string, string | string[]>>;
  email_alerts: Generated<boolean>;
  text_alerts: Generated<boolean>;
  mobile_phone: string | null;
  version: Generated<number>;
  /** When its alerts last went out (or, before migration 009, the newest listing time told). */
  last_alerted_at: Timestamp | null;
  /** How often its alerts go out (migration 009): at once, or one digest a day or a week. */
  cadence: Generated<AlertCadence>;
  /** The search as the shopper saw it (migration 005). */
  search_string: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface OwnedVehiclesTable {
  id: string;
  consumer_id: string;
  vin: string | null;
  year: number | null;
  make_code: string | null;
  model_code: string | null;
  trim_code: string | null;
  mileage: number | null;
  nickname: string | null;
  /** vehicle_details.latest_zipcode and kbb_vehicle_id (migration 005): both needed to count (spec 000 s3). */
  latest_zipcode: string | null;
  kbb_vehicle_id: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface RecentSearchesTable {
  id: string;
  consumer_id: string;
  heading: string;
  query: Json<Record<string, string | string[]>>;
  searched_at: Timestamp;
  /** The whole recent search entry of spec 000 s3 (migration 005). */
  entry: Json<Record<string, unknown> | null>;
}

export interface NotificationsTable {
  id: Generated<number>;
  consumer_id: string;
  kind: string;
  title: string;
  body: string;
  payload: Json<Record<string, unknown>>;
  read_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

/** What a shopper has been alerted about (migration 004): one row per consumer, listing and reason. */
export interface AlertDeliveriesTable {
  consumer_id: string;
  listing_id: number;
  /** 'new-match', 'price-drop:{price}', 'sold' or 'expired'. */
  reason: string;
  /** `search:{id}` or `vehicle:{id}`. */
  source: string;
  created_at: DefaultedTimestamp;
}

/** One unsubscribe token per shopper (migration 004), carried by every alert. */
export interface AlertUnsubscribeTokensTable {
  token: string;
  consumer_id: string;
  created_at: DefaultedTimestamp;
}

/** One web-vitals reading of the storefront (migration 006), as the browser rated it with spec 002 s9. */
export interface WebVitalsTable {
  /** bigint identity: read back as text by pg, as a number or bigint by PGlite. */
  id: ColumnType<string | number | bigint, never, never>;
  received_at: DefaultedTimestamp;
  name: 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  metric_id: string;
  delta: number;
  navigation_type: string | null;
  page: string;
  path: string;
  brand: string;
  consumer_id: string | null;
}

/** A shopper's report of a wrong listing (migration 007), kept for review. */
export interface ListingReportsTable {
  /** bigint identity: read back as text by pg, as a number or bigint by PGlite. */
  id: ColumnType<string | number | bigint, never, never>;
  listing_id: number;
  /** One of the contracts' REPORT_REASON_CODES: 'sold', 'price', 'details', 'scam', 'other'. */
  reason: string;
  /** Trimmed; '' when the shopper wrote none. */
  comments: ColumnType<string, string | undefined, string>;
  email: string | null;
  /** `consumer:{id}` when signed in, else `ip:{client address}`. */
  sender: string;
  created_at: DefaultedTimestamp;
}

export type AlertCadence = 'instant' | 'daily' | 'weekly';

/** xid8 and bigint values: text from pg, a number or bigint from PGlite; compare them as text or BigInt. */
type BigIntColumn = ColumnType<string | number | bigint, never, never>;

/** The listing change log (migration 009; contract in src/db/README.md): written only by its trigger. */
export interface ListingChangesTable {
  position: BigIntColumn;
  xid: BigIntColumn;
  listing_id: number;
  /** `changed` and `truncated`: migration 010 (the search index's; the alert pass ignores them). */
  kind: 'listed' | 'price' | 'sold' | 'relisted' | 'removed' | 'changed' | 'truncated';
  old_price: number | null;
  new_price: number | null;
  changed_at: Timestamp;
}

/** One reader's place in the change log (migration 009). */
export interface ListingChangeReadersTable {
  reader: string;
  horizon: ColumnType<string | number | bigint, string, string>;
  high: ColumnType<string | number | bigint | null, string | null, string | null>;
  after_position: ColumnType<string | number | bigint, string | undefined, string>;
  updated_at: DefaultedTimestamp;
}

/** What the alert pass found for a saved search or vehicle in the change log, and what became of it (migration 009). */
export interface AlertItemsTable {
  id: Generated<string | number | bigint>;
  consumer_id: string;
  saved_search_id: string | null;
  saved_vehicle_id: string | null;
  listing_id: number;
  change: 'new-match' | 'price-drop' | 'sold' | 'removed';
  /** The listing_changes position it came from. */
  position: ColumnType<string | number | bigint, string, string>;
  old_price: number | null;
  new_price: number | null;
  created_at: DefaultedTimestamp;
  settled_at: Timestamp | null;
  outcome: 'sent' | 'dropped' | 'unchanged' | null;
  /** The outbox dedupe key (without its channel) of the message that told it. */
  message_key: string | null;
}

/** A fixed window's count of one rate-limit key (src/limits/rate-limiter.ts). */
export interface RateLimitsTable {
  key: string;
  /** The window's first instant: `now` rounded down to a whole number of windows since the epoch. */
  window_start: Date;
  hits: number;
  /** The window's end: a row past it counts for nothing and may be pruned. */
  expires_at: Date;
}

/** An operator's feed upload: its progress while it runs, the importer's report once done (migration 013). */
export interface FeedImportsTable {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  file_name: string | null;
  /** bigint: pg reads it back as text. */
  bytes_total: ColumnType<string | number, number, number>;
  bytes_read: ColumnType<string | number, number | undefined, number>;
  rows: ColumnType<number, number | undefined, number>;
  imported: ColumnType<number, number | undefined, number>;
  updated: ColumnType<number, number | undefined, number>;
  rejected: ColumnType<unknown[], string | undefined, string>;
  replaced: ColumnType<unknown[], string | undefined, string>;
  error: Json<{ code: string; message: string } | null>;
  instance: string | null;
  started_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface Schema {
  owners: OwnersTable;
  listings: ListingsTable;
  price_changes: PriceChangesTable;
  wallets: WalletsTable;
  outbox: OutboxTable;
  consumers: ConsumersTable;
  saved_vehicles: SavedVehiclesTable;
  saved_searches: SavedSearchesTable;
  owned_vehicles: OwnedVehiclesTable;
  recent_searches: RecentSearchesTable;
  notifications: NotificationsTable;
  listing_version: ListingVersionTable;
  alert_deliveries: AlertDeliveriesTable;
  alert_unsubscribe_tokens: AlertUnsubscribeTokensTable;
  web_vitals: WebVitalsTable;
  listing_reports: ListingReportsTable;
  listing_changes: ListingChangesTable;
  listing_change_readers: ListingChangeReadersTable;
  alert_items: AlertItemsTable;
  rate_limits: RateLimitsTable;
  feed_imports: FeedImportsTable;
}

export type Owner = Selectable<OwnersTable>;
export type NewOwner = Insertable<OwnersTable>;
export type ListingRow = Selectable<ListingsTable>;
export type NewListing = Insertable<ListingsTable>;
export type ListingUpdate = Updateable<ListingsTable>;
export type WalletRow = Selectable<WalletsTable>;
export type OutboxRow = Selectable<OutboxTable>;
