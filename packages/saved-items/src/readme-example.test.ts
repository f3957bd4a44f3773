import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createInMemoryAccountClient, createSavedItemsStore } from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('runs the README example', async () => {
  const client = createInMemoryAccountClient({
    data: { listings: [{ id: 700, title: '2020 Honda Civic' }] },
  });
  const store = createSavedItemsStore({ client, brand: 'atc', maxQuickSavesLimit: 5 });

  await store.getState().hydrateUser({ signedIn: true });
  await store.getState().saveVehicle('700', { title: 'My Civic' });
  expect(store.getState().open.updateSavedListingModal).toBe(true);
  expect(store.getState().savedListings).toEqual([{ listingId: '700', bookmarkId: 'vb-1', version: 1 }]);

  await store.getState().updateSavedVehicle({ notes: 'Call the dealer Friday', enableEmailAlerts: true });
  expect(store.getState().animatedButtonState).toBe('loaded');
  vi.advanceTimersByTime(3000);
  expect(store.getState().open.updateSavedListingModal).toBe(false);
});
