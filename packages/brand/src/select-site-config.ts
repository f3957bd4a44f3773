import type { Brand } from './brand';
import { EXPERIENCES, type Experience, type SiteConfig, type SiteConfigId } from './site-config';
import { SITE_CONFIGS } from './site-configs';

export interface SiteConfigRequest {
  brand: Brand;
  /** The experience segment of the current path, if any; unknown values are ignored. */
  experience?: string | null;
}

function isExperience(value: unknown): value is Experience {
  return (EXPERIENCES as readonly unknown[]).includes(value);
}

function configFor(brand: Brand, experience: Experience | undefined): SiteConfigId {
  switch (brand) {
    case 'atc':
    case 'previewAtc': // the preview brand previews the main brand's site
      return experience ? `atc-${experience}` : 'atc';
    case 'kbb':
      // The valuation brand has buy-online, car-bravo and hyundai-buy-online sites only.
      return experience && experience !== 'best-deals' && experience !== 'commercial'
        ? `kbb-${experience}`
        : 'kbb';
    case 'ford':
      return 'ford';
    case 'demo':
      return 'demo';
    case 'carAndDriver':
      return 'car-and-driver';
  }
}

/** The site configuration for a brand and, where the brand has one, the experience of the current path. */
export function selectSiteConfig({ brand, experience }: SiteConfigRequest): Readonly<SiteConfig> {
  return SITE_CONFIGS[configFor(brand, isExperience(experience) ? experience : undefined)];
}
