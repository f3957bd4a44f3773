// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createRouteLookups, ROUTE_LOOKUPS_RETRY_MS, ROUTE_LOOKUPS_TTL_MS } from './route-lookups';

const OPTIONS = {
  makes: [],
  models: [
    { code: 'CRV', name: 'CR-V', makeCode: 'HONDA', trims: [], classSeries: [], categories: [] },
    {
      code: '330',
      name: '330i',
      makeCode: 'BMW',
      trims: [],
      classSeries: [{ code: 'BMW3', name: '3 Series' }],
      categories: [],
      aliases: ['330 i'],
    },
  ],
  vehicleStyles: [],
  extColorGroups: [],
};

describe('createRouteLookups', () => {
  it('resolves models by name and alias and series by name, from one fetch kept 12 hours', async () => {
    let time = 0;
    const getSearchOptions = vi.fn(async () => OPTIONS);
    const lookups = createRouteLookups({ getSearchOptions } as never, () => time);
    const first = await lookups();
    expect(first.models?.('HONDA', 'cr-v')).toBe('CRV');
    expect(first.models?.('BMW', '330-i')).toBe('330');
    expect(first.series?.('BMW', '3-series')).toBe('BMW3');
    time = ROUTE_LOOKUPS_TTL_MS - 1;
    await lookups();
    expect(getSearchOptions).toHaveBeenCalledTimes(1);
    time = ROUTE_LOOKUPS_TTL_MS;
    await lookups();
    expect(getSearchOptions).toHaveBeenCalledTimes(2);
  });

  it('decodes without lookups while the API cannot answer, and asks again a second later', async () => {
    let time = 0;
    const getSearchOptions = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ ...OPTIONS, models: [] })
      .mockResolvedValue(OPTIONS);
    const lookups = createRouteLookups({ getSearchOptions } as never, () => time);
    expect(await lookups()).toEqual({});
    expect(await lookups()).toEqual({});
    time = ROUTE_LOOKUPS_RETRY_MS;
    // No models at all would make every model unknown: treated as a failure too.
    expect(await lookups()).toEqual({});
    time = 2 * ROUTE_LOOKUPS_RETRY_MS;
    expect((await lookups()).models?.('HONDA', 'CR V')).toBe('CRV');
    expect(getSearchOptions).toHaveBeenCalledTimes(3);
  });
});
