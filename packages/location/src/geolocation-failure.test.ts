import { describe, expect, it } from 'vitest';
import { GEOLOCATION_MESSAGES, geolocationFailure } from './index';

describe('geolocationFailure', () => {
  it.each([
    [{ code: 1, message: 'User denied Geolocation' }, 'denied'],
    [{ code: 2, message: 'Position unavailable' }, 'unavailable'],
    [{ code: 3, message: 'Timeout expired' }, 'timeout'],
    [new Error('network'), 'unavailable'],
    [undefined, 'unavailable'],
  ] as const)('%o is %s', (error, failure) => {
    expect(geolocationFailure(error)).toBe(failure);
  });

  it('tells a refused shopper what to do instead', () => {
    expect(GEOLOCATION_MESSAGES.denied).toMatch(/Enter your ZIP code instead/);
  });
});
