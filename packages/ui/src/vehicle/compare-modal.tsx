import { Modal } from '../modal';
import { COMPARE_MAX } from '../shared/deal';

export interface CompareModalItem {
  readonly id: string;
  readonly title: string;
  readonly photo?: { readonly src: string; readonly alt?: string };
}

export interface CompareModalProps {
  /** The compare list, in its order. */
  readonly listings: readonly CompareModalItem[];
  /** Opens the compare page. */
  readonly onCompare: () => void;
  readonly onRemove: (id: string) => void;
  readonly onClose: () => void;
  /** The last add was ignored because the list was full ("at five an add is ignored", spec 001 section 4). */
  readonly limitReached?: boolean;
  /** @default COMPARE_MAX (5) */
  readonly max?: number;
  /** @default 'Compare vehicles' */
  readonly title?: string;
}

export const COMPARE_MODAL_TEXTS = Object.freeze({
  compare: 'Compare now',
  keepShopping: 'Keep shopping',
  needMore: 'Add at least one more vehicle to compare.',
  empty: 'Your compare list is empty.',
  count: (count: number, max: number) => `${count} of ${max} vehicles selected`,
  limit: (max: number) => `You can compare up to ${max} vehicles. Remove one to add another.`,
});

/** The compare modal of the listing page (spec 001 section 2): the list so far and the way to the compare page. */
export function CompareModal({
  listings,
  onCompare,
  onRemove,
  onClose,
  limitReached = false,
  max = COMPARE_MAX,
  title = 'Compare vehicles',
}: CompareModalProps) {
  const canCompare = listings.length >= 2;
  return (
    <Modal title={title} onClose={onClose} className="fc-compare-modal">
      <p className="fc-compare-modal__count" aria-live="polite">
        {COMPARE_MODAL_TEXTS.count(listings.length, max)}
      </p>
      {limitReached && (
        <p className="fc-compare-modal__limit" role="alert">
          {COMPARE_MODAL_TEXTS.limit(max)}
        </p>
      )}
      {listings.length === 0 ? (
        <p>{COMPARE_MODAL_TEXTS.empty}</p>
      ) : (
        <ul className="fc-compare-modal__list">
          {listings.map((listing) => (
            <li key={listing.id} className="fc-compare-modal__item">
              {listing.photo && <img src={listing.photo.src} alt={listing.photo.alt ?? ''} />}
              <span className="fc-compare-modal__title">{listing.title}</span>
              <button
                type="button"
                className="fc-button fc-button--secondary"
                aria-label={`Remove ${listing.title} from compare`}
                onClick={() => onRemove(listing.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {!canCompare && listings.length > 0 && (
        <p className="fc-compare-modal__hint">{COMPARE_MODAL_TEXTS.needMore}</p>
      )}
      <div className="fc-modal-actions">
        <button type="button" className="fc-button" disabled={!canCompare} onClick={onCompare}>
          {COMPARE_MODAL_TEXTS.compare}
        </button>
        <button type="button" className="fc-button fc-button--secondary" onClick={onClose}>
          {COMPARE_MODAL_TEXTS.keepShopping}
        </button>
      </div>
    </Modal>
  );
}
