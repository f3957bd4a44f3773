import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** A shopper row, as sign-in would have made it; alerts read only the id, e-mail, phone and opt-out. */
export async function insertConsumer(
  db: Kysely<Schema>,
  id: string,
  overrides: { email?: string | null; phone?: string | null; opted_out_at?: Date | null } = {},
): Promise<string> {
  await db
    .insertInto('consumers')
    .values({
      id,
      issuer: 'https://issuer.test',
      subject: id,
      email: `${id}@example.com`,
      phone: null,
      opted_out_at: null,
      ...overrides,
    })
    .execute();
  return id;
}

let counter = 0;

export async function insertSavedSearch(
  db: Kysely<Schema>,
  consumerId: string,
  fields: {
    name: string;
    query: Record<string, string | string[]>;
    created_at: Date;
    email_alerts?: boolean;
    text_alerts?: boolean;
    mobile_phone?: string | null;
  },
): Promise<string> {
  counter += 1;
  const id = `search-${consumerId}-${counter}`;
  await db
    .insertInto('saved_searches')
    .values({
      id,
      consumer_id: consumerId,
      brand: 'AT',
      name: fields.name,
      query: JSON.stringify(fields.query),
      email_alerts: fields.email_alerts ?? true,
      text_alerts: fields.text_alerts ?? false,
      mobile_phone: fields.mobile_phone ?? null,
      created_at: fields.created_at,
      updated_at: fields.created_at,
    })
    .execute();
  return id;
}

export async function insertSavedVehicle(
  db: Kysely<Schema>,
  consumerId: string,
  fields: {
    listing_id: number;
    alerted_price: number | null;
    title?: string | null;
    email_alerts?: boolean;
    text_alerts?: boolean;
    mobile_phone?: string | null;
  },
): Promise<string> {
  counter += 1;
  const id = `vehicle-${consumerId}-${counter}`;
  await db
    .insertInto('saved_vehicles')
    .values({
      id,
      consumer_id: consumerId,
      listing_id: fields.listing_id,
      brand: 'AT',
      title: fields.title ?? null,
      email_alerts: fields.email_alerts ?? true,
      text_alerts: fields.text_alerts ?? false,
      mobile_phone: fields.mobile_phone ?? null,
      alerted_price: fields.alerted_price,
    })
    .execute();
  return id;
}

/** The outbox rows of one shopper's alerts, oldest first. */
export function alertRows(db: Kysely<Schema>, consumerId: string) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('dedupe_key', 'like', `alert:${consumerId}:%`)
    .orderBy('id')
    .execute();
}
