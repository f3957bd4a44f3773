import { ALL_CARS_PATH } from '../page-route';
import { Link } from '../router';
import { NOT_FOUND_TEXTS, notFoundHead } from '../seo/page-head';
import { PageHeadTags } from '../seo/page-head-tags';
import { useEnvironment } from '../storefront-environment';

/** The 404 page: titled, kept out of search engines' indexes, a way back to the cars. */
export function NotFoundPage({ heading = NOT_FOUND_TEXTS.heading }: { heading?: string }) {
  const { config } = useEnvironment();
  const head = notFoundHead(config, heading);
  return (
    <section>
      <PageHeadTags head={head} />
      <h1>{head.heading}</h1>
      <p>
        It may have moved, or the car may have sold. <Link href={ALL_CARS_PATH}>Search all cars</Link>
      </p>
    </section>
  );
}
