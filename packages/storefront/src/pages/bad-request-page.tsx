import { BAD_REQUEST_TEXTS } from '../malformed-url';
import { ALL_CARS_PATH } from '../page-route';
import { Link } from '../router';
import { notFoundHead } from '../seo/page-head';
import { PageHeadTags } from '../seo/page-head-tags';
import { useEnvironment } from '../storefront-environment';

/**
 * The 400 page of a URL with a malformed percent-escape (`%E0%A4%A`): said in words, inside the site, with a way
 * on; it was the server framework's raw JSON error (issue 29). Kept out of search engines' indexes.
 */
export function BadRequestPage() {
  const { config } = useEnvironment();
  return (
    <section>
      {/* The not-found page's head (title with the brand, noindex) with this page's heading. */}
      <PageHeadTags head={notFoundHead(config, BAD_REQUEST_TEXTS.heading)} />
      <h1>{BAD_REQUEST_TEXTS.heading}</h1>
      <p>{BAD_REQUEST_TEXTS.explanation}</p>
      <p>
        <Link href={ALL_CARS_PATH}>{BAD_REQUEST_TEXTS.search}</Link>
      </p>
    </section>
  );
}
