import { lazy, Suspense } from 'react';
import { useOpenedOnce } from './hooks/use-opened-once';
import type { Listing, Owner } from './listing-view';

/** The listing-page modals of spec 001 s2 ("share listing" is the share preference, spec 001 s3). */
export type ListingModal =
  | 'compare'
  | 'dealerDifference'
  | 'report'
  | 'emailOwner'
  | 'emailConfirmation'
  | 'editEmail'
  | 'emailCapture'
  | 'trims'
  | 'share';

/** Said when the e-mail capture registered the shopper (ours). */
export const EMAIL_CAPTURE_DESCRIPTION = (model: string) =>
  `We'll e-mail you when new ${model} cars are listed.`;

export interface ListingModalsProps {
  readonly open: ListingModal | null;
  readonly onOpen: (modal: ListingModal | null) => void;
  readonly listing: Listing;
  readonly owner: Owner | undefined;
  readonly ownerName: string | undefined;
  /** The compare list was full when the shopper added this car. */
  readonly compareLimitReached: boolean;
}

// The modals' code (the forms, the focus trap) loads when the shopper first opens one: none is open on first paint.
const ListingModalsContent = lazy(() =>
  import('./listing-modals-content').then((module) => ({ default: module.ListingModalsContent })),
);

/** The one listing-page modal that is open, bound to the API and the stores: never two at once. */
export function ListingModals(props: ListingModalsProps) {
  const opened = useOpenedOnce(props.open !== null);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ListingModalsContent {...props} />
    </Suspense>
  );
}
