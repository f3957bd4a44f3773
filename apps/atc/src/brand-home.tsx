import {
  type BrandDetection,
  QUERY_BRANDS,
  SITE_CONFIGS,
  type SiteConfig,
  selectSiteConfig,
} from '@forecourt/brand';

export interface BrandHomeProps {
  detection: BrandDetection;
  config: Readonly<SiteConfig>;
}

const SOURCE_TEXT: Record<BrandDetection['source'], string> = {
  host: 'by the host name',
  query: 'by the brand parameter',
  'routing-header': 'by the routing header',
  'white-label': 'by the white-label subdomain',
  default: 'as the default brand',
};

/** The brand app's front page until the storefront's home page takes its place. */
export function BrandHome({ detection, config }: BrandHomeProps) {
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '2rem auto', padding: '0 1rem' }}
    >
      <h1>{config.siteName}</h1>
      <p data-testid="brand-line">
        Brand <strong>{detection.brand}</strong>, chosen {SOURCE_TEXT[detection.source]}.
      </p>
      <dl>
        <dt>Dealer pages</dt>
        <dd>{config.dealerBasePath}</dd>
        <dt>Partner offers on a vehicle page</dt>
        <dd>{config.partnerOffers.join(', ')}</dd>
        <dt>Saved vehicles and searches</dt>
        <dd>{config.accountFeatures ? 'available' : 'not on this brand'}</dd>
      </dl>
      <nav aria-label="Brands">
        <h2>See the marketplace as another brand</h2>
        <ul>
          {QUERY_BRANDS.filter((brand) => brand !== detection.brand).map((brand) => (
            <li key={brand}>
              <a href={`?brand=${brand}`}>{selectSiteConfig({ brand }).siteName}</a>
            </li>
          ))}
        </ul>
        <p>{Object.keys(SITE_CONFIGS).length} site configurations are available to brand teams.</p>
      </nav>
    </main>
  );
}
