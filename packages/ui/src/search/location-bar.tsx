import { type FormEvent, useId, useState } from 'react';
import { ZIP_MESSAGES, zipError } from './zip';
import { ZipField } from './zip-field';

/** Where the results were searched: the centre the search used and its radius in miles (0: nationwide). */
export interface SearchedLocation {
  readonly zip: string;
  readonly city: string;
  readonly state: string;
  readonly searchRadius: number;
}

export interface LocationBarValue {
  readonly zip: string;
  /** Miles; 0 searches nationwide. */
  readonly searchRadius: number;
}

export interface LocationBarProps {
  /** What the search used; none when it had no centre (a nationwide search). */
  readonly location?: SearchedLocation | undefined;
  /** Distances offered, in miles; 0 is "Nationwide". @default RADIUS_OPTIONS */
  readonly radiusOptions?: readonly number[];
  /** A valid zip (trimmed) and the chosen distance. */
  readonly onChange: (value: LocationBarValue) => void;
  /** Offers "Use my location" (browser geolocation, asked only on this click). @default not offered */
  readonly onUseMyLocation?: () => void;
  /** The browser is finding the shopper's position. */
  readonly locating?: boolean;
  /** Why "Use my location" found no place (a refused permission), said beside the button. @default none */
  readonly locateError?: string | undefined;
}

/** The search radius choices; the spec's default radius is 50 (001 s9). */
export const RADIUS_OPTIONS: readonly number[] = [10, 25, 50, 75, 100, 200, 500, 0];

export const LOCATION_BAR_TEXTS = Object.freeze({
  near: (location: SearchedLocation) =>
    `Within ${location.searchRadius} miles of ${location.city}, ${location.state} ${location.zip}`,
  nationwide: 'Cars for sale nationwide',
  distance: 'Distance',
  radius: (miles: number) => (miles === 0 ? 'Nationwide' : `${miles} miles`),
  update: 'Update location',
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
});

/** The results' location: where the search is centred, a ZIP and distance to change it, and "Use my location". */
export function LocationBar({
  location,
  radiusOptions = RADIUS_OPTIONS,
  onChange,
  onUseMyLocation,
  locating = false,
  locateError,
}: LocationBarProps) {
  const id = useId();
  const [zip, setZip] = useState(location?.zip ?? '');
  const [radius, setRadius] = useState(location?.searchRadius ?? 50);
  const [checked, setChecked] = useState(false);
  const error = checked ? zipError(zip, true, ZIP_MESSAGES) : undefined;
  const options = radiusOptions.includes(radius) ? radiusOptions : [...radiusOptions, radius];
  const heading =
    location && location.searchRadius > 0 ? LOCATION_BAR_TEXTS.near(location) : LOCATION_BAR_TEXTS.nationwide;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (zipError(zip, true, ZIP_MESSAGES) !== undefined) return;
    onChange({ zip: zip.trim(), searchRadius: radius });
  }

  return (
    <form className="fc-location-bar" aria-labelledby={`${id}-heading`} noValidate onSubmit={submit}>
      <p id={`${id}-heading`} className="fc-location-bar__heading">
        {heading}
      </p>
      <ZipField idPrefix={id} value={zip} error={error} onChange={setZip} required />
      <div className="fc-field">
        <label htmlFor={`${id}-radius`}>{LOCATION_BAR_TEXTS.distance}</label>
        <select
          id={`${id}-radius`}
          name="searchRadius"
          value={radius}
          onChange={(event) => setRadius(Number(event.target.value))}
        >
          {options.map((miles) => (
            <option key={miles} value={miles}>
              {LOCATION_BAR_TEXTS.radius(miles)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="fc-button fc-button--secondary">
        {LOCATION_BAR_TEXTS.update}
      </button>
      {onUseMyLocation && (
        <button
          type="button"
          className="fc-button fc-button--secondary"
          disabled={locating}
          aria-busy={locating || undefined}
          onClick={onUseMyLocation}
        >
          {locating ? LOCATION_BAR_TEXTS.locating : LOCATION_BAR_TEXTS.useMyLocation}
        </button>
      )}
      {locateError && (
        <p className="fc-location-bar__locate-error" role="alert">
          {locateError}
        </p>
      )}
    </form>
  );
}
