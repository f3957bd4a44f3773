import { buildDealerSearchPath } from '@forecourt/seo-routes';
import { type BreadcrumbItem, Breadcrumbs, countText, DealerDetails, ResultsList } from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  DEALER_INVENTORY_QUERY,
  dealerAddress,
  dealerAreaPath,
  dealerHref,
  dealerInventoryHref,
  dealerWebsite,
  findDealer,
} from '../dealer-view';
import { useListingCards } from '../hooks/use-listing-cards';
import { renderLink } from '../render-link';
import { dealerHead } from '../seo/listing-head';
import type { PageHead } from '../seo/page-head';
import { PageHeadTags } from '../seo/page-head-tags';
import { useEnvironment } from '../storefront-environment';

/** The dealer details page's texts (the spec gives none: ours). */
export const DEALER_TEXTS = {
  home: 'Home',
  dealers: 'Car dealers',
  dealer: 'Dealer',
  loading: 'Loading the dealer',
  errorHeading: 'Dealer details',
  error: "We couldn't load this dealer.",
  retry: 'Try again',
  notFoundHeading: 'We could not find that dealer',
  notFoundHint: 'The dealer may have no cars listed right now.',
  findDealers: 'Find car dealers',
} as const;

/** '42 cars for sale': the heading over the dealer's cars. */
export const inventoryHeading = (count: number) => `${countText(count, 'car', 'cars')} for sale`;

/**
 * A dealer's details (spec 001 s2: `/car-dealers/.../{dealerId}/{dealerName?}`): the dealer is the owner of its
 * listings (`searchListings` with `dealerId`), shown with its first cars and a link to all of them in the
 * results. A dealer with no listing, or a private seller, has no page.
 */
export function DealerPage({ dealerId }: { dealerId: string }) {
  const { config, origin, queries } = useEnvironment();
  const inventory = useQuery(queries.dealerListings(dealerId, DEALER_INVENTORY_QUERY));
  const reply = inventory.data;
  const dealer = reply ? findDealer(reply, dealerId) : null;
  const cards = useListingCards(reply?.listings ?? [], reply?.owners ?? []);
  const root = buildDealerSearchPath({}, { brand: config.brand });
  const trail = (...rest: BreadcrumbItem[]): BreadcrumbItem[] => [
    { label: DEALER_TEXTS.home, href: '/' },
    { label: DEALER_TEXTS.dealers, href: root },
    ...rest,
  ];

  if (inventory.isPending) {
    return (
      <Page
        title={DEALER_TEXTS.dealer}
        siteName={config.siteName}
        crumbs={trail({ label: DEALER_TEXTS.dealer })}
      >
        <div role="status" aria-busy="true">
          <h1>{DEALER_TEXTS.loading}</h1>
        </div>
      </Page>
    );
  }
  if (inventory.isError) {
    return (
      <Page
        title={DEALER_TEXTS.dealer}
        siteName={config.siteName}
        crumbs={trail({ label: DEALER_TEXTS.dealer })}
      >
        <h1>{DEALER_TEXTS.errorHeading}</h1>
        <div className="fc-dealer-page__error" role="alert">
          <p>{DEALER_TEXTS.error}</p>
          <button type="button" className="fc-button" onClick={() => void inventory.refetch()}>
            {DEALER_TEXTS.retry}
          </button>
        </div>
      </Page>
    );
  }
  if (!dealer || dealer.privateSeller || !reply) {
    return (
      <Page
        title={DEALER_TEXTS.notFoundHeading}
        siteName={config.siteName}
        crumbs={trail({ label: DEALER_TEXTS.dealer })}
      >
        <h1>{DEALER_TEXTS.notFoundHeading}</h1>
        <p>
          {DEALER_TEXTS.notFoundHint} {renderLink({ href: root, children: DEALER_TEXTS.findDealers })}
        </p>
      </Page>
    );
  }

  const address = dealerAddress(dealer);
  const place = address && `${address.city}, ${address.state}`;
  const area = dealerAreaPath(address, config.brand);
  const website = dealerWebsite(dealer.website);
  const total = reply.totalResultCount;
  return (
    <Page
      title={place ? `${dealer.name} | Car dealer in ${place}` : dealer.name}
      siteName={config.siteName}
      head={dealerHead(dealer, total, dealerHref(dealer, config.brand), {
        brand: config.brand,
        siteName: config.siteName,
        origin,
      })}
      crumbs={trail(
        ...(area && place ? [{ label: `${DEALER_TEXTS.dealers} near ${place}`, href: area }] : []),
        { label: dealer.name },
      )}
    >
      <DealerDetails
        name={dealer.name}
        renderLink={renderLink}
        {...(address && { address })}
        {...(dealer.phone && { phone: dealer.phone })}
        {...(website && { website })}
        inventoryCount={total}
        inventoryHref={dealerInventoryHref(dealer.id, undefined, config.brand)}
      >
        <ResultsList
          headingLevel={2}
          heading={inventoryHeading}
          totalCount={total}
          listings={cards}
          loading={inventory.isFetching}
          renderLink={renderLink}
        />
      </DealerDetails>
    </Page>
  );
}

function Page({
  title,
  siteName,
  head,
  crumbs,
  children,
}: {
  title: string;
  siteName: string;
  /** The found dealer's head (description, canonical, JSON-LD); the other states have a title only. */
  head?: PageHead;
  crumbs: readonly BreadcrumbItem[];
  children: ReactNode;
}) {
  return (
    <div className="fc-dealer-page">
      {head ? <PageHeadTags head={head} /> : <title>{`${title} | ${siteName}`}</title>}
      <Breadcrumbs items={crumbs} renderLink={renderLink} />
      {children}
    </div>
  );
}
