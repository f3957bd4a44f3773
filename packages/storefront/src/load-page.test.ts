import { describe, expect, it } from 'vitest';
import { isLazyPage, loadPage, loadRoutePage } from './load-page';
import type { PageRoute } from './page-route';
import { HomePage } from './pages/home-page';
import { VehiclePage } from './pages/vehicle-page';

const PAGES: readonly PageRoute['page'][] = [
  'home',
  'advanced-search',
  'results',
  'vehicle',
  'compare',
  'saved',
  'dealers',
  'dealer',
  'content',
];

describe('loadPage', () => {
  it.each(PAGES)('loads the %s page on its own', (page) => {
    expect(isLazyPage(page)).toBe(true);
  });

  it.each(['redirect', 'not-found'] as const)('has nothing to load for %s', async (page) => {
    expect(isLazyPage(page)).toBe(false);
    await expect(loadRoutePage({ page } as PageRoute)).resolves.toBeUndefined();
  });

  it("gives the page's component, loading it once, in a promise React's use reads at once", async () => {
    const load = loadPage('vehicle');
    expect(loadPage('vehicle')).toBe(load);
    await expect(load).resolves.toBe(VehiclePage);
    expect(load).toMatchObject({ status: 'fulfilled', value: VehiclePage });
    await expect(loadRoutePage({ page: 'home' })).resolves.toBe(HomePage);
  });
});
