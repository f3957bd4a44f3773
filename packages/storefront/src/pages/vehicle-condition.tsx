import { listingConditionName } from '@forecourt/listings';
import type { Listing } from '../listing-view';

/**
 * The car's condition under its title, in the words the cards and the filters use (`CONDITION_NAMES`: "Certified by
 * the maker", "Certified by a third party"), so the page says which certification a certified car has (issue 29).
 */
export function VehicleCondition({ listing }: { listing: Listing }) {
  const name = listingConditionName(listing as never);
  if (!name) return null;
  return (
    <p className="fc-vehicle-page__condition">
      <span className="fc-visually-hidden">Condition: </span>
      {name}
    </p>
  );
}
