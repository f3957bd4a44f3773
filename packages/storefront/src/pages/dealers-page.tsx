import { ApiClientError } from '@forecourt/api-client';
import { buildDealerSearchPath, MAKE } from '@forecourt/seo-routes';
import {
  type BreadcrumbItem,
  Breadcrumbs,
  countText,
  DealerCard,
  DealerSearchForm,
  type DealerSearchValue,
  formatCount,
  type SelectOption,
} from '@forecourt/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  type DealerSearchCriteria,
  type DealerSummary,
  dealerAddress,
  dealerHref,
  dealerInventoryHref,
  dealerSearchCriteria,
  dealerSearchHeading,
  dealerSearchPath,
  dealerSearchQuery,
  dealersFromListings,
  formatDistance,
  isUnknownPlace,
  makeNameFromCode,
} from '../dealer-view';
import { renderLink } from '../render-link';
import { useRouter } from '../router';
import { useEnvironment } from '../storefront-environment';

/** The dealer search page's texts (the spec gives none: ours). */
export const DEALERS_TEXTS = {
  home: 'Home',
  dealers: 'Car dealers',
  loading: 'Loading dealers',
  updating: 'Updating dealers…',
  error: "We couldn't load the dealers.",
  retry: 'Try again',
  emptyHeading: 'No dealers found',
  emptyHint: 'Try another ZIP code, or all makes.',
  unknownPlaceHeading: 'We could not find that place',
  unknownPlaceHint: 'Enter a ZIP code to find dealers near you.',
  zipNotFound: 'We could not find that ZIP code.',
  zipLookupFailed: 'We could not look up that ZIP code. Try again in a moment.',
} as const;

/** "Dealers with the 100 nearest of 1,234 matching cars.": said when the counts cover only part of the search. */
export function partialCountsNote(shown: number, total: number, located: boolean): string {
  const which = located ? `${formatCount(shown)} nearest` : `first ${formatCount(shown)}`;
  return `Dealers with the ${which} of ${formatCount(total)} matching cars.`;
}

/**
 * The dealer search (spec 001 s2: `/car-dealers/{listingType?}/{makeCode?}/{location?}`). The API has no dealer
 * search: the dealers are the owners of one page of dealers' listings for the make, listing type and place,
 * nearest first, each with how many of those listings it has. The form finds the zip's city and goes to the path.
 */
export function DealersPage({ params }: { params: Readonly<Record<string, string>> }) {
  const { config, origin, queries } = useEnvironment();
  const { location, navigate } = useRouter();
  const queryClient = useQueryClient();
  const criteria = dealerSearchCriteria(params, location.search);
  const search = useQuery({
    ...queries.searchListings(dealerSearchQuery(criteria)),
    placeholderData: (previous) => previous,
  });
  const reference = useQuery(queries.searchOptions());
  const [submitting, setSubmitting] = useState(false);
  const [zipMessage, setZipMessage] = useState<string>();

  const reply = search.data;
  const { makeCode } = criteria;
  const makes: SelectOption[] = (reference.data?.makes ?? [])
    // Only makes with a path segment: the form's choice becomes the path.
    .filter((make) => MAKE.slugs.has(make.code))
    .map((make) => ({ value: make.code, label: make.name }));
  const makeName =
    makeCode &&
    (makes.find((make) => make.value === makeCode)?.label ??
      reply?.listings.find((listing) => listing.makeCode === makeCode)?.make ??
      makeNameFromCode(makeCode));
  if (makeCode && makeName && !makes.some((make) => make.value === makeCode)) {
    makes.push({ value: makeCode, label: makeName });
  }
  const heading = dealerSearchHeading(criteria, makeName || undefined);
  const root = buildDealerSearchPath({}, { brand: config.brand });
  const narrowed = Boolean(criteria.listingType || makeCode || criteria.city || criteria.zip);
  const canonical = dealerSearchPath(criteria, config.brand);
  const crumbs: BreadcrumbItem[] = narrowed
    ? [
        { label: DEALERS_TEXTS.home, href: '/' },
        { label: DEALERS_TEXTS.dealers, href: root },
        { label: heading },
      ]
    : [{ label: DEALERS_TEXTS.home, href: '/' }, { label: DEALERS_TEXTS.dealers }];

  async function find(value: DealerSearchValue) {
    setSubmitting(true);
    setZipMessage(undefined);
    try {
      // A path's location names a city: the zip's city and state come from the location service.
      const place = await queryClient.fetchQuery(queries.zipLocation(value.zip));
      const path = buildDealerSearchPath(
        {
          ...(criteria.listingType && { listingType: criteria.listingType }),
          ...(value.makeCode && { makeCode: value.makeCode }),
          location: { city: place.city, state: place.state, zip: place.zip },
        },
        { brand: config.brand },
      );
      navigate(path);
    } catch (error) {
      const unknownZip = error instanceof ApiClientError && error.status === 404;
      setZipMessage(unknownZip ? DEALERS_TEXTS.zipNotFound : DEALERS_TEXTS.zipLookupFailed);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="fc-dealers-page">
      <title>{`${heading} | ${config.siteName}`}</title>
      {canonical && <link rel="canonical" href={`${origin}${canonical}`} />}
      <Breadcrumbs items={crumbs} renderLink={renderLink} />
      <h1>{heading}</h1>
      <DealerSearchForm
        key={`${makeCode ?? ''}-${criteria.zip ?? ''}`}
        makes={makes}
        defaultValue={{ makeCode: makeCode ?? '', zip: criteria.zip ?? '' }}
        action={root}
        submitting={submitting}
        {...(zipMessage && { zipErrorMessage: zipMessage })}
        onSubmit={(value) => void find(value)}
      />
      <DealerResults
        criteria={criteria}
        pending={search.isPending}
        failed={search.isError}
        unknownPlace={isUnknownPlace(criteria, search.error)}
        updating={search.isFetching && !search.isPending}
        onRetry={() => void search.refetch()}
        dealers={reply ? dealersFromListings(reply.listings, reply.owners) : []}
        shown={reply?.listings.length ?? 0}
        total={reply?.totalResultCount ?? 0}
      />
    </div>
  );
}

interface DealerResultsProps {
  readonly criteria: DealerSearchCriteria;
  readonly pending: boolean;
  readonly failed: boolean;
  /** The search failed on its place: a message, no retry. */
  readonly unknownPlace: boolean;
  readonly updating: boolean;
  readonly onRetry: () => void;
  readonly dealers: readonly DealerSummary[];
  /** Listings the dealers were read from, and all the search's listings. */
  readonly shown: number;
  readonly total: number;
}

function DealerResults({
  criteria,
  pending,
  failed,
  unknownPlace,
  updating,
  onRetry,
  dealers,
  shown,
  total,
}: DealerResultsProps) {
  const { config } = useEnvironment();
  const headingId = useId();
  if (pending) {
    return (
      <section className="fc-dealers-page__results" aria-busy="true">
        <div role="status">
          <h2>{DEALERS_TEXTS.loading}</h2>
        </div>
      </section>
    );
  }
  if (failed && unknownPlace) {
    return (
      <section className="fc-dealers-page__results">
        <h2>{DEALERS_TEXTS.unknownPlaceHeading}</h2>
        <p>{DEALERS_TEXTS.unknownPlaceHint}</p>
      </section>
    );
  }
  if (failed) {
    return (
      <section className="fc-dealers-page__results">
        <div className="fc-dealers-page__error" role="alert">
          <p>{DEALERS_TEXTS.error}</p>
          <button type="button" className="fc-button" onClick={onRetry}>
            {DEALERS_TEXTS.retry}
          </button>
        </div>
      </section>
    );
  }
  // Counts are exact only when the page held every listing of the search; otherwise the note says what they cover.
  const complete = shown >= total;
  const located = Boolean(criteria.zip || criteria.city);
  return (
    <section
      className="fc-dealers-page__results"
      aria-labelledby={headingId}
      aria-busy={updating || undefined}
    >
      <div aria-live="polite">
        <h2 id={headingId}>
          {dealers.length === 0 ? DEALERS_TEXTS.emptyHeading : countText(dealers.length, 'dealer', 'dealers')}
        </h2>
        {updating && <p>{DEALERS_TEXTS.updating}</p>}
      </div>
      {dealers.length === 0 ? (
        <p>{DEALERS_TEXTS.emptyHint}</p>
      ) : (
        <>
          {!complete && <p className="fc-dealers-page__note">{partialCountsNote(shown, total, located)}</p>}
          <ul className="fc-dealers-page__list">
            {dealers.map(({ owner, listingCount, distance }) => {
              const address = dealerAddress(owner);
              const away = formatDistance(distance);
              return (
                <li key={owner.id}>
                  <DealerCard
                    name={owner.name}
                    href={dealerHref(owner, config.brand)}
                    renderLink={renderLink}
                    {...(address && { address })}
                    {...(owner.phone && { phone: owner.phone })}
                    {...(away && { distance: away })}
                    {...(complete && {
                      inventoryCount: listingCount,
                      inventoryHref: dealerInventoryHref(owner.id, criteria, config.brand),
                    })}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
