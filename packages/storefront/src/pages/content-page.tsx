import { Link } from '../router';
import { useEnvironment } from '../storefront-environment';
import { NotFoundPage } from './not-found-page';

/**
 * A page of the brand's own content: the carmaker landing and its legal pages (spec 001 s2). The content comes
 * from the brand app's config and is rendered as text, never as markup.
 */
export function ContentPage({ slug }: { slug: string }) {
  const { config } = useEnvironment();
  const content = config.contentPages?.[slug];
  if (!content) return <NotFoundPage />;
  return (
    <article className="fc-content-page">
      <title>{`${content.title} | ${config.siteName}`}</title>
      <h1>{content.title}</h1>
      {content.intro && <p className="fc-content-page__intro">{content.intro}</p>}
      {content.links && content.links.length > 0 && (
        <ul className="fc-content-page__links">
          {content.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="fc-button">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
