import { Modal } from '../modal';

export interface TrimChoice {
  readonly id: string;
  readonly name: string;
  /** Formatted: '$24,650'. */
  readonly price?: string;
  readonly description?: string;
}

export interface TrimsModalProps {
  readonly trims: readonly TrimChoice[];
  readonly onSelect: (trim: TrimChoice) => void;
  readonly onClose: () => void;
  readonly selectedId?: string;
  /** Trims are still loading (trimsLoading, spec 001 section 4). */
  readonly loading?: boolean;
  /** @default 'Choose a trim' */
  readonly title?: string;
}

export const TRIMS_MODAL_TEXTS = Object.freeze({
  loading: 'Loading trims…',
  empty: 'No trims are listed for this model.',
  selected: 'Selected',
});

/** The trims modal of the listing page (spec 001 section 2): a list of trims to choose from. */
export function TrimsModal({
  trims,
  onSelect,
  onClose,
  selectedId,
  loading = false,
  title = 'Choose a trim',
}: TrimsModalProps) {
  return (
    <Modal title={title} onClose={onClose} className="fc-trims">
      <div aria-live="polite" aria-busy={loading}>
        {loading && <p>{TRIMS_MODAL_TEXTS.loading}</p>}
        {!loading && trims.length === 0 && <p>{TRIMS_MODAL_TEXTS.empty}</p>}
      </div>
      {!loading && trims.length > 0 && (
        <ul className="fc-trims__list">
          {trims.map((trim) => (
            <li key={trim.id}>
              <button
                type="button"
                className="fc-trims__option"
                aria-pressed={trim.id === selectedId}
                onClick={() => onSelect(trim)}
              >
                <span className="fc-trims__name">{trim.name}</span>
                {trim.price && <span className="fc-trims__price">{trim.price}</span>}
                {trim.description && <span className="fc-trims__description">{trim.description}</span>}
                {/* Seen, not read: aria-pressed already says it. */}
                {trim.id === selectedId && (
                  <span className="fc-trims__selected" aria-hidden="true">
                    {TRIMS_MODAL_TEXTS.selected}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
