import { describe, expect, it } from 'vitest';
import { ownedCarsCount, type SavedItemsState } from './index';
import { setup } from './test-support';

const signedIn: Partial<SavedItemsState> = { signedIn: true, profile: { searchIds: [], carIds: [] } };

describe('owned cars ("Cars I own")', () => {
  it('adds by VIN and by year/make/model, and the cars-I-own count follows the list', async () => {
    const t = setup({ state: signedIn });
    expect(await t.state.addOwnedCar({ vin: '1HGCV1F34LA012345', zip: '78701' })).toEqual({ success: true });
    expect(await t.state.addOwnedCar({ year: 2018, make: 'Ford', model: 'F-150', zip: '53703' })).toEqual({
      success: true,
    });
    expect(t.state.ownedCars).toMatchObject([{ vin: '1HGCV1F34LA012345' }, { make: 'Ford', model: 'F-150' }]);
    expect(t.state.myCarsCount).toBe(2);

    const id = t.state.ownedCars?.[0]?.id as string;
    expect(await t.state.removeOwnedCar(id)).toEqual({ success: true });
    expect(t.state.ownedCars).toHaveLength(1);
    expect(t.state.myCarsCount).toBe(1);
  });

  it('loads the list; a failed add keeps the list and says why, without a banner', async () => {
    const t = setup({
      state: signedIn,
      data: { accountVehicles: [{ id: 'c-1', zip: '78701', kbbVehicleId: '9' }] },
    });
    await t.state.loadOwnedCars();
    expect(t.state.myCarsCount).toBe(1);
    t.client.queue('addAccountVehicle', new Error('body.zip: Invalid ZIP'));
    expect(await t.state.addOwnedCar({ vin: '1HGCV1F34LA012345', zip: '7' })).toEqual({
      success: false,
      reason: 'server',
      message: 'body.zip: Invalid ZIP',
    });
    expect(t.state.ownedCars).toEqual([{ id: 'c-1', zip: '78701', kbbVehicleId: '9' }]);
    expect(t.state.globalAlert).toBeNull();
    // The error reply's own message when the client error carries one.
    t.client.queue(
      'addAccountVehicle',
      Object.assign(new Error('addAccountVehicle: 400'), {
        apiError: { error: { message: 'zip: 5 digits' } },
      }),
    );
    expect(await t.state.addOwnedCar({ vin: '1HGCV1F34LA012345', zip: '7' })).toMatchObject({
      message: 'zip: 5 digits',
    });
  });

  it('counts only cars with both a zip code and a valuation vehicle id (spec 000 s3)', () => {
    expect(
      ownedCarsCount([
        { id: 'a', zip: '78701', kbbVehicleId: '1' },
        { id: 'b', zip: '78701' },
        { id: 'c', kbbVehicleId: '2' },
      ]),
    ).toBe(1);
  });

  it('needs a signed-in shopper', async () => {
    const t = setup();
    await expect(t.state.addOwnedCar({ vin: '1HGCV1F34LA012345', zip: '78701' })).rejects.toMatchObject({
      code: 'SIGN_IN_REQUIRED',
    });
  });
});
