import { type Kysely, sql } from 'kysely';

// Issue 34: the search index follows the listing change log instead of reloading on every write, so the log must
// name every write the index can see (contract: src/db/README.md, "The listing change log"). Migration 009 logs
// status and price changes only; this adds `changed` (an update of any other column the index reads: a make or
// model corrected, new mileage, a move) and `truncated` (a `TRUNCATE listings`, statement-level, listing id 0),
// and a NOTIFY on `listing_changes` as the index's wake-up. Frozen once released: a later change is a new file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_changes drop constraint listing_changes_kind_check`.execute(db);
  await sql`
    alter table listing_changes add constraint listing_changes_kind_check
    check (kind in ('listed', 'price', 'sold', 'relisted', 'removed', 'changed', 'truncated'))`.execute(db);

  // 009's function, with `changed` for an update that moves no status or price but another searched column.
  await sql`
    create or replace function log_listing_change() returns trigger language plpgsql as $$
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
        if new.status is not distinct from old.status and new.price is not distinct from old.price
          and (new.id, new.owner_id, new.listing_type, new.make_code, new.model_code, new.trim_code,
            new.series_code, new.seller_type, new.vehicle_style_code, new.transmission_code, new.drive_group,
            new.engine_code, new.fuel_type_group, new.ext_color_simple, new.vehicle_use_type, new.feature_codes,
            new.year, new.mileage, new.mpg_highway, new.vehicle_exchange, new.latitude, new.longitude, new.tier,
            new.priority, new.listed_at)
          is distinct from (old.id, old.owner_id, old.listing_type, old.make_code, old.model_code, old.trim_code,
            old.series_code, old.seller_type, old.vehicle_style_code, old.transmission_code, old.drive_group,
            old.engine_code, old.fuel_type_group, old.ext_color_simple, old.vehicle_use_type, old.feature_codes,
            old.year, old.mileage, old.mpg_highway, old.vehicle_exchange, old.latitude, old.longitude, old.tier,
            old.priority, old.listed_at) then
          insert into listing_changes (listing_id, kind, old_price, new_price)
          values (new.id, 'changed', old.price, new.price);
        end if;
      end if;
      return null;
    end $$`.execute(db);

  await sql`
    create function log_listing_truncate() returns trigger language plpgsql as $$
    begin
      insert into listing_changes (listing_id, kind) values (0, 'truncated');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger listings_log_truncate after truncate on listings
    for each statement execute function log_listing_truncate()`.execute(db);

  // One notification a writing statement (PostgreSQL folds equal ones of a transaction into one, sent at commit).
  await sql`
    create function notify_listing_changes() returns trigger language plpgsql as $$
    begin
      perform pg_notify('listing_changes', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger listing_changes_notify after insert on listing_changes
    for each statement execute function notify_listing_changes()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists listing_changes_notify on listing_changes`.execute(db);
  await sql`drop function if exists notify_listing_changes()`.execute(db);
  await sql`drop trigger if exists listings_log_truncate on listings`.execute(db);
  await sql`drop function if exists log_listing_truncate()`.execute(db);
  await sql`delete from listing_changes where kind in ('changed', 'truncated')`.execute(db);
  await sql`alter table listing_changes drop constraint listing_changes_kind_check`.execute(db);
  await sql`
    alter table listing_changes add constraint listing_changes_kind_check
    check (kind in ('listed', 'price', 'sold', 'relisted', 'removed'))`.execute(db);
}
