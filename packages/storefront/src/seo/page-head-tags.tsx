import type { PageHead } from './page-head';
import { jsonLdText } from './structured-data';

/**
 * A page's head as elements: React 19 hoists `<title>`, `<meta>` and `<link rel="canonical">` into the document's
 * head (on the server too); the JSON-LD stays where the page renders it, which search engines read as well. The
 * JSON-LD is data (`type="application/ld+json"` never runs, so the content security policy needs no exception for
 * it), escaped by `jsonLdText` so it cannot end its element.
 */
export function PageHeadTags({ head }: { head: PageHead }) {
  return (
    <>
      <title>{head.title}</title>
      {head.description && <meta name="description" content={head.description} />}
      {head.robots && <meta name="robots" content={head.robots} />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.structuredData?.map((data, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed per page
          key={index}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonLdText, never run as script
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}
