import { randomUUID } from 'node:crypto';
import type { CONTRACTS, ContractReply, ContractRequest } from '@forecourt/contracts';
import type { Selectable } from 'kysely';
import type { OwnedVehiclesTable } from '../db/schema';
import { notFound } from '../http/api-failure';
import type { AccountContext } from './saved-vehicles';

type OwnedVehicle = ContractReply<typeof CONTRACTS.getOwnedVehicles>[number];
type AccountVehicle = ContractReply<typeof CONTRACTS.getAccountVehicles>[number];
type AccountVehicleBody = ContractRequest<typeof CONTRACTS.updateAccountVehicle>['body'];
type AddVehicleBody = ContractRequest<typeof CONTRACTS.addAccountVehicle>['body'];
type OwnedRow = Selectable<OwnedVehiclesTable>;

// One table, two views: the consumer-vehicle-owners call (spec 000 s3 "vehicleid, vehicle_details.latest_zipcode,
// kbb_vehicle_id") and the user account API's vehicles. A car added through one is listed by both.

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;

export function toOwnedVehicle(row: OwnedRow): OwnedVehicle {
  return {
    vehicleid: row.id,
    vehicle_details: {
      latest_zipcode: row.latest_zipcode,
      ...optional('year', row.year),
      ...optional('make', row.make_code),
      ...optional('model', row.model_code),
      ...optional('trim', row.trim_code),
    },
    kbb_vehicle_id: row.kbb_vehicle_id,
  };
}

export function toAccountVehicle(row: OwnedRow): AccountVehicle {
  return {
    id: row.id,
    ...optional('vin', row.vin),
    ...optional('year', row.year),
    ...optional('make', row.make_code),
    ...optional('model', row.model_code),
    ...optional('trim', row.trim_code),
    ...optional('mileage', row.mileage),
    ...optional('zip', row.latest_zipcode),
    ...optional('kbbVehicleId', row.kbb_vehicle_id),
    ...optional('nickname', row.nickname),
  };
}

export async function ownedRows(ctx: AccountContext): Promise<OwnedRow[]> {
  return ctx.db
    .selectFrom('owned_vehicles')
    .selectAll()
    .where('consumer_id', '=', ctx.consumerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Removes one of the caller's cars; another's id, or none, is a 404 and changes nothing. */
export async function deleteOwned(ctx: AccountContext, id: string): Promise<OwnedRow[]> {
  const result = await ctx.db
    .deleteFrom('owned_vehicles')
    .where('id', '=', id)
    .where('consumer_id', '=', ctx.consumerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(`Vehicle ${id}`);
  return ownedRows(ctx);
}

/**
 * PUT vehicle/id/{vehicleId}: replaces the caller's car, or adds it under that id when no car has it (the spec
 * has no separate create). An id that is another shopper's is a 404 and changes nothing.
 */
export async function putAccountVehicle(
  ctx: AccountContext,
  id: string,
  body: AccountVehicleBody,
): Promise<OwnedRow[]> {
  const fields = {
    vin: body.vin ?? null,
    year: body.year ?? null,
    make_code: body.make ?? null,
    model_code: body.model ?? null,
    trim_code: body.trim ?? null,
    mileage: body.mileage ?? null,
    latest_zipcode: body.zip ?? null,
    kbb_vehicle_id: body.kbbVehicleId ?? null,
    nickname: body.nickname ?? null,
    updated_at: ctx.now,
  };
  const inserted = await ctx.db
    .insertInto('owned_vehicles')
    .values({ id, consumer_id: ctx.consumerId, ...fields, created_at: ctx.now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const result = await ctx.db
      .updateTable('owned_vehicles')
      .set(fields)
      .where('id', '=', id)
      .where('consumer_id', '=', ctx.consumerId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(`Vehicle ${id}`);
  }
  return ownedRows(ctx);
}

/**
 * The valuation vehicle id of a car added by the shopper (ours: no valuation service answers here). A VIN's
 * first 8 characters and its 10th and 11th (model year, plant) name the vehicle a valuation prices, so a VIN's id is
 * `vin:` and those 10 characters; a year, make and model is `ymm:YEAR:MAKE:MODEL`, upper case. Either way the car
 * then counts towards the cars-I-own count ("both a latest zip code and a valuation vehicle id", spec 000 s3).
 */
export function valuationVehicleId(body: Pick<AddVehicleBody, 'vin' | 'year' | 'make' | 'model'>): string {
  if (body.vin) return `vin:${body.vin.slice(0, 8)}${body.vin.slice(9, 11)}`;
  return `ymm:${body.year}:${String(body.make).toUpperCase()}:${String(body.model).toUpperCase()}`;
}

/** POST vehicles: adds a car to the caller's own list under a new id; answers the caller's list. */
export async function addAccountVehicle(ctx: AccountContext, body: AddVehicleBody): Promise<OwnedRow[]> {
  await ctx.db
    .insertInto('owned_vehicles')
    .values({
      id: randomUUID(),
      consumer_id: ctx.consumerId,
      vin: body.vin ?? null,
      year: body.year ?? null,
      make_code: body.make ?? null,
      model_code: body.model ?? null,
      trim_code: body.trim ?? null,
      mileage: body.mileage ?? null,
      latest_zipcode: body.zip,
      kbb_vehicle_id: valuationVehicleId(body),
      nickname: body.nickname ?? null,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .execute();
  return ownedRows(ctx);
}
