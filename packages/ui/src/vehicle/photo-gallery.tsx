import { type KeyboardEvent, useRef, useState } from 'react';
import { uniqueKeys } from './format';

export interface GalleryPhoto {
  readonly src: string;
  /** What the photo shows; without it the alt text is "{title}, photo N of M". */
  readonly alt?: string;
}

export interface PhotoGalleryProps {
  readonly photos: readonly GalleryPhoto[];
  /** The vehicle's title: names the gallery and stands in for a missing alt text. */
  readonly title: string;
  /** The photo shown, when the page controls it; leave out to let the gallery keep its own. */
  readonly index?: number;
  /** The first photo shown when uncontrolled. @default 0 */
  readonly defaultIndex?: number;
  /** Called with the new index on every change (buttons, thumbnails, arrow keys). */
  readonly onIndexChange?: (index: number) => void;
  /** Shown when there is no photo. @default 'No photos yet' */
  readonly emptyText?: string;
}

/** The thumbnails' size from the `sm` breakpoint up (vehicle.css; 64 x 48 below it, the same 4:3). */
const THUMB_SIZE = { width: 80, height: 60 } as const;

function photoLabel(position: number, count: number): string {
  return `Photo ${position} of ${count}`;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The main photo with previous and next buttons and a strip of thumbnail buttons. Left and right arrow keys (and
 * Home, End) change the photo while focus is anywhere in the gallery; on a thumbnail, focus follows the photo.
 */
export function PhotoGallery({
  photos,
  title,
  index,
  defaultIndex = 0,
  onIndexChange,
  emptyText = 'No photos yet',
}: PhotoGalleryProps) {
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = photos.length;
  if (count === 0) {
    return (
      <div className="fc-gallery fc-gallery--empty">
        <p className="fc-gallery__empty">{emptyText}</p>
      </div>
    );
  }
  const current = Math.min(Math.max(index ?? ownIndex, 0), count - 1);
  const photo = photos[current] as GalleryPhoto;
  const keys = uniqueKeys(photos.map((item) => item.src));

  const show = (next: number) => {
    setOwnIndex(next);
    if (next !== current) onIndexChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step || count < 2) return;
    event.preventDefault();
    const next = step(current, count);
    show(next);
    if (event.target instanceof HTMLElement && event.target.dataset.thumb !== undefined) {
      thumbs.current[next]?.focus();
    }
  };

  return (
    <section
      className="fc-gallery"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      onKeyDown={onKeyDown}
    >
      <figure className="fc-gallery__stage">
        <img
          className="fc-gallery__image"
          src={photo.src}
          // The vehicle page's largest paint: fetched before the thumbnails and the scripts.
          fetchPriority="high"
          alt={photo.alt ?? `${title}, ${photoLabel(current + 1, count).toLowerCase()}`}
        />
        <figcaption className="fc-gallery__count" aria-live="polite">
          {photoLabel(current + 1, count)}
        </figcaption>
      </figure>
      {count > 1 && (
        <>
          <div className="fc-gallery__nav">
            <button
              type="button"
              className="fc-gallery__step fc-gallery__step--previous"
              aria-label="Previous photo"
              onClick={() => show((current - 1 + count) % count)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="fc-gallery__step fc-gallery__step--next"
              aria-label="Next photo"
              onClick={() => show((current + 1) % count)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <ul className="fc-gallery__thumbs" aria-label="Thumbnails">
            {photos.map((thumb, position) => (
              <li key={keys[position]}>
                <button
                  type="button"
                  ref={(element) => {
                    thumbs.current[position] = element;
                  }}
                  className="fc-gallery__thumb"
                  data-thumb=""
                  aria-label={photoLabel(position + 1, count)}
                  aria-current={position === current ? 'true' : undefined}
                  tabIndex={position === current ? 0 : -1}
                  onClick={() => show(position)}
                >
                  {/* Sized in the markup too (the style sheet's larger size, 4:3; the style sheet sets the size
                      shown): Lighthouse names media without a size as a likely cause of a layout shift. */}
                  <img
                    src={thumb.src}
                    alt=""
                    loading="lazy"
                    width={THUMB_SIZE.width}
                    height={THUMB_SIZE.height}
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
