import { type KeyboardEvent, useId } from 'react';

/** One saved vehicle in the list, already formatted for display. */
export interface QuickSaveVehicle {
  /** The listing id: what `onRemove` is called with. */
  readonly id: string;
  readonly title: string;
  /** Formatted, e.g. '$18,995'. */
  readonly price?: string;
  readonly photoUrl?: string;
  /** The vehicle's details page. */
  readonly href: string;
}

export interface QuickSaveListPanelProps {
  /** The store's `quickSaveListings`, mapped to view models; expired ones already dropped. */
  readonly vehicles: readonly QuickSaveVehicle[];
  /** Unsave one vehicle (the store's `unsaveVehicle(listingId)`). */
  readonly onRemove: (id: string) => void;
  /** The close button and Escape. */
  readonly onClose: () => void;
  /** @default 'Saved vehicles' */
  readonly heading?: string;
  /** @default "You haven't saved any vehicles yet." */
  readonly emptyText?: string;
}

/**
 * The quick-save list panel (spec 000 section 2): the shopper's saved vehicles, local or remote. A drawer, not
 * a modal: the page stays usable beside it, so it does not trap focus. Open or closed is the caller's.
 */
export function QuickSaveListPanel({
  vehicles,
  onRemove,
  onClose,
  heading = 'Saved vehicles',
  emptyText = "You haven't saved any vehicles yet.",
}: QuickSaveListPanelProps) {
  const headingId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <section className="fc-quick-save-list" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="fc-quick-save-list__header">
        <h2 id={headingId} className="fc-quick-save-list__heading">
          {heading}
        </h2>
        <button
          type="button"
          className="fc-quick-save-list__close"
          aria-label={`Close ${heading.toLowerCase()}`}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      {vehicles.length === 0 ? (
        <p className="fc-quick-save-list__empty">{emptyText}</p>
      ) : (
        <ul className="fc-quick-save-list__items">
          {vehicles.map((vehicle) => (
            <li key={vehicle.id} className="fc-quick-save-list__item">
              {vehicle.photoUrl ? (
                // The title beside it says what the photo shows: a repeated alt would be read twice.
                <img className="fc-quick-save-list__photo" src={vehicle.photoUrl} alt="" />
              ) : (
                <span
                  className="fc-quick-save-list__photo fc-quick-save-list__photo--none"
                  aria-hidden="true"
                />
              )}
              <div className="fc-quick-save-list__details">
                <a className="fc-quick-save-list__title" href={vehicle.href}>
                  {vehicle.title}
                </a>
                {vehicle.price && <span className="fc-quick-save-list__price">{vehicle.price}</span>}
              </div>
              <button
                type="button"
                className="fc-button fc-button--secondary fc-quick-save-list__remove"
                aria-label={`Remove ${vehicle.title}`}
                onClick={() => onRemove(vehicle.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
