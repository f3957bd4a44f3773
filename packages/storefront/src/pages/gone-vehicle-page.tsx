import { ResultsList } from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import { useListingCards } from '../hooks/use-listing-cards';
import { useSearchHref } from '../hooks/use-search-href';
import { goneSimilarQuery, listingStatusQuery } from '../queries';
import { renderLink } from '../render-link';
import { goneVehicleHead } from '../seo/listing-head';
import { NOT_FOUND_TEXTS } from '../seo/page-head';
import { PageHeadTags } from '../seo/page-head-tags';
import { useEnvironment } from '../storefront-environment';
import { NotFoundPage } from './not-found-page';

/**
 * The page of a listing id that finds no car. Sold or removed (the server answers 410): what it was, and cars of
 * its make and model; never listed (404): the not-found page.
 */
export function GoneVehiclePage({ id }: { id: string }) {
  const { api, config, origin } = useEnvironment();
  const searchHref = useSearchHref();
  const status = useQuery(listingStatusQuery(api, id));
  const gone = status.data && status.data.status === 'sold' ? status.data : undefined;
  const similar = useQuery({
    ...goneSimilarQuery(api, { makeCode: gone?.makeCode ?? '', modelCode: gone?.modelCode ?? '' }),
    enabled: gone !== undefined,
  });
  const cards = useListingCards(similar.data?.listings ?? [], similar.data?.owners ?? []);
  if (status.isPending) return <p aria-busy="true">Loading the vehicle…</p>;
  if (!gone) return <NotFoundPage heading={NOT_FOUND_TEXTS.vehicleHeading} />;
  const vehicle = `${gone.year} ${gone.make} ${gone.model}`;
  const head = goneVehicleHead(vehicle, { brand: config.brand, siteName: config.siteName, origin });
  const models = searchHref({ makeCode: [gone.makeCode], modelCode: [gone.modelCode] });
  return (
    <section className="fc-gone-vehicle-page">
      <PageHeadTags head={head} />
      <h1>{head.heading}</h1>
      <p>
        The {vehicle} you were looking for has sold or was taken off the market.{' '}
        {renderLink({ href: models, children: `See every ${gone.make} ${gone.model} for sale` })}
      </p>
      {cards.length > 0 && (
        <ResultsList
          headingLevel={2}
          heading={() => `Similar ${gone.make} ${gone.model} for sale`}
          totalCount={cards.length}
          listings={cards}
          renderLink={renderLink}
        />
      )}
    </section>
  );
}
