import type { ReactNode } from 'react';
import { COMPARE_MAX, DEAL_LABELS, type DealIndicator } from '../shared/deal';
import { type RenderLink, renderAnchor } from './render-link';

/** "Compare maximum 5" (spec 001 section 9). */

/** One compared listing; every text already formatted by the page. */
export interface CompareListing {
  readonly id: string;
  readonly title: string;
  /** The vehicle page. */
  readonly href?: string;
  readonly photo?: { readonly src: string; readonly alt?: string };
  readonly price?: string;
  readonly mileage?: string;
  readonly year?: string;
  readonly bodyStyle?: string;
  readonly drive?: string;
  readonly engine?: string;
  readonly fuel?: string;
  readonly color?: string;
  readonly dealIndicator?: DealIndicator;
  /** '$508/mo'. */
  readonly payment?: string;
}

export interface CompareTableProps {
  /** Shown side by side in the given order; only the first five. */
  readonly listings: readonly CompareListing[];
  /** Remove a listing from the compare list. */
  readonly onRemove: (id: string) => void;
  readonly renderLink?: RenderLink;
  /** @default 'Compare vehicles' */
  readonly caption?: string;
  /** @default "You haven't added any vehicles to compare yet." */
  readonly emptyText?: string;
  /** Shown under the empty text: a link back to the search, say. */
  readonly emptyAction?: ReactNode;
}

type Row = readonly [label: string, cell: (listing: CompareListing) => string | undefined];

const ROWS: readonly Row[] = [
  ['Price', (listing) => listing.price],
  ['Mileage', (listing) => listing.mileage],
  ['Year', (listing) => listing.year],
  ['Body style', (listing) => listing.bodyStyle],
  ['Drive', (listing) => listing.drive],
  ['Engine', (listing) => listing.engine],
  ['Fuel', (listing) => listing.fuel],
  ['Color', (listing) => listing.color],
  ['Deal', (listing) => (listing.dealIndicator ? DEAL_LABELS[listing.dealIndicator] : undefined)],
  ['Payment', (listing) => listing.payment],
];

function Missing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="fc-visually-hidden">Not listed</span>
    </>
  );
}

/** Up to five listings side by side, one column each, with a remove button per column. */
export function CompareTable({
  listings,
  onRemove,
  renderLink = renderAnchor,
  caption = 'Compare vehicles',
  emptyText = "You haven't added any vehicles to compare yet.",
  emptyAction,
}: CompareTableProps) {
  const shown = listings.slice(0, COMPARE_MAX);
  if (shown.length === 0) {
    return (
      <div className="fc-compare fc-compare--empty">
        <p className="fc-compare__empty">{emptyText}</p>
        {emptyAction}
      </div>
    );
  }
  return (
    <div className="fc-compare">
      <table className="fc-compare__table">
        <caption className="fc-compare__caption">{caption}</caption>
        <thead>
          <tr>
            <td />
            {shown.map((listing) => (
              <th key={listing.id} scope="col" className="fc-compare__vehicle">
                {listing.href
                  ? renderLink({
                      href: listing.href,
                      className: 'fc-compare__title',
                      children: listing.title,
                    })
                  : listing.title}
                <button
                  type="button"
                  className="fc-button fc-button--secondary fc-compare__remove"
                  aria-label={`Remove ${listing.title} from compare`}
                  onClick={() => onRemove(listing.id)}
                >
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Photo</th>
            {shown.map((listing) => (
              <td key={listing.id}>
                {listing.photo ? (
                  <img
                    className="fc-compare__photo"
                    src={listing.photo.src}
                    alt={listing.photo.alt ?? listing.title}
                  />
                ) : (
                  <Missing />
                )}
              </td>
            ))}
          </tr>
          {ROWS.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {shown.map((listing) => (
                <td key={listing.id}>{cell(listing) ?? <Missing />}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
