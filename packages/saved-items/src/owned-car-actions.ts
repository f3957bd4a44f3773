import { type ActionResult, failed, OK } from './action-result';
import type { AccountVehicle, NewOwnedCar } from './entities';
import { reportFailure, requireSignedIn, type StoreContext } from './store-context';

export interface OwnedCarActions {
  /** Loads the cars the shopper owns (GET vehicles) into `ownedCars` and the cars-I-own count. */
  loadOwnedCars(): Promise<ActionResult>;
  /** Adds a car by VIN or by year/make/model, with its ZIP (POST vehicles); the list and count follow the reply. */
  addOwnedCar(car: NewOwnedCar): Promise<ActionResult>;
  /** Removes one of the shopper's cars (DELETE vehicle/id/{id}). */
  removeOwnedCar(id: string): Promise<ActionResult>;
}

/**
 * "Only owned vehicles that have both a latest zip code and a valuation vehicle id count towards the cars-I-own
 * count" (spec 000 s3), read from the user account API's fields (`zip`, `kbbVehicleId`).
 */
export function ownedCarsCount(cars: readonly AccountVehicle[]): number {
  return cars.filter((car) => Boolean(car.zip) && car.kbbVehicleId !== undefined && car.kbbVehicleId !== null)
    .length;
}

/** The reason a call failed, as the server gave it (a 400 names the field), for the form to show. */
function reasonOf(error: unknown): string | undefined {
  // The account client's errors carry the error reply (`apiError`), read by shape: this package knows no client.
  const reply = (error as { apiError?: { error?: { message?: unknown } } } | null)?.apiError?.error?.message;
  if (typeof reply === 'string' && reply.trim()) return reply;
  return error instanceof Error && error.message ? error.message : undefined;
}

export function ownedCarActions(ctx: StoreContext): OwnedCarActions {
  const { set } = ctx;
  const keep = (cars: AccountVehicle[]) => set({ ownedCars: cars, myCarsCount: ownedCarsCount(cars) });
  return {
    async loadOwnedCars() {
      requireSignedIn(ctx, 'loadOwnedCars');
      try {
        keep(await ctx.client.getAccountVehicles());
        return OK;
      } catch (error) {
        reportFailure(ctx, 'loadOwnedCars', error, null);
        return failed('server');
      }
    },

    async addOwnedCar(car) {
      requireSignedIn(ctx, 'addOwnedCar');
      try {
        keep(await ctx.client.addAccountVehicle(car));
        return OK;
      } catch (error) {
        reportFailure(ctx, 'addOwnedCar', error, null);
        return failed('server', reasonOf(error));
      }
    },

    async removeOwnedCar(id) {
      requireSignedIn(ctx, 'removeOwnedCar');
      try {
        keep(await ctx.client.deleteAccountVehicle({ id }));
        return OK;
      } catch (error) {
        reportFailure(ctx, 'removeOwnedCar', error, null);
        return failed('server', reasonOf(error));
      }
    },
  };
}
