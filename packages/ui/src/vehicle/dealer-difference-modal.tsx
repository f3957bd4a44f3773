import { Modal } from '../modal';
import { uniqueKeys } from './format';
import { type RenderLink, renderAnchor } from './render-link';

export interface DealerDifference {
  readonly title: string;
  readonly description?: string;
}

export interface DealerDifferenceModalProps {
  readonly dealerName: string;
  /** What sets the dealer apart (a listing with hasDealerDiff, spec 001 section 3), in the dealer's order. */
  readonly items: readonly DealerDifference[];
  readonly onClose: () => void;
  /** The dealer's page, linked under the list. */
  readonly dealerHref?: string;
  readonly renderLink?: RenderLink;
  /** @default `Why buy from ${dealerName}` */
  readonly title?: string;
}

/** The dealer difference modal of the listing page (spec 001 section 2). */
export function DealerDifferenceModal({
  dealerName,
  items,
  onClose,
  dealerHref,
  renderLink = renderAnchor,
  title = `Why buy from ${dealerName}`,
}: DealerDifferenceModalProps) {
  const keys = uniqueKeys(items.map((item) => item.title));
  return (
    <Modal title={title} onClose={onClose} className="fc-dealer-diff">
      <ul className="fc-dealer-diff__list">
        {items.map((item, index) => (
          <li key={keys[index]} className="fc-dealer-diff__item">
            <h3 className="fc-dealer-diff__title">{item.title}</h3>
            {item.description && <p>{item.description}</p>}
          </li>
        ))}
      </ul>
      {dealerHref &&
        renderLink({ href: dealerHref, className: 'fc-dealer-diff__link', children: 'See dealer details' })}
    </Modal>
  );
}
