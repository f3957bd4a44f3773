/**
 * Why "Use my location" found no place, told to the shopper. Spec 001 s4 says only that "Geolocation failure is
 * only logged" in the resolution order, where nobody asked; when the shopper clicked, saying nothing left them
 * waiting for a search that never came (issue 29). The words are ours.
 */
export const GEOLOCATION_MESSAGES = Object.freeze({
  denied:
    'Your browser is not sharing your location with this site. Enter your ZIP code instead, or allow location for this site in your browser settings.',
  unavailable: 'We could not find your location. Enter your ZIP code instead.',
  timeout: 'Finding your location took too long. Try again, or enter your ZIP code.',
  unsupported: 'This browser cannot share your location. Enter your ZIP code instead.',
  noZip: 'We could not find a US ZIP code near you. Enter your ZIP code instead.',
});

export type GeolocationFailure = keyof typeof GEOLOCATION_MESSAGES;

/**
 * The failure of a position request: a `GeolocationPositionError`'s `code` (1 PERMISSION_DENIED, 2
 * POSITION_UNAVAILABLE, 3 TIMEOUT), else `unavailable`. Read by the code, not the message, which browsers word
 * differently.
 */
export function geolocationFailure(error: unknown): GeolocationFailure {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}
