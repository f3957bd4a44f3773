import { useQuery } from '@tanstack/react-query';
import { listingQuery } from '../queries';
import { useEnvironment } from '../storefront-environment';
import { NotFoundPage } from './not-found-page';

export function VehiclePage({ id }: { id: string }) {
  const { api } = useEnvironment();
  const detail = useQuery(listingQuery(api, id));
  if (detail.isPending) return <p aria-busy="true">Loading the vehicle…</p>;
  if (detail.isError) return <p role="alert">We could not load this vehicle. Try again in a moment.</p>;
  if (!detail.data) return <NotFoundPage />;
  const { listing, owner } = detail.data;
  return (
    <article>
      <h1>{listing.title ?? listing.listingTitle}</h1>
      {owner && <p>{owner.name}</p>}
    </article>
  );
}
