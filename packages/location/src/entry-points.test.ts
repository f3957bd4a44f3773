import { expect, it, vi } from 'vitest';

// The zip data is 5 MB: the main entry must load without it, so browser bundles never carry it by accident.
vi.mock('zipcodes', () => {
  throw new Error('the main entry imported zipcodes');
});

it('the main entry does not import the zipcodes package', async () => {
  const main = await import('./index');
  expect(typeof main.resolveLocation).toBe('function');
  expect(typeof main.createNearestZipIndex).toBe('function');
});

it('the zipcodes entry does (so the check above can fail)', async () => {
  await expect(import('./zipcodes')).rejects.toThrow();
});
