import { useId } from 'react';
import { COMPARE_MAX } from '../shared/deal';
import { COMPARE_MODAL_TEXTS, type CompareModalItem } from './compare-modal';
import { type RenderLink, renderAnchor } from './render-link';

export interface CompareDrawerProps {
  /** How many cars are in the compare list. */
  readonly count: number;
  /** The cars shown in the drawer, newest first ("Fetch shows the last 3 by default", spec 001 s4). */
  readonly items: readonly CompareModalItem[];
  /** Unfolded (the showDrawer preference, spec 001 s3). */
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onRemove: (id: string) => void;
  /** The compare page. */
  readonly compareHref: string;
  readonly renderLink?: RenderLink;
  /** @default COMPARE_MAX (5) */
  readonly max?: number;
}

export const COMPARE_DRAWER_TEXTS = Object.freeze({
  toggle: (count: number) => `Compare (${count})`,
  more: (hidden: number) => `and ${hidden} more`,
});

/** The bar of cars picked to compare, at the foot of the page; folds away and stays folded if the shopper says so. */
export function CompareDrawer({
  count,
  items,
  open,
  onOpenChange,
  onRemove,
  compareHref,
  renderLink = renderAnchor,
  max = COMPARE_MAX,
}: CompareDrawerProps) {
  const panelId = useId();
  if (count === 0) return null;
  const hidden = count - items.length;
  return (
    <aside className="fc-compare-drawer" aria-label="Cars to compare">
      <button
        type="button"
        className="fc-button fc-button--secondary fc-compare-drawer__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        {COMPARE_DRAWER_TEXTS.toggle(count)}
      </button>
      <div id={panelId} className="fc-compare-drawer__panel" hidden={!open}>
        <p className="fc-compare-drawer__count" aria-live="polite">
          {COMPARE_MODAL_TEXTS.count(count, max)}
        </p>
        <ul className="fc-compare-drawer__list">
          {items.map((item) => (
            <li key={item.id} className="fc-compare-drawer__item">
              {item.photo && <img src={item.photo.src} alt={item.photo.alt ?? ''} width={64} height={48} />}
              <span>{item.title}</span>
              <button
                type="button"
                className="fc-button fc-button--secondary"
                aria-label={`Remove ${item.title} from compare`}
                onClick={() => onRemove(item.id)}
              >
                Remove
              </button>
            </li>
          ))}
          {hidden > 0 && <li className="fc-compare-drawer__more">{COMPARE_DRAWER_TEXTS.more(hidden)}</li>}
        </ul>
        {count >= 2 ? (
          renderLink({ href: compareHref, className: 'fc-button', children: COMPARE_MODAL_TEXTS.compare })
        ) : (
          <p className="fc-compare-drawer__hint">{COMPARE_MODAL_TEXTS.needMore}</p>
        )}
      </div>
    </aside>
  );
}
