import { type Kysely, sql } from 'kysely';

// Issue 31: a change log of `listings` that orders commits, not clocks (contract: src/db/README.md, "The listing
// change log"), its readers' positions, and what the alert pass has found and sent from it
// (src/alerts/README.md). Frozen once released: a later change is a new file.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per change of a listing that a reader may care about, written by the trigger below in the writing
  // transaction: `xid` is that transaction's id, so a reader can tell which rows are final (README).
  await sql`
    create table listing_changes (
      position bigserial primary key,
      xid xid8 not null default pg_current_xact_id(),
      listing_id integer not null,
      kind text not null check (kind in ('listed', 'price', 'sold', 'relisted', 'removed')),
      old_price integer,
      new_price integer,
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index listing_changes_xid on listing_changes (xid, position)`.execute(db);

  // Each reader's place in the log: every row with xid < horizon has been read. `high` and `after_position`
  // hold a range being read in several chunks (README).
  await sql`
    create table listing_change_readers (
      reader text primary key,
      horizon xid8 not null,
      high xid8,
      after_position bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into listing_change_readers (reader, horizon) values ('alerts', '0')`.execute(db);

  await sql`
    create function log_listing_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into listing_changes (listing_id, kind, new_price) values (new.id, 'listed', new.price);
      elsif tg_op = 'DELETE' then
        insert into listing_changes (listing_id, kind, old_price) values (old.id, 'removed', old.price);
      else
        if new.status is distinct from old.status then
          insert into listing_changes (listing_id, kind, old_price, new_price)
          values (new.id, case when new.status = 'sold' then 'sold' else 'relisted' end, old.price, new.price);
        end if;
        if new.price is distinct from old.price then
          insert into listing_changes (listing_id, kind, old_price, new_price)
          values (new.id, 'price', old.price, new.price);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger listings_log_changes
    after insert or update or delete on listings
    for each row execute function log_listing_change()`.execute(db);

  // Alerts: how often a saved search's alerts go out.
  await sql`
    alter table saved_searches
    add column cadence text not null default 'instant' check (cadence in ('instant', 'daily', 'weekly'))`.execute(
    db,
  );

  // What the alert pass found for whom, from which log row, and what became of it. The unique keys are the
  // "never twice": one row per (saved search, listing) and per (saved vehicle, change).
  await sql`
    create table alert_items (
      id bigserial primary key,
      consumer_id text not null references consumers (id) on delete cascade,
      saved_search_id text references saved_searches (id) on delete cascade,
      saved_vehicle_id text references saved_vehicles (id) on delete cascade,
      listing_id integer not null,
      change text not null check (change in ('new-match', 'price-drop', 'sold', 'removed')),
      position bigint not null,
      old_price integer,
      new_price integer,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      outcome text check (outcome in ('sent', 'dropped', 'unchanged')),
      message_key text,
      check ((saved_search_id is null) <> (saved_vehicle_id is null))
    )`.execute(db);
  await sql`
    create unique index alert_items_search_listing on alert_items (saved_search_id, listing_id)
    where saved_search_id is not null`.execute(db);
  await sql`
    create unique index alert_items_vehicle_change on alert_items (saved_vehicle_id, position)
    where saved_vehicle_id is not null`.execute(db);
  await sql`create index alert_items_pending on alert_items (consumer_id) where settled_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists alert_items`.execute(db);
  await sql`alter table saved_searches drop column if exists cadence`.execute(db);
  await sql`drop trigger if exists listings_log_changes on listings`.execute(db);
  await sql`drop function if exists log_listing_change()`.execute(db);
  await sql`drop table if exists listing_change_readers`.execute(db);
  await sql`drop table if exists listing_changes`.execute(db);
}
