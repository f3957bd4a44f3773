import { GEOLOCATION_MESSAGES } from '@forecourt/location';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageHarness } from '../pages/page-harness';
import { useShopperLocation } from './use-shopper-location';

/** The browser's geolocation answering every request with `error` (a GeolocationPositionError's shape). */
function refuseGeolocation(error: { code: number; message: string }) {
  vi.stubGlobal('navigator', {
    ...globalThis.navigator,
    geolocation: {
      getCurrentPosition: (_success: unknown, failure: (reason: unknown) => void) => failure(error),
    },
  });
}

function renderLocation() {
  const getNearestZip = vi.fn(async () => ({ zip: '78701' }));
  const { tree } = pageHarness({ getNearestZip } as never);
  const wrapper = ({ children }: { children: ReactNode }) => tree(children);
  return renderHook(() => useShopperLocation({}), { wrapper });
}

describe('useShopperLocation: "Use my location"', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    [{ code: 1, message: 'User denied Geolocation' }, GEOLOCATION_MESSAGES.denied],
    [{ code: 3, message: 'Timeout expired' }, GEOLOCATION_MESSAGES.timeout],
  ])('says why when the browser answers %o, and hands over no zip', async (error, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    refuseGeolocation(error);
    const { result } = renderLocation();
    const onZip = vi.fn();
    act(() => result.current.locate(onZip));
    await waitFor(() => expect(result.current.locateError).toBe(message));
    expect(result.current.locating).toBe(false);
    expect(onZip).not.toHaveBeenCalled();
    // Still logged, as spec 001 s4 has it.
    expect(console.error).toHaveBeenCalled();
  });

  it('hands over the nearest zip when the browser shares a position, and says nothing', async () => {
    vi.stubGlobal('navigator', {
      ...globalThis.navigator,
      geolocation: {
        getCurrentPosition: (success: (position: unknown) => void) =>
          success({ coords: { latitude: 30.27, longitude: -97.74 } }),
      },
    });
    const { result } = renderLocation();
    const onZip = vi.fn();
    act(() => result.current.locate(onZip));
    await waitFor(() => expect(onZip).toHaveBeenCalledWith('78701'));
    expect(result.current.locateError).toBeUndefined();
  });

  it('says the browser cannot share a location where it has no geolocation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { geolocation: _none, ...rest } = globalThis.navigator as Navigator & { geolocation?: unknown };
    vi.stubGlobal('navigator', rest);
    const { result } = renderLocation();
    act(() => result.current.locate(() => {}));
    await waitFor(() => expect(result.current.locateError).toBe(GEOLOCATION_MESSAGES.unsupported));
  });
});
